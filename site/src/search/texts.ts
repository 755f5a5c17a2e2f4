import { translate } from '@docusaurus/Translate';
import { interpolate } from '@docusaurus/Interpolate';

// The search UI's strings, each a literal translate() call so that `docusaurus write-translations`
// extracts its id and English default into site/i18n/<locale>/code.json. Each locale is a build of
// its own, so they are looked up once; the placeholders are filled in per call. The screens of
// docs/requirements.md#search-texts keep the ids DocSearch gave them.
const TEXTS = {
  label: translate({ id: 'nubiva.search.label', message: 'Search' }),
  seeAll: translate({ id: 'nubiva.search.seeAll', message: 'See all {count} results' }),
  ctrl: translate({ id: 'nubiva.search.ctrlKey', message: 'Ctrl' }),
  placeholder: translate({ id: 'nubiva.search.placeholder', message: 'Search docs' }),
  cancel: translate({ id: 'nubiva.search.cancel', message: 'Cancel' }),
  recent: translate({ id: 'nubiva.search.recent', message: 'Recent' }),
  noRecent: translate({ id: 'nubiva.search.noRecent', message: 'No recent searches' }),
  // The history keeps the hits opened or starred, never the typed words: the buttons say so.
  save: translate({ id: 'nubiva.search.save', message: 'Save this result' }),
  removeRecent: translate({
    id: 'nubiva.search.removeRecent',
    message: 'Remove this result from history',
  }),
  favorites: translate({ id: 'nubiva.search.favorites', message: 'Favorite' }),
  removeFavorite: translate({
    id: 'nubiva.search.removeFavorite',
    message: 'Remove this result from favorites',
  }),
  errorTitle: translate({
    id: 'theme.SearchModal.errorScreen.titleText',
    message: 'Unable to fetch results',
  }),
  // The dev server builds no search index: say so instead of blaming the network.
  errorHelp:
    process.env.NODE_ENV === 'development'
      ? translate({
          id: 'nubiva.search.devPreview',
          message:
            'The preview (npm run dev) has no search index: search works in the production build (npm start).',
        })
      : translate({
          id: 'theme.SearchModal.errorScreen.helpText',
          message: 'You might want to check your network connection.',
        }),
  noResults: translate({
    id: 'theme.SearchModal.noResultsScreen.noResultsText',
    message: 'No results for',
  }),
  suggested: translate({
    id: 'theme.SearchModal.noResultsScreen.suggestedQueryText',
    message: 'Try searching for',
  }),
  reportText: translate({
    id: 'theme.SearchModal.noResultsScreen.reportMissingResultsText',
    message: 'Believe this query should return results?',
  }),
  reportLink: translate({
    id: 'theme.SearchModal.noResultsScreen.reportMissingResultsLinkText',
    message: 'Let us know.',
  }),
  found: translate({
    id: 'nubiva.search.found',
    message: 'One document found|{count} documents found',
  }),
  pageTitle: translate({ id: 'nubiva.search.pageTitle', message: 'Search results for "{query}"' }),
  emptyPageTitle: translate({
    id: 'nubiva.search.emptyPageTitle',
    message: 'Search the docs',
  }),
  pageDescription: translate({
    id: 'nubiva.search.pageDescription',
    message: 'Search the {brand} docs: guides, examples and platform limits.',
  }),
  pageNoResults: translate({ id: 'nubiva.search.pageNoResults', message: 'No results were found' }),
  more: translate({ id: 'nubiva.search.more', message: 'Fetching new results...' }),
};

export function text(key: keyof typeof TEXTS, values?: Record<string, string | number>): string {
  return values ? (interpolate(TEXTS[key], values) as string) : TEXTS[key];
}
