import React, {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { usePluginData } from '@docusaurus/useGlobalData';
import type { ThemeConfig } from '@docusaurus/theme-search-algolia';
import type { SearchPluginData } from '../../plugin';
import { SearchButton } from './SearchButton';
import { typedQuery } from './typedQuery';
import { useSearchShortcuts } from './useSearchShortcuts';
import './localSearch.css';

const loadModal = () => import('./SearchModal');
const SearchModal = lazy(loadModal);

/**
 * The navbar's search: DocSearch's button and modal, answered by the site's
 * own index (@nubiva/search) unless hosted-provider credentials are
 * configured. Replaces Docusaurus' stock search bar, whose button and
 * keyboard handling load with every page: here only the button and the
 * shortcuts do, and the modal with everything behind it (DocSearch, the
 * engine, the index) loads on first interest: hover, focus or touch of the
 * button, or opening it.
 */
export default function SearchBar(): ReactNode {
  const { hosted, indexUrl } = usePluginData('nubiva-search') as SearchPluginData;
  const { siteConfig } = useDocusaurusContext();
  const { algolia } = siteConfig.themeConfig as unknown as ThemeConfig;
  const button = useRef<HTMLButtonElement>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string>();

  const preload = useCallback(() => {
    loadModal()
      .then((modal) => hosted || modal.preloadEngine(indexUrl))
      .catch(() => undefined);
  }, [hosted, indexUrl]);
  const open = useCallback((query?: string) => {
    setInitialQuery(query);
    setIsOpen(true);
  }, []);
  const close = useCallback(() => {
    setIsOpen(false);
    setInitialQuery(undefined);
    button.current?.focus();
  }, []);
  useSearchShortcuts(isOpen, open, close);
  useEffect(() => {
    // Marks the hydrated bar (its shortcuts listen now); the CSS hides the provider's logo.
    if (!hosted) document.documentElement.dataset.search = 'local';
  }, [hosted]);

  return (
    <>
      {hosted && (
        <Head>
          <link
            rel="preconnect"
            href={`https://${algolia.appId}-dsn.algolia.net`}
            crossOrigin="anonymous"
          />
        </Head>
      )}
      <SearchButton
        ref={button}
        onMouseOver={preload}
        onFocus={preload}
        onTouchStart={preload}
        onClick={() => open()}
        onKeyDown={(event) => {
          const query = typedQuery(event);
          if (query === undefined) return;
          // The character becomes the query instead of being typed twice.
          event.preventDefault();
          open(query);
        }}
      />
      {isOpen && (
        <Suspense fallback={null}>
          <SearchModal
            hosted={hosted}
            indexUrl={indexUrl}
            initialQuery={initialQuery}
            onClose={close}
          />
        </Suspense>
      )}
    </>
  );
}
