import { LOG_WARN } from '../constants.js';
import type { Log, WebStore } from '../types.js';

/** The part of the Storage API the store needs (cookies provide it too); any call may throw when blocked. */
export interface RawStorage {
  getItem(key: string): string | null | undefined;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/**
 * JSON values over a browser storage, got lazily (`localStorage` itself
 * throws when storage is disabled). When the browser refuses (private mode,
 * quota, storage or cookies disabled) values live in memory for this page and
 * one warning 'Browser storage unavailable' is logged; nothing throws. A
 * malformed value reads as undefined after `onCorrupt` heard of it.
 */
export function createStore(raw: () => RawStorage, log: Log): WebStore {
  // '' stands for a removed value.
  const memory = new Map<string, string>();
  let warned = false;
  const write = (key: string, value?: unknown): void => {
    const json = value === undefined ? '' : JSON.stringify(value);
    try {
      if (json) raw().setItem(key, json);
      else raw().removeItem(key);
      // Read back: a refused cookie or a silently failing storage reads differently.
      if ((raw().getItem(key) ?? '') === json) return void memory.delete(key);
    } catch {
      // Blocked: fall through to memory.
    }
    if (!warned) log(LOG_WARN, 'Browser storage unavailable');
    warned = true;
    memory.set(key, json);
  };
  return {
    read(key, onCorrupt) {
      try {
        const value = memory.get(key) ?? raw().getItem(key);
        if (value) return JSON.parse(value);
      } catch (error) {
        // A blocked storage throws on reading too; only corrupt JSON is worth a word.
        if (error instanceof SyntaxError) onCorrupt?.(error);
      }
    },
    write,
    remove: write,
  };
}
