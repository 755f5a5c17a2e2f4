import React, { useMemo, type ReactNode } from 'react';
import { hitsHtml } from '@nubiva/search/results';
import type { SearchHit } from './useSearch';

/**
 * How a click opens a hit: in a new tab (middle click, Ctrl/Cmd/Shift+click), in this one, or
 * not at all (other buttons; an auxclick other than the middle button's).
 */
export function opensInNewTab(event: React.MouseEvent): boolean | undefined {
  if (event.button > 1 || (event.type === 'auxclick' && event.button !== 1)) return undefined;
  return event.button === 1 || event.ctrlKey || event.metaKey || event.shiftKey;
}

/** The hit under the event: its rank among the shown hits (0-based) and its URL as linked. */
function hitAt(event: React.MouseEvent<HTMLElement>): { rank: number; url: string } | undefined {
  const hit = (event.target as Element).closest('.nsearch-hit');
  const all = Array.from(event.currentTarget.querySelectorAll('.nsearch-hit'));
  const url = hit?.getAttribute('data-url') ?? hit?.getAttribute('href');
  return hit && url !== null && url !== undefined ? { rank: all.indexOf(hit), url } : undefined;
}

export interface ResultsProps extends Record<`data-${string}`, string | undefined> {
  /** Without, the hits the server put in the page (hydration leaves them alone). */
  hits?: SearchHit[];
  id: string;
  label: string;
  /** Default nsearch-results. */
  className?: string;
  /** The modal's listbox (options, aria-activedescendant); without, the search page's links. */
  active?: number;
  setActive?: (rank: number) => void;
  /** A hit's URL as linked (useHitLinks). */
  hitUrl: (url: string) => string;
  /** Opens the hit (rank as shown, 0-based); newTab for middle click and Ctrl/Cmd/Shift+click. */
  onOpen: (url: string, rank: number, newTab: boolean, results: HTMLElement) => void;
}

/**
 * The hits of the modal and of the search page in the markup the server also serves
 * (@nubiva/search/results); a click anywhere on a hit opens it.
 */
export default function Results({
  hits,
  id,
  label,
  className = 'nsearch-results',
  active,
  setActive,
  hitUrl,
  onOpen,
  ...attributes
}: ResultsProps): ReactNode {
  const listbox = active !== undefined;
  const html = useMemo(
    () => ({ __html: hits ? hitsHtml(hits, hitUrl, { id, active }) : '' }),
    [hits, hitUrl, id, active],
  );
  const open = (event: React.MouseEvent<HTMLElement>): void => {
    const hit = hitAt(event);
    const newTab = opensInNewTab(event);
    if (!hit || newTab === undefined) return;
    if (listbox || !newTab) event.preventDefault();
    onOpen(hit.url, hit.rank, newTab, event.currentTarget);
  };
  return (
    <div
      className={className}
      id={id}
      // A labelled element needs a role: the listbox in the modal, a region on the search page.
      role={listbox ? 'listbox' : 'region'}
      aria-label={label}
      {...attributes}
      dangerouslySetInnerHTML={html}
      onClick={open}
      onAuxClick={open}
      onMouseMove={(event) => {
        const rank = listbox ? hitAt(event)?.rank : undefined;
        if (rank !== undefined && rank !== active) setActive?.(rank);
      }}
    />
  );
}
