import type { KeyboardEvent } from 'react';

/**
 * A letter or digit typed while the search button has focus opens the modal
 * with that character as the query (spec section 2), umlauts included.
 * Returns the character, or undefined for any other key.
 */
export function typedQuery(event: KeyboardEvent<HTMLElement>): string | undefined {
  if (event.ctrlKey || event.metaKey || event.altKey) return undefined;
  if (event.key.length !== 1 || !/[\p{L}\p{N}]/u.test(event.key)) return undefined;
  return event.key;
}
