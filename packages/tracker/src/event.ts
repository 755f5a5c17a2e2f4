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

export function buildEvent(
  event: string,
  params: EventParams,
  href: string,
  prevUrl: string,
  extract?: (url: URL) => BizParams,
): TrackerEvent {
  const url = new URL(href);
  const biz = extract?.(url) ?? {};
  return {
    event,
    params,
    ts: Date.now(),
    url: href,
    prev_url: prevUrl,
    hostname: url.hostname,
    pathname: trimPathname(url.pathname),
    search: sortedSearch(url.search),
    workspace: biz.workspace ?? '',
    page_type: biz.page_type ?? '',
    event_id: newId(),
  };
}
