/**
 * For the kit's tests: a page's storage in memory, whose writes can be made to fail, as a full
 * quota does (`storage.full = true`). Its `data` map shows what was saved.
 */
export function flakyStorage() {
  const data = new Map<string, string>();
  const storage = {
    full: false,
    getItem: (key: string) => data.get(key) ?? null,
    setItem(key: string, value: string) {
      if (storage.full) throw new DOMException('quota exceeded', 'QuotaExceededError');
      data.set(key, value);
    },
    removeItem: (key: string) => void data.delete(key),
    key: (index: number) => [...data.keys()][index] ?? null,
    get length() {
      return data.size;
    },
    data,
  };
  return storage;
}
