import { LOG_WARN } from '../constants.js';
import type { Log, RawStorage, WebStore } from '../types.js';

/**
 * JSON values over a browser storage, got lazily (`localStorage` itself
 * throws when storage is disabled). Nothing throws: when the browser refuses
 * a write (private mode, quota, storage or cookies disabled) one warning
 * 'Browser storage unavailable' is logged and the tracker goes on with what
 * it holds in memory (ids, queues). A malformed value reads as undefined after
 * `onCorrupt` heard of it; a blocked storage reads as empty (it throws on
 * reading too).
 */
export function createStore(raw: () => RawStorage, log: Log): WebStore {
  let warned = false;
  const readText = (key: string): string | null | undefined => {
    try {
      return raw().getItem(key);
    } catch {
      // Blocked: nothing to read; only corrupt JSON is worth a word.
    }
  };
  return {
    readText,
    read(key, onCorrupt) {
      const value = readText(key);
      try {
        if (value) return JSON.parse(value);
      } catch (error) {
        onCorrupt?.(error);
      }
    },
    write(key, value) {
      // '' stands for a removed value (JSON.stringify(undefined) is undefined).
      const json = JSON.stringify(value) ?? '';
      try {
        if (json) raw().setItem(key, json);
        else raw().removeItem(key);
        // Read back: a refused cookie or a silently failing storage reads differently.
        if ((raw().getItem(key) ?? '') === json) return;
      } catch {
        // Blocked: warn below.
      }
      if (!warned) log(LOG_WARN, 'Browser storage unavailable');
      warned = true;
    },
  };
}
