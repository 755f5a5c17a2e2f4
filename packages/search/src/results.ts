/**
 * How hits are shown, one markup for the site's modal and search page and the
 * server's search page for readers without JavaScript: grouped by page, each
 * with its heading or text and its page's title. No engine here, so the
 * site's bundles can import it without the engine.
 */
import type { SearchHit } from './client/types.js';

export type HitAttribute = 'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6' | 'content';

export interface HitGroup {
  title: string;
  hits: SearchHit[];
}

/**
 * Hits grouped by page in the answer's order, at most `perGroup` each: the modal's 5 (spec
 * section 9); the search page shows every hit its count promises.
 */
export function groupHits(hits: SearchHit[], perGroup = Infinity): HitGroup[] {
  const groups = new Map<string, SearchHit[]>();
  for (const hit of hits) {
    const title = hit.hierarchy?.lvl0 ?? hit.hierarchy?.lvl1 ?? '';
    const group = groups.get(title) ?? [];
    if (group.length < perGroup) groups.set(title, [...group, hit]);
  }
  return [...groups].map(([title, groupHits]) => ({ title, hits: groupHits }));
}

/** What a hit shows: a recent or favourite search is kept without its highlights. */
type ShownHit = Pick<SearchHit, 'type' | 'content' | 'hierarchy'> &
  Partial<Pick<SearchHit, '_highlightResult' | '_snippetResult'>>;

/** A hit's snippet, highlight or plain value of an attribute (the engine's escaped text, <mark> tags). */
function hitText(hit: ShownHit, attribute: HitAttribute): string {
  const pick = (tree: SearchHit['_snippetResult'] | undefined) =>
    attribute === 'content' ? tree?.content?.value : tree?.hierarchy?.[attribute]?.value;
  const raw = attribute === 'content' ? hit.content : hit.hierarchy?.[attribute];
  return pick(hit._snippetResult) ?? pick(hit._highlightResult) ?? raw ?? '';
}

/** Text for HTML: in an element or a quoted attribute. */
export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };

/** A highlighted value for HTML: the engine's <mark> tags kept, everything else escaped again. */
const highlightedHtml = (value: string): string =>
  value
    .split(/(<mark>.*?<\/mark>)/)
    .map((part) => {
      const text = part
        .replace(/<\/?mark>/g, '')
        .replace(/&(amp|lt|gt|quot|#39);/g, (_, name) => ENTITIES[name]!);
      return part.startsWith('<mark>') ? `<mark>${escapeHtml(text)}</mark>` : escapeHtml(text);
    })
    .join('');

/** What a hit shows: its icon, its heading (or text) and, below a section's hit, its page. */
export function hitHtml(hit: ShownHit): string {
  const isPage = hit.type === 'lvl1' || !hit.type;
  const icon = isPage ? '▤' : hit.type === 'content' ? '¶' : '#';
  const title = highlightedHtml(hitText(hit, (hit.type as HitAttribute | undefined) || 'lvl1'));
  const page = isPage
    ? ''
    : `<span class="nsearch-hit-path">${highlightedHtml(hitText(hit, 'lvl1'))}</span>`;
  return `<span class="nsearch-hit-icon" aria-hidden="true">${icon}</span><span class="nsearch-hit-text"><span class="nsearch-hit-title">${title}</span>${page}</span>`;
}

/**
 * The hits grouped by page, as the server's search page, the site's search page (links) and the
 * modal (with `active`: a listbox's options, `<id>-<rank>`, the active one selected) show them.
 */
export function hitsHtml(
  hits: SearchHit[],
  hitUrl: (url: string) => string,
  { id, active }: { id: string; active?: number },
): string {
  let rank = -1;
  return groupHits(hits)
    .map((group, g) => {
      const items = group.hits.map((hit) => {
        const url = escapeHtml(hitUrl(hit.url ?? ''));
        rank += 1;
        return active === undefined
          ? `<a class="nsearch-hit" href="${url}">${hitHtml(hit)}</a>`
          : `<div id="${id}-${rank}" role="option" aria-selected="${active === rank}" class="nsearch-hit" data-url="${url}">${hitHtml(hit)}</div>`;
      });
      return `<div role="group" aria-labelledby="${id}-g${g}"><div class="nsearch-group-title" id="${id}-g${g}" role="presentation">${escapeHtml(group.title)}</div>${items.join('')}</div>`;
    })
    .join('');
}

/**
 * How a click opens a hit: in a new tab (middle click, Ctrl/Cmd/Shift+click), in this one, or
 * not at all (other buttons; an auxclick other than the middle button's).
 */
export function opensInNewTab(
  event: Pick<MouseEvent, 'button' | 'type' | 'ctrlKey' | 'metaKey' | 'shiftKey'>,
): boolean | undefined {
  if (event.button > 1 || (event.type === 'auxclick' && event.button !== 1)) return undefined;
  return event.button === 1 || event.ctrlKey || event.metaKey || event.shiftKey;
}

/** The hit of `hitsHtml` under `target` in `list`: its rank (0-based) and its URL as linked. */
export function hitAt(target: Element, list: Element): { rank: number; url: string } | undefined {
  const hit = target.closest('.nsearch-hit');
  const url = hit?.getAttribute('data-url') ?? hit?.getAttribute('href');
  if (!hit || url === null || url === undefined) return undefined;
  return { rank: Array.from(list.querySelectorAll('.nsearch-hit')).indexOf(hit), url };
}

/** The search settings (docs/requirements.md#search-call) that decide how hits link. */
export interface HitLinkOptions {
  /** Hits whose URL matches open by full page load. */
  externalUrlRegex?: string;
  /** Rewrites hits' paths (e.g. an old /docs/ prefix). */
  replaceSearchResultPathname?: { from: string; to?: string };
}

/** A hit's URL as the site links it: relative to `base` (for the router) unless external. */
export function hitLinks({
  externalUrlRegex,
  replaceSearchResultPathname: replace,
}: HitLinkOptions) {
  const external = externalUrlRegex ? new RegExp(externalUrlRegex, 'i') : undefined;
  const matchesExternal = (url: string): boolean => external?.test(url) ?? false;
  return {
    /** Whether a linked hit URL leaves the router: absolute, or of the external pattern. */
    isExternal: (url: string): boolean => /^[a-z]+:/i.test(url) || matchesExternal(url),
    hitUrl(url: string, base: string): string {
      const parsed = new URL(url, base);
      if (matchesExternal(parsed.href)) return url;
      const pathname = replace
        ? parsed.pathname.replaceAll(new RegExp(replace.from, 'g'), replace.to ?? '')
        : parsed.pathname;
      return `${pathname}${parsed.search}${parsed.hash}`;
    },
  };
}

/** Where an arrow, Home or End key moves the active option of `count` (wrapping), or undefined. */
export function listboxMove(key: string, active: number, count: number): number | undefined {
  const last = count - 1;
  return {
    ArrowDown: active >= last ? 0 : active + 1,
    ArrowUp: active <= 0 ? last : active - 1,
    Home: 0,
    End: last,
  }[key];
}
