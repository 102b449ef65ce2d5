/**
 * How many generations each account may create (or import) in a sliding minute. Checked before the
 * body is read, so a flood of imports is refused for the price of a header, not of parsing and
 * checking 256 KB each on the serving thread (docs/decisions/031). Per instance, in memory.
 */
export function createRate(perMinute: number, now = () => Date.now()) {
  const recent = new Map<string, number[]>();
  return {
    /** Counts a create for `key`; undefined when allowed, else the seconds until one is. */
    take(key: string): number | undefined {
      const time = now();
      const times = (recent.get(key) ?? []).filter((at) => time - at < 60_000);
      if (times.length >= perMinute) {
        recent.set(key, times);
        return Math.max(1, Math.ceil((times[0]! + 60_000 - time) / 1000));
      }
      times.push(time);
      recent.set(key, times);
      return undefined;
    },
  };
}
