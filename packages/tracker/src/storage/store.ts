import { LOG_WARN } from '../constants.js';
import type { Log, WebStore } from '../types.js';

/** Raw access to one browser storage; any of these may throw when storage is blocked. */
export interface RawStorage {
  get(key: string): string | null | undefined;
  set(key: string, value: string): void;
  remove(key: string): void;
}

/**
 * JSON values over a browser storage. When the browser refuses (private mode,
 * quota, storage or cookies disabled) values live in memory for this page and
 * one warning 'Browser storage unavailable' is logged; nothing throws. A
 * malformed value reads as undefined after `onCorrupt` heard of it.
 */
export function createStore(raw: RawStorage, log: Log): WebStore {
  const memory = new Map<string, string>();
  let warned = false;
  const attempt = (key: string, json?: string): void => {
    try {
      if (json === undefined) raw.remove(key);
      else raw.set(key, json);
      if (raw.get(key) == json) return void memory.delete(key);
    } catch {
      // Blocked: fall through to memory.
    }
    if (!warned) log(LOG_WARN, 'Browser storage unavailable');
    warned = true;
    if (json === undefined) memory.delete(key);
    else memory.set(key, json);
  };
  return {
    read<T>(key: string, onCorrupt?: (error: unknown) => void): T | undefined {
      try {
        const value = memory.get(key) ?? raw.get(key);
        if (value) return JSON.parse(value) as T;
      } catch (error) {
        // A blocked storage throws on reading too; only corrupt JSON is worth a word.
        if (error instanceof SyntaxError) onCorrupt?.(error);
      }
      return undefined;
    },
    write: (key, value) => attempt(key, JSON.stringify(value)),
    remove: (key) => attempt(key),
  };
}

/** Local or session storage; `window[kind]` itself throws when storage is disabled. */
export const webStorage = (kind: 'localStorage' | 'sessionStorage'): RawStorage => ({
  get: (key) => window[kind].getItem(key),
  set: (key, value) => window[kind].setItem(key, value),
  remove: (key) => window[kind].removeItem(key),
});
