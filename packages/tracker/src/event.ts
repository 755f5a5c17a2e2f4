import { newId } from './id.js';
import type { BizParams, EventParams, TrackerEvent } from './types.js';

/** Pathname without trailing slashes; the root stays "/". */
export function trimPathname(pathname: string): string {
  return pathname.replace(/(.)\/+$/, '$1');
}

/** Query string sorted by parameter name, without "?". */
export function sortedSearch(search: string): string {
  const query = new URLSearchParams(search);
  query.sort();
  return query.toString();
}

/** URL parts of the last href: consecutive events on one page skip re-parsing. */
let lastHref = '';
let lastParts = { url: new URL('http://localhost/'), pathname: '', search: '' };

export function buildEvent(
  event: string,
  params: EventParams,
  href: string,
  prevUrl: string,
  extract?: (url: URL) => BizParams,
): TrackerEvent {
  if (href !== lastHref) {
    const url = new URL(href);
    lastHref = href;
    lastParts = { url, pathname: trimPathname(url.pathname), search: sortedSearch(url.search) };
  }
  const { url, pathname, search } = lastParts;
  const biz = extract?.(url) ?? {};
  return {
    event,
    params,
    ts: Date.now(),
    url: href,
    prev_url: prevUrl,
    hostname: url.hostname,
    pathname,
    search,
    workspace: biz.workspace ?? '',
    page_type: biz.page_type ?? '',
    event_id: newId(),
  };
}
