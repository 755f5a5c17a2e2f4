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

/** The last href, parsed, and its event fields: consecutive events on one page skip re-parsing. */
let lastHref = '';
let lastUrl: URL;
let lastFields: Pick<TrackerEvent, 'hostname' | 'pathname' | 'search'>;

export function buildEvent(
  event: string,
  params: EventParams,
  href: string,
  prevUrl: string,
  extract?: (url: URL) => BizParams,
): TrackerEvent {
  if (href !== lastHref) {
    lastUrl = new URL((lastHref = href));
    lastFields = {
      hostname: lastUrl.hostname,
      pathname: trimPathname(lastUrl.pathname),
      search: sortedSearch(lastUrl.search),
    };
  }
  const biz = extract?.(lastUrl) ?? {};
  return {
    event,
    params,
    ts: Date.now(),
    url: href,
    prev_url: prevUrl,
    ...lastFields,
    workspace: biz.workspace ?? '',
    page_type: biz.page_type ?? '',
    event_id: newId(),
  };
}
