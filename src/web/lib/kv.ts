/**
 * The page's small key-value store: localStorage, or what stands in for it (a map in tests, nothing when
 * the browser refuses storage), read as bounded JSON. The game's parts (play/storage.ts) and Learn's
 * progress (learn/progress.ts) both keep their data through it.
 */

/** The part of localStorage the store reads or writes (the browser's `localStorage` fits). */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** A store in memory (its map open to tests), e.g. when the browser refuses storage: it lasts the visit. */
export const memoryStore = (
  from?: Iterable<readonly [string, string]>,
): KeyValueStore & { readonly data: Map<string, string> } => {
  const data = new Map<string, string>(from);
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
};

/** Far more than any part needs (a whole game is about 1 KB); a longer stored text is not read at all. */
export const MAX_STORED_CHARS = 64 * 1024;
/** Reads a key as JSON: undefined when absent or the storage disabled, `null` when unreadable or too
 * long to be ours (the game's parts in play/storage.ts, Learn's progress in learn/progress.ts). */
export const readJson = (store: KeyValueStore, key: string): unknown => {
  let text: string | null;
  try {
    text = store.getItem(key);
  } catch {
    return undefined; // storage disabled: behave as a first visit
  }
  if (text === null) return undefined;
  if (text.length > MAX_STORED_CHARS) return null;
  try {
    return JSON.parse(text) ?? null;
  } catch {
    return null;
  }
};
