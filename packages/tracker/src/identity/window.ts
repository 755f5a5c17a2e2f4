import { newId } from '../id.js';
import type { WebStore } from '../types.js';

/** The tab's id: kept in session storage, so it survives reloads of the same tab. */
export function windowId(sessionStore: WebStore, key: string): string {
  let id = sessionStore.read<string>(key);
  if (typeof id !== 'string' || !id) {
    id = newId();
    sessionStore.write(key, id);
  }
  return id;
}
