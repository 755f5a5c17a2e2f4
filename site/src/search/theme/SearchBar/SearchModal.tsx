import React, { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import Link from '@docusaurus/Link';
import Translate, { translate } from '@docusaurus/Translate';
import { usePluralForm } from '@docusaurus/theme-common';
import { SEARCH_DEFAULTS } from '@nubiva/search/defaults';
import Results, { groupHits, HitText } from '../../Results';
import { storedSearches, type StoredHit } from '../../storedSearches';
import { useHitUrl, useOpenHit, useSearch, type SearchHit } from '../../useSearch';
import { missingResultsUrl } from './missingResultsUrl';

const LISTBOX = 'nsearch-listbox';

/** Tab and Shift+Tab stay inside the dialog (WAI-ARIA APG modal dialog). */
function trapTab(event: React.KeyboardEvent<HTMLElement>): void {
  const focusable = Array.from(
    event.currentTarget.querySelectorAll<HTMLElement>('input, button, a[href]'),
  );
  const [first, last] = [focusable[0], focusable.at(-1)];
  if (event.shiftKey && document.activeElement === first) last?.focus();
  else if (!event.shiftKey && document.activeElement === last) first?.focus();
  else return;
  event.preventDefault();
}

/** Recent searches and favourites: links, with buttons to keep or forget them. */
function StartScreen({
  store,
  onOpen,
}: {
  store: ReturnType<typeof storedSearches>;
  onOpen: (hit: StoredHit, newTab: boolean) => void;
}): ReactNode {
  const [saved, setSaved] = useState(store.all);
  const hitUrl = useHitUrl();
  const section = (title: string, items: StoredHit[], favorite: boolean) =>
    items.length > 0 && (
      <section className="nsearch-stored" aria-label={title}>
        <div className="nsearch-group-title">{title}</div>
        {items.map((hit) => (
          <div key={hit.objectID} className="nsearch-hit">
            <a
              href={hitUrl(hit.url ?? '')}
              onClick={(event) => {
                const newTab = event.ctrlKey || event.metaKey || event.shiftKey;
                if (!newTab) event.preventDefault();
                onOpen(hit, newTab);
              }}
            >
              <HitText hit={{ ...hit, _highlightResult: {}, _snippetResult: {} }} />
            </a>
            {!favorite && (
              <button
                type="button"
                title={translate({
                  id: 'theme.SearchModal.startScreen.saveRecentSearchButtonTitle',
                  message: 'Save this search',
                })}
                onClick={() => {
                  store.favorite(hit);
                  setSaved(store.all());
                }}
              >
                ☆
              </button>
            )}
            <button
              type="button"
              title={
                favorite
                  ? translate({
                      id: 'theme.SearchModal.startScreen.removeFavoriteSearchButtonTitle',
                      message: 'Remove this search from favorites',
                    })
                  : translate({
                      id: 'theme.SearchModal.startScreen.removeRecentSearchButtonTitle',
                      message: 'Remove this search from history',
                    })
              }
              onClick={() => {
                store.remove(hit);
                setSaved(store.all());
              }}
            >
              ×
            </button>
          </div>
        ))}
      </section>
    );
  return saved.recent.length + saved.favorites.length === 0 ? (
    <p className="nsearch-screen">
      <Translate id="theme.SearchModal.startScreen.noRecentSearchesText">
        No recent searches
      </Translate>
    </p>
  ) : (
    <>
      {section(
        translate({ id: 'theme.SearchModal.startScreen.recentSearchesTitle', message: 'Recent' }),
        saved.recent,
        false,
      )}
      {section(
        translate({
          id: 'theme.SearchModal.startScreen.favoriteSearchesTitle',
          message: 'Favorite',
        }),
        saved.favorites,
        true,
      )}
    </>
  );
}

export interface SearchModalProps {
  initialQuery: string;
  onClose: () => void;
}

/**
 * The search dialog (WAI-ARIA APG: modal dialog holding a combobox with a
 * listbox popup): the rest of the page is inert while it is open, the input
 * keeps focus and the active hit is its aria-activedescendant.
 */
export default function SearchModal({ initialQuery, onClose }: SearchModalProps): ReactNode {
  const [value, setValue] = useState(initialQuery);
  const [query, setQuery] = useState(initialQuery);
  const [active, setActive] = useState(0);
  const { state, reporter, data } = useSearch(query, 'modal');
  const store = useMemo(() => storedSearches(data.indexName), [data]);
  const groups = useMemo(() => groupHits(state.hits), [state.hits]);
  const shown = groups.flatMap((group) => group.hits);
  const hitUrl = useHitUrl();
  const openHit = useOpenHit();
  const input = useRef<HTMLInputElement>(null);
  const { selectMessage } = usePluralForm();
  // "Try searching for": the pages the previous answer found (as DocSearch suggested them).
  const suggestions = useRef<string[]>([]);
  useEffect(() => {
    setActive(0);
    if (groups.length > 0) suggestions.current = groups.slice(0, 3).map((group) => group.title);
  }, [groups]);

  useEffect(() => {
    const root = document.getElementById('__docusaurus');
    root?.setAttribute('inert', '');
    document.body.style.overflow = 'hidden';
    input.current?.focus();
    return () => {
      root?.removeAttribute('inert');
      document.body.style.overflow = '';
    };
  }, []);

  const open = (hit: SearchHit | StoredHit, rank: number | undefined, newTab: boolean): void => {
    const url = hitUrl(hit.url ?? '');
    if (rank !== undefined) reporter.open(url, rank + 1);
    store.add(hit);
    openHit(url, newTab);
    if (!newTab) onClose();
  };
  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>): void => {
    // The Enter (or arrow) that ends an IME composition belongs to the composition.
    if (event.nativeEvent.isComposing || event.keyCode === 229) return;
    const last = shown.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: active >= last ? 0 : active + 1,
      ArrowUp: active <= 0 ? last : active - 1,
      ...(last >= 0 && { Home: 0, End: last }),
    };
    if (event.key in moves && last >= 0) {
      event.preventDefault();
      setActive(moves[event.key]!);
      document
        .getElementById(`${LISTBOX}-${moves[event.key]}`)
        ?.scrollIntoView({ block: 'nearest' });
    } else if (event.key === 'Enter' && shown[active]) {
      event.preventDefault();
      open(shown[active], active, event.ctrlKey || event.metaKey);
    }
  };

  const countText = selectMessage(
    state.nbHits,
    translate(
      {
        id: 'theme.SearchPage.documentsFound.plurals',
        message: 'One document found|{count} documents found',
      },
      { count: state.nbHits },
    ),
  );
  let screen: ReactNode;
  if (state.status === 'error') {
    screen = (
      <div className="nsearch-screen" role="alert">
        <p className="nsearch-screen-title">
          <Translate id="theme.SearchModal.errorScreen.titleText">
            Unable to fetch results
          </Translate>
        </p>
        <p>
          <Translate id="theme.SearchModal.errorScreen.helpText">
            You might want to check your network connection.
          </Translate>
        </p>
      </div>
    );
  } else if (query.trim() === '') {
    screen = <StartScreen store={store} onOpen={(hit, newTab) => open(hit, undefined, newTab)} />;
  } else if (state.status === 'done' && state.nbHits === 0 && state.query === query) {
    screen = (
      <div className="nsearch-screen">
        <p className="nsearch-screen-title">
          <Translate id="theme.SearchModal.noResultsScreen.noResultsText">No results for</Translate>{' '}
          „<strong>{query}</strong>“
        </p>
        {suggestions.current.length > 0 && (
          <>
            <p>
              <Translate id="theme.SearchModal.noResultsScreen.suggestedQueryText">
                Try searching for
              </Translate>
            </p>
            <ul className="nsearch-suggestions">
              {suggestions.current.map((title) => (
                <li key={title}>
                  <button
                    type="button"
                    onClick={() => {
                      setValue(title);
                      setQuery(title);
                    }}
                  >
                    „{title}“
                  </button>
                </li>
              ))}
            </ul>
          </>
        )}
        <p>
          <Translate id="theme.SearchModal.noResultsScreen.reportMissingResultsText">
            Believe this query should return results?
          </Translate>{' '}
          <a href={missingResultsUrl({ query })} target="_blank" rel="noopener noreferrer">
            <Translate id="theme.SearchModal.noResultsScreen.reportMissingResultsLinkText">
              Let us know.
            </Translate>
          </a>
        </p>
      </div>
    );
  } else if (shown.length > 0) {
    screen = (
      <>
        <Results
          groups={groups}
          mode="listbox"
          id={LISTBOX}
          label={translate({ id: 'theme.SearchBar.label', message: 'Search' })}
          active={active}
          setActive={setActive}
          hitUrl={hitUrl}
          onOpen={(hit, rank, newTab) => open(hit, rank, newTab)}
        />
        <Link
          className="nsearch-see-all"
          to={`${data.searchPageUrl}?q=${encodeURIComponent(query)}`}
          onClick={onClose}
        >
          <Translate id="theme.SearchBar.seeAll" values={{ count: state.nbHits }}>
            {'See all {count} results'}
          </Translate>
        </Link>
      </>
    );
  }

  return createPortal(
    <div
      className="nsearch-backdrop"
      onMouseDown={(event) => event.target === event.currentTarget && onClose()}
    >
      <div
        className="nsearch-modal"
        role="dialog"
        aria-modal="true"
        aria-label={translate({ id: 'theme.SearchBar.label', message: 'Search' })}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onClose();
          else if (event.key === 'Tab') trapTab(event);
        }}
      >
        <form className="nsearch-form" role="search" onSubmit={(event) => event.preventDefault()}>
          <svg
            className="nsearch-icon"
            width="20"
            height="20"
            viewBox="0 0 24 24"
            aria-hidden="true"
          >
            <circle cx="11" cy="11" r="8" stroke="currentColor" fill="none" strokeWidth="1.4" />
            <path d="m21 21-4.3-4.3" stroke="currentColor" fill="none" strokeLinecap="round" />
          </svg>
          <input
            ref={input}
            className="nsearch-input"
            role="combobox"
            aria-expanded={shown.length > 0}
            aria-controls={LISTBOX}
            aria-autocomplete="list"
            aria-activedescendant={shown.length > 0 ? `${LISTBOX}-${active}` : undefined}
            aria-label={translate({
              id: 'theme.SearchModal.searchBox.searchInputLabel',
              message: 'Search',
            })}
            placeholder={translate({ id: 'theme.SearchModal.placeholder', message: 'Search docs' })}
            enterKeyHint={
              translate({
                id: 'theme.SearchModal.searchBox.enterKeyHint',
                message: 'search',
              }) as 'search'
            }
            type="search"
            autoComplete="off"
            spellCheck={false}
            maxLength={SEARCH_DEFAULTS.maxQueryLength}
            value={value}
            onChange={(event) => {
              setValue(event.target.value);
              // While an IME composes (ja, ko), the query waits for the composed text.
              if (!(event.nativeEvent as InputEvent).isComposing) setQuery(event.target.value);
            }}
            onCompositionEnd={(event) => setQuery(event.currentTarget.value)}
            onKeyDown={onKeyDown}
          />
          {value && (
            <button
              type="button"
              className="nsearch-reset"
              onClick={() => {
                setValue('');
                setQuery('');
                input.current?.focus();
              }}
            >
              <Translate id="theme.SearchModal.searchBox.resetButtonTitle">
                Clear the query
              </Translate>
            </button>
          )}
          <button
            type="button"
            className="nsearch-close"
            aria-label={translate({
              id: 'theme.SearchModal.searchBox.cancelButtonText',
              message: 'Cancel',
            })}
            onClick={onClose}
          >
            ×
          </button>
        </form>
        <div className="nsearch-body">{screen}</div>
        <div className="sr-only" role="status">
          {state.status === 'done' && query.trim() !== '' && countText}
        </div>
        <div className="nsearch-footer" aria-hidden="true">
          <kbd>↓</kbd>
          <kbd>↑</kbd> <Translate id="theme.SearchModal.footer.navigateText">to navigate</Translate>
          <kbd>↵</kbd> <Translate id="theme.SearchModal.footer.selectText">to select</Translate>
          <kbd>esc</kbd> <Translate id="theme.SearchModal.footer.closeText">to close</Translate>
        </div>
      </div>
    </div>,
    document.body,
  );
}
