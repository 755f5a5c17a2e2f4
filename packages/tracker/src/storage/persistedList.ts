import type { WebStore } from '../types.js';

interface Entry<T> {
  savedAt: number;
  items: T[];
}

export interface PersistedList<T> {
  items: T[];
  /** Write this tab's items (or drop its entry when empty). */
  save(): void;
}

/**
 * A list kept in local storage under one key, one entry per tab (window id),
 * so two tabs never send each other's items. On load a tab takes back its own
 * entry (a reload keeps the window id) and entries untouched for
 * `orphanAfterMs` (tabs that closed before sending).
 */
export function loadPersistedList<T>(
  store: WebStore,
  key: string,
  windowId: string,
  orphanAfterMs: number,
  onCorrupt: (error: unknown) => void,
): PersistedList<T> {
  const readAll = (): Record<string, Entry<T>> =>
    store.read<Record<string, Entry<T>>>(key, onCorrupt) ?? {};
  const writeAll = (map: Record<string, Entry<T>>): void => {
    if (Object.keys(map).length > 0) store.write(key, map);
    else store.remove(key);
  };
  const all = readAll();
  const items: T[] = [];
  for (const [id, entry] of Object.entries(all)) {
    if (id === windowId || Date.now() - entry.savedAt >= orphanAfterMs) {
      items.push(...entry.items);
      delete all[id];
    }
  }
  const list: PersistedList<T> = {
    items,
    save() {
      const current = readAll();
      if (list.items.length > 0) current[windowId] = { savedAt: Date.now(), items: list.items };
      else delete current[windowId];
      writeAll(current);
    },
  };
  writeAll(all);
  list.save();
  return list;
}
