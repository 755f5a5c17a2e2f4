/** URL parts of a tracker event (docs/requirements.md#tracker-event). */
import type { TrackerEvent } from './types.js';

/**
 * hostname; pathname without trailing slashes (the root stays "/"); the
 * query string sorted by parameter name, without "?".
 */
export function urlFields({
  hostname,
  pathname,
  searchParams,
}: URL): Pick<TrackerEvent, 'hostname' | 'pathname' | 'search'> {
  // Sorts in place: the caller parses a URL object for this event alone.
  searchParams.sort();
  return { hostname, pathname: pathname.replace(/(.)\/+$/, '$1'), search: `${searchParams}` };
}
