/**
 * A table of records in the browser's storage, by key: IndexedDB in the app (offlineDb.ts), an
 * in-memory map in tests (jsdom has no IndexedDB).
 */
export interface RecordTable<T, K extends IDBValidKey = number> {
  get(key: K): Promise<T | undefined>;
  all(): Promise<T[]>;
  put(value: T): Promise<void>;
  delete(key: K): Promise<void>;
}

/** A table kept in memory, keyed by `keyOf`: for tests, and where IndexedDB cannot be opened. */
export function memoryTable<T, K extends IDBValidKey = number>(
  keyOf: (value: T) => K,
): RecordTable<T, K> {
  const rows = new Map<string, T>();
  const id = (key: K) => JSON.stringify(key);
  return {
    get: (key) =>
      Promise.resolve(rows.has(id(key)) ? structuredClone(rows.get(id(key))) : undefined),
    all: () => Promise.resolve([...rows.values()].map((row) => structuredClone(row))),
    put: (value) => {
      rows.set(id(keyOf(value)), structuredClone(value));
      return Promise.resolve();
    },
    delete: (key) => {
      rows.delete(id(key));
      return Promise.resolve();
    },
  };
}
