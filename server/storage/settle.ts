/** Synchronous work (better-sqlite3's) as the stores' promise: its value, or its throw as a rejection. */
export function settle<T>(work: () => T): Promise<T> {
  return new Promise((resolve) => resolve(work()));
}
