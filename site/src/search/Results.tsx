import React, { useMemo, type ReactNode } from 'react';
import { hitAt, hitsHtml, opensInNewTab } from '@nubiva/search/results';
import type { SearchHit } from './useSearch';

export interface ResultsProps extends Record<`data-${string}`, string | undefined> {
  /** Without, the hits the server put in the page (hydration leaves them alone). */
  hits?: SearchHit[];
  id: string;
  label: string;
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
    const hit = hitAt(event.target as Element, event.currentTarget);
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
        const rank = listbox
          ? hitAt(event.target as Element, event.currentTarget)?.rank
          : undefined;
        if (rank !== undefined && rank !== active) setActive?.(rank);
      }}
    />
  );
}
