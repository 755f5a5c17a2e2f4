/**
 * How hits are shown, shared by the site's results component (React) and the
 * server's search page for readers without JavaScript (HTML): grouped by
 * page, each with its heading or text and its page's title. No engine here,
 * so the site's bundles can import it without the engine.
 */
import { SEARCH_DEFAULTS } from './defaults.js';
import type { SearchHit } from './client/types.js';

export type HitAttribute = 'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6' | 'content';

export interface HitGroup {
  title: string;
  hits: SearchHit[];
}

/** Hits grouped by page in the answer's order, at most 5 per group (spec section 9). */
export function groupHits(hits: SearchHit[]): HitGroup[] {
  const groups = new Map<string, SearchHit[]>();
  for (const hit of hits) {
    const title = hit.hierarchy?.lvl0 ?? hit.hierarchy?.lvl1 ?? '';
    const group = groups.get(title) ?? [];
    if (group.length < SEARCH_DEFAULTS.maxResultsPerGroup) groups.set(title, [...group, hit]);
  }
  return [...groups].map(([title, groupHits]) => ({ title, hits: groupHits }));
}

/** A hit's snippet, highlight or plain value of an attribute (the engine's escaped text, <mark> tags). */
export function hitText(hit: SearchHit, attribute: HitAttribute): string {
  const pick = (tree: SearchHit['_snippetResult'] | undefined) =>
    attribute === 'content' ? tree?.content?.value : tree?.hierarchy?.[attribute]?.value;
  const raw = attribute === 'content' ? hit.content : hit.hierarchy?.[attribute];
  return pick(hit._snippetResult) ?? pick(hit._highlightResult) ?? raw ?? '';
}

/** What a hit shows: its icon, its heading (or text) and, below a section's hit, its page. */
export function hitParts(hit: SearchHit): { icon: string; title: string; page?: string } {
  const isPage = hit.type === 'lvl1' || !hit.type;
  return {
    icon: isPage ? '▤' : hit.type === 'content' ? '¶' : '#',
    title: hitText(hit, (hit.type as HitAttribute | undefined) || 'lvl1'),
    page: isPage ? undefined : hitText(hit, 'lvl1'),
  };
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };

/** A highlighted value as [text, marked] parts: the engine's tags become parts, never HTML. */
export function highlightParts(value: string): [text: string, marked: boolean][] {
  return value
    .split(/(<mark>.*?<\/mark>)/)
    .filter(Boolean)
    .map((part) => [
      part
        .replace(/<\/?mark>/g, '')
        .replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) => ENTITIES[name]!),
      part.startsWith('<mark>'),
    ]);
}

/** Text for HTML: in an element or a quoted attribute. */
export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const highlightedHtml = (value: string): string =>
  highlightParts(value)
    .map(([text, marked]) => (marked ? `<mark>${escapeHtml(text)}</mark>` : escapeHtml(text)))
    .join('');

/** The search page's hits as links, in the results component's markup and classes. */
export function hitsHtml(hits: SearchHit[], hitUrl: (url: string) => string): string {
  return groupHits(hits)
    .map((group, g) => {
      const links = group.hits.map((hit) => {
        const { icon, title, page } = hitParts(hit);
        const pageHtml =
          page === undefined
            ? ''
            : `<span class="nsearch-hit-path">${highlightedHtml(page)}</span>`;
        return `<a class="nsearch-hit" href="${escapeHtml(hitUrl(hit.url ?? ''))}"><span class="nsearch-hit-icon" aria-hidden="true">${icon}</span><span class="nsearch-hit-text"><span class="nsearch-hit-title">${highlightedHtml(title)}</span>${pageHtml}</span></a>`;
      });
      const id = `nsearch-prerendered-g${g}`;
      return `<div role="group" aria-labelledby="${id}"><div class="nsearch-group-title" id="${id}">${escapeHtml(group.title)}</div>${links.join('')}</div>`;
    })
    .join('');
}
