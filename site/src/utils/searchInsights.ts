/**
 * Docs insights from search (event `search` and `search_open`): the query a
 * reader settled on, not each keystroke, with its number of hits, and which
 * hit they opened. The docs team reads the zero-hit queries as pages to write.
 */
import { SEARCH_DEFAULTS } from '@nubiva/search/defaults';
import { reportEvent } from './reportEvent';

export type SearchSource = 'modal' | 'page';

/** A query counts as settled after this long without a new one (or when the reader leaves or opens a hit). */
export const SEARCH_SETTLE_MS = 1500;

export interface SearchReporter {
  /** An answer arrived: the query and its total hits. */
  results(query: string, hits: number): void;
  /** The reader opened a hit of the latest query: its URL and its rank as shown (1-based). */
  open(url: string, position: number): void;
  /** Reports the pending query now (the modal closes, the page unmounts). */
  flush(): void;
}

/** Path and hash of a URL, however written. */
function pathOf(url: string): string {
  try {
    const parsed = new URL(url, window.location.href);
    return parsed.pathname.replace(/\/$/, '') + parsed.hash;
  } catch {
    return url;
  }
}

export function searchReporter(
  source: SearchSource,
  locale: string,
  report: typeof reportEvent = reportEvent,
): SearchReporter {
  let pending: { query: string; hits: number } | undefined;
  let reported: string | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const send = (): void => {
    clearTimeout(timer);
    if (!pending) return;
    // The same query answered again (the index's second part arrived) is one search.
    if (pending.query !== reported) {
      report('search', { query: pending.query, locale, hits: pending.hits, source });
      reported = pending.query;
    }
    pending = undefined;
  };

  return {
    results(query, hits) {
      const settled = query.trim().replace(/\s+/g, ' ').slice(0, SEARCH_DEFAULTS.maxQueryLength);
      clearTimeout(timer);
      if (!settled) {
        pending = undefined;
        return;
      }
      pending = { query: settled, hits };
      timer = setTimeout(send, SEARCH_SETTLE_MS);
    },
    open(url, position) {
      const query = pending?.query ?? reported;
      send();
      if (query !== undefined)
        report('search_open', { query, locale, position, url: pathOf(url), source });
    },
    flush: send,
  };
}
