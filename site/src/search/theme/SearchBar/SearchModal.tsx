import React, { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import Link from '@docusaurus/Link';
import { SEARCH_DEFAULTS } from '@nubiva/search/defaults';
import { groupHits, hitHtml, listboxMove, opensInNewTab } from '@nubiva/search/results';
import { storedSearches, type StoredHit } from '@nubiva/search/stored';
import { brand } from '@site/src/data/brand';
import Results from '../../Results';
import { text } from '../../texts';
import { useSearch } from '../../useSearch';
import { SearchIcon } from './SearchButton';

const LISTBOX = 'nsearch-listbox';
const PER_GROUP = SEARCH_DEFAULTS.maxResultsPerGroup;

/** Tab and Shift+Tab stay inside the dialog (WAI-ARIA APG modal dialog). */
function trapTab(event: React.KeyboardEvent<HTMLElement>): void {
  const all = Array.from(event.currentTarget.querySelectorAll<HTMLElement>('input, button, a'));
  if (all.at(event.shiftKey ? 0 : -1) !== document.activeElement) return;
  event.preventDefault();
  all.at(event.shiftKey ? -1 : 0)?.focus();
}

/**
 * The search dialog (WAI-ARIA APG: a modal dialog holding a combobox with a
 * listbox popup), the browser's own modal <dialog>: the page behind it is inert,
 * the input keeps focus and the active hit is its aria-activedescendant; the
 * count goes to a live region.
 */
export default function SearchModal(props: { initialQuery: string; onClose: () => void }) {
  const { onClose } = props;
  const [query, setQuery] = useState(props.initialQuery);
  const [active, setActive] = useState(0);
  const search = useSearch(query, setQuery, 'modal');
  const { state, reporter, data, hitUrl, openHit } = search;
  const store = useMemo(() => storedSearches(data.indexName), [data]);
  const [saved, setSaved] = useState(() => store.all());
  const groups = useMemo(() => groupHits(state.hits, PER_GROUP), [state.hits]);
  const shown = useMemo(() => groups.flatMap((group) => group.hits), [groups]);
  const dialog = useRef<HTMLDialogElement>(null);
  // "Try searching for": the pages of the previous answer, as DocSearch suggested them.
  const suggestions = useRef<string[]>([]);
  useEffect(() => {
    setActive(0);
    if (groups.length > 0) suggestions.current = groups.slice(0, 3).map((group) => group.title);
  }, [groups]);
  // Before the first paint: a closed dialog is not shown; the open one focuses the input.
  useLayoutEffect(() => dialog.current?.showModal(), []);

  const open = (hit: StoredHit, rank: number | undefined, newTab: boolean): void => {
    const url = hitUrl(hit.url ?? '');
    if (rank !== undefined) reporter.open(url, rank + 1);
    store.add(hit);
    openHit(url, newTab);
    if (!newTab) onClose();
  };
  // A recent or favourite search opens as the listbox's hits do (a new tab by open(), not also
  // by the browser).
  const openStored = (event: React.MouseEvent, hit: StoredHit): void => {
    const newTab = opensInNewTab(event);
    if (newTab === undefined) return;
    event.preventDefault();
    open(hit, undefined, newTab);
  };
  const keepOrForget = (action: 'favorite' | 'remove', hit: StoredHit, favorite = false) => (
    <button
      type="button"
      title={text(action === 'favorite' ? 'save' : favorite ? 'removeFavorite' : 'removeRecent')}
      onClick={() => (store[action](hit), setSaved(store.all()))}
    >
      {action === 'favorite' ? '☆' : '×'}
    </button>
  );
  const storedSection = (title: string, items: StoredHit[], favorite: boolean) =>
    items.length > 0 && (
      <section aria-label={title}>
        <div className="nsearch-group-title">{title}</div>
        {items.map((hit) => (
          <div key={hit.objectID} className="nsearch-hit nsearch-stored">
            <a
              href={hitUrl(hit.url ?? '')}
              onClick={(event) => openStored(event, hit)}
              onAuxClick={(event) => openStored(event, hit)}
              dangerouslySetInnerHTML={{ __html: hitHtml(hit) }}
            />
            {!favorite && keepOrForget('favorite', hit)}
            {keepOrForget('remove', hit, favorite)}
          </div>
        ))}
      </section>
    );
  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>): void => {
    // The Enter (or arrow) that ends an IME composition belongs to the composition.
    if (event.nativeEvent.isComposing || event.keyCode === 229 || shown.length === 0) return;
    const to = listboxMove(event.key, active, shown.length);
    if (to !== undefined) {
      setActive(to);
      document.getElementById(`${LISTBOX}-${to}`)?.scrollIntoView({ block: 'nearest' });
    } else if (event.key === 'Enter') open(shown[active]!, active, event.ctrlKey || event.metaKey);
    else return;
    event.preventDefault();
  };

  const trimmed = query.trim();
  let screen: React.ReactNode;
  if (state.status === 'error') {
    screen = (
      <div className="nsearch-screen nsearch-error" role="alert">
        <p className="nsearch-screen-title">{text('errorTitle')}</p>
        <p>{text('errorHelp')}</p>
      </div>
    );
  } else if (trimmed === '' && saved.recent.length + saved.favorites.length === 0) {
    screen = <p className="nsearch-screen">{text('noRecent')}</p>;
  } else if (trimmed === '') {
    // Recent searches and favourites: links, each with buttons to keep or forget it.
    screen = [
      storedSection(text('recent'), saved.recent, false),
      storedSection(text('favorites'), saved.favorites, true),
    ];
  } else if (state.status === 'done' && state.nbHits === 0 && state.query === query) {
    // "Let us know." opens an issue in the docs repository.
    const report = `${brand.community.github}/docs/issues/new?title=${encodeURIComponent(`Search: ${trimmed}`)}`;
    screen = (
      <div className="nsearch-screen nsearch-no-results">
        <p className="nsearch-screen-title">
          {text('noResults')} „<strong>{trimmed}</strong>“
        </p>
        {suggestions.current.length > 0 && <p>{text('suggested')}</p>}
        <ul className="nsearch-suggestions clean-list">
          {suggestions.current.map((title) => (
            <li key={title}>
              <button type="button" onClick={() => setQuery(title)}>
                „{title}“
              </button>
            </li>
          ))}
        </ul>
        <p>
          {text('reportText')}{' '}
          <a href={report} target="_blank" rel="noopener noreferrer">
            {text('reportLink')}
          </a>
        </p>
      </div>
    );
  } else if (shown.length > 0) {
    screen = (
      <>
        <Results
          hits={shown}
          id={LISTBOX}
          label={text('label')}
          active={active}
          setActive={setActive}
          hitUrl={hitUrl}
          onOpen={(_url, rank, newTab) => open(shown[rank]!, rank, newTab)}
        />
        <Link
          className="nsearch-see-all"
          to={`${data.searchPageUrl}?q=${encodeURIComponent(trimmed)}`}
          onClick={onClose}
        >
          {text('seeAll', { count: state.nbHits })}
        </Link>
      </>
    );
  }

  return createPortal(
    <dialog
      ref={dialog}
      className="nsearch-modal"
      aria-label={text('label')}
      // Escape closes it at once (the browser would first empty the field), and so does whatever
      // else closes the dialog (a phone's back button); so does a click on the backdrop.
      onClose={onClose}
      onMouseDown={(event) => event.target === event.currentTarget && onClose()}
      onKeyDown={(event) =>
        event.key === 'Escape' ? onClose() : event.key === 'Tab' && trapTab(event)
      }
    >
      <form className="nsearch-form" role="search" onSubmit={(event) => event.preventDefault()}>
        <SearchIcon />
        <input
          {...search.inputProps}
          className="nsearch-input"
          role="combobox"
          aria-expanded={shown.length > 0}
          aria-controls={LISTBOX}
          aria-autocomplete="list"
          aria-activedescendant={shown.length > 0 ? `${LISTBOX}-${active}` : undefined}
          aria-label={text('label')}
          placeholder={text('placeholder')}
          // A keyword: the browser words the key in the reader's language.
          enterKeyHint="search"
          type="search"
          autoComplete="off"
          spellCheck={false}
          onKeyDown={onKeyDown}
        />
        <button type="button" onClick={onClose}>
          {text('cancel')}
        </button>
      </form>
      {/* Which query the hits shown answer (bench/search-perf.mjs times keystroke to painted hits);
          busy while they are the first part of the answer and more may come. */}
      <div
        className="nsearch-body"
        data-query={state.status === 'done' ? state.query : undefined}
        aria-busy={state.status === 'loading' || state.partial === true}
      >
        {screen}
      </div>
      <div className="sr-only" role="status">
        {state.status === 'done' && trimmed && search.found}
      </div>
    </dialog>,
    document.body,
  );
}
