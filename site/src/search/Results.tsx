import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { highlightParts, hitParts, type HitGroup } from '@nubiva/search/results';
import type { SearchHit } from './useSearch';

/** Text with the matched words in <mark>: the engine's tags become elements, never HTML. */
function Highlighted({ value }: { value: string }): ReactNode {
  return highlightParts(value).map(([text, marked], i) =>
    marked ? <mark key={i}>{text}</mark> : text,
  );
}

/** A hit as shown: its heading (or text), and its page's title below it. */
export function HitText({ hit }: { hit: SearchHit }): ReactNode {
  const { icon, title, page } = hitParts(hit);
  return (
    <>
      <span className="nsearch-hit-icon" aria-hidden="true">
        {icon}
      </span>
      <span className="nsearch-hit-text">
        <span className="nsearch-hit-title">
          <Highlighted value={title} />
        </span>
        {page !== undefined && (
          <span className="nsearch-hit-path">
            <Highlighted value={page} />
          </span>
        )}
      </span>
    </>
  );
}

export interface ResultsProps {
  groups: HitGroup[];
  id: string;
  label: string;
  /** The modal's listbox (options, aria-activedescendant); without, the search page's links. */
  active?: number;
  setActive?: (rank: number) => void;
  /** A hit's URL as linked (useHitUrl). */
  hitUrl: (url: string) => string;
  /** Opens the hit (rank as shown, 0-based); newTab for middle click and Ctrl/Cmd/Shift+click. */
  onOpen: (hit: SearchHit, rank: number, newTab: boolean) => void;
}

/**
 * How a click opens a hit: in a new tab (middle click, Ctrl/Cmd/Shift+click), in this one, or
 * not at all (other buttons; an auxclick other than the middle button's).
 */
export function opensInNewTab(event: React.MouseEvent): boolean | undefined {
  if (event.button > 1 || (event.type === 'auxclick' && event.button !== 1)) return undefined;
  return event.button === 1 || event.ctrlKey || event.metaKey || event.shiftKey;
}

/** The hits of the modal and of the search page: one markup, one style. */
export default function Results({
  groups,
  id,
  label,
  active,
  setActive,
  hitUrl,
  onOpen,
}: ResultsProps): ReactNode {
  let rank = -1;
  const listbox = active !== undefined;
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
              const newTab = opensInNewTab(event);
              if (newTab === undefined) return;
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
