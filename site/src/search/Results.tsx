import React, { useMemo } from 'react';
import { hitAt, hitsHtml, opensInNewTab } from '@nubiva/search/results';
import type { SearchHit } from '@nubiva/search/client';

export interface ResultsProps extends Record<`data-${string}`, string | undefined> {
  /** Without, the hits the server put in the page (hydration leaves them alone). */
  hits?: SearchHit[];
  id: string;
  label: string;
  /** The modal's listbox (options, aria-activedescendant); without, the search page's links. */
  active?: number;
  setActive?: (rank: number) => void;
  /** A hit's URL as linked (useSearch). */
  hitUrl: (url: string) => string;
  /** Opens the hit (rank as shown, 0-based); newTab for middle click and Ctrl/Cmd/Shift+click. */
  onOpen: (url: string, rank: number, newTab: boolean, results: HTMLElement) => void;
}

/**
 * The hits of the modal and of the search page in the markup the server also serves
 * (@nubiva/search/results); a click anywhere on a hit opens it.
 */
export default function Results(props: ResultsProps) {
  const { hits, id, label, active, setActive, hitUrl, onOpen, ...attributes } = props;
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
      className="nsearch-results"
      id={id}
      // A labelled element needs a role: the listbox in the modal, a region on the search page.
      role={listbox ? 'listbox' : 'region'}
      aria-label={label}
      {...attributes}
      dangerouslySetInnerHTML={html}
      onClick={open}
      onAuxClick={open}
      onMouseMove={(event) => {
        const rank = hitAt(event.target as Element, event.currentTarget)?.rank;
        if (listbox && rank !== undefined && rank !== active) setActive?.(rank);
      }}
    />
  );
}
