import { LOG_ERROR } from '../constants.js';
import type { PluginHost } from '../types.js';

type Entries<T> = Record<string, { savedAt: number; items: T[] }>;

export interface PersistedList<T> {
  items: T[];
  /** Write this tab's items (or drop its entry when empty). */
  save(): void;
}

/**
 * A list kept in the host's local storage under one key, one entry per tab
 * (window id), so two tabs never send each other's items. On load a tab takes
 * back its own entry (a reload keeps the window id) and entries untouched for
 * `orphanAfterMs` (tabs that closed before sending).
 */
export function loadPersistedList<T>(
  { storage, windowId, log }: Pick<PluginHost, 'storage' | 'windowId' | 'log'>,
  key: string,
  orphanAfterMs: number,
): PersistedList<T> {
  const items: T[] = [];
  const readAll = (): Entries<T> =>
    storage.read<Entries<T>>(key, (error) =>
      log(LOG_ERROR, 'Failed to add events to report queue', error),
    ) ?? {};
  const save = (all = readAll()): void => {
    if (items.length > 0) all[windowId] = { savedAt: Date.now(), items };
    else delete all[windowId];
    // An empty map removes the key.
    storage.write(key, Object.keys(all).length > 0 ? all : undefined);
  };
  const all = readAll();
  // `all` is parsed JSON: its keys are its own.
  for (const id in all) {
    const entry = all[id]!;
    if (id === windowId || Date.now() - entry.savedAt >= orphanAfterMs) {
      items.push(...entry.items);
      delete all[id];
    }
  }
  save(all);
  return { items, save };
}
