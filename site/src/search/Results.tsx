import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { SEARCH_DEFAULTS } from '@nubiva/search/defaults';
import type { SearchHit } from './useSearch';

type Level = 'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };

/** Text with the matched words in <mark>: the engine's tags become elements, never HTML. */
export function Highlighted({ value }: { value: string }): ReactNode {
  return value.split(/(<mark>.*?<\/mark>)/).map((part, i) => {
    const text = part
      .replace(/<\/?mark>/g, '')
      .replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) => ENTITIES[name]!);
    return part.startsWith('<mark>') ? <mark key={i}>{text}</mark> : text;
  });
}

/** Highlighted (or plain) text of a hit's attribute: "content" or a hierarchy level. */
function text(hit: SearchHit, attribute: Level | 'content'): string {
  const pick = (tree: SearchHit['_snippetResult'] | undefined) =>
    attribute === 'content' ? tree?.content?.value : tree?.hierarchy?.[attribute]?.value;
  const raw = attribute === 'content' ? hit.content : hit.hierarchy?.[attribute];
  return pick(hit._snippetResult) ?? pick(hit._highlightResult) ?? raw ?? '';
}

/** A hit as shown: its heading (or text), and its page's title below it. */
export function HitText({ hit }: { hit: SearchHit }): ReactNode {
  const page = hit.type === 'lvl1' || !hit.type;
  return (
    <>
      <span className="nsearch-hit-icon" aria-hidden="true">
        {page ? '▤' : hit.type === 'content' ? '¶' : '#'}
      </span>
      <span className="nsearch-hit-text">
        <span className="nsearch-hit-title">
          <Highlighted value={text(hit, (hit.type as Level | 'content') || 'lvl1')} />
        </span>
        {!page && (
          <span className="nsearch-hit-path">
            <Highlighted value={text(hit, 'lvl1')} />
          </span>
        )}
      </span>
    </>
  );
}

export interface Group {
  title: string;
  hits: SearchHit[];
}

/** Hits grouped by page in the answer's order, at most 5 per group (spec section 9). */
export function groupHits(hits: SearchHit[]): Group[] {
  const groups = new Map<string, SearchHit[]>();
  for (const hit of hits) {
    const title = hit.hierarchy?.lvl0 ?? hit.hierarchy?.lvl1 ?? '';
    const group = groups.get(title) ?? [];
    if (group.length < SEARCH_DEFAULTS.maxResultsPerGroup) groups.set(title, [...group, hit]);
  }
  return [...groups].map(([title, groupHits]) => ({ title, hits: groupHits }));
}

export interface ResultsProps {
  groups: Group[];
  /** The modal's listbox (options, aria-activedescendant) or the search page's links. */
  mode: 'listbox' | 'links';
  id: string;
  label: string;
  active?: number;
  setActive?: (rank: number) => void;
  /** A hit's URL as linked (useHitUrl). */
  hitUrl: (url: string) => string;
  /** Opens the hit (rank as shown, 0-based); newTab for middle click and Ctrl/Cmd/Shift+click. */
  onOpen: (hit: SearchHit, rank: number, newTab: boolean) => void;
}

/** The hits of the modal and of the search page: one markup, one style. */
export default function Results({
  groups,
  mode,
  id,
  label,
  active,
  setActive,
  hitUrl,
  onOpen,
}: ResultsProps): ReactNode {
  let rank = -1;
  const listbox = mode === 'listbox';
  return (
    <div
      className="nsearch-results"
      id={id}
      // A labelled element needs a role: the listbox in the modal, a region on the search page.
      role={listbox ? 'listbox' : 'region'}
      aria-label={label}
    >
      {groups.map((group, g) => (
        <div key={group.title} role="group" aria-labelledby={`${id}-g${g}`}>
          <div className="nsearch-group-title" id={`${id}-g${g}`} role="presentation">
            {group.title}
          </div>
          {group.hits.map((hit) => {
            const n = (rank += 1);
            const url = hitUrl(hit.url ?? '');
            const open = (event: React.MouseEvent): void => {
              if (event.button > 1 || (event.type === 'auxclick' && event.button !== 1)) return;
              const newTab = event.button === 1 || event.ctrlKey || event.metaKey || event.shiftKey;
              if (listbox || !newTab) event.preventDefault();
              onOpen(hit, n, newTab);
            };
            return listbox ? (
              <div
                key={hit.objectID}
                id={`${id}-${n}`}
                role="option"
                aria-selected={active === n}
                className="nsearch-hit"
                data-url={url}
                onMouseMove={() => active !== n && setActive?.(n)}
                onClick={open}
                onAuxClick={open}
              >
                <HitText hit={hit} />
              </div>
            ) : (
              <Link
                key={hit.objectID}
                className="nsearch-hit"
                to={url}
                onClick={open}
                onAuxClick={open}
              >
                <HitText hit={hit} />
              </Link>
            );
          })}
        </div>
      ))}
    </div>
  );
}
