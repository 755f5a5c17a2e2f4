import { translate } from '@docusaurus/Translate';
import { interpolate } from '@docusaurus/Interpolate';

// The search UI's strings, each a literal translate() call so that `docusaurus write-translations`
// extracts its id and English default into site/i18n/<locale>/code.json. Each locale is a build of
// its own, so they are looked up once; the placeholders are filled in per call.
const TEXTS = {
  label: translate({ id: 'theme.SearchBar.label', message: 'Search' }),
  seeAll: translate({ id: 'theme.SearchBar.seeAll', message: 'See all {count} results' }),
  ctrl: translate({ id: 'nubiva.search.ctrlKey', message: 'Ctrl' }),
  placeholder: translate({ id: 'theme.SearchModal.placeholder', message: 'Search docs' }),
  reset: translate({
    id: 'theme.SearchModal.searchBox.resetButtonTitle',
    message: 'Clear the query',
  }),
  cancel: translate({ id: 'theme.SearchModal.searchBox.cancelButtonText', message: 'Cancel' }),
  recent: translate({ id: 'theme.SearchModal.startScreen.recentSearchesTitle', message: 'Recent' }),
  noRecent: translate({
    id: 'theme.SearchModal.startScreen.noRecentSearchesText',
    message: 'No recent searches',
  }),
  save: translate({
    id: 'theme.SearchModal.startScreen.saveRecentSearchButtonTitle',
    message: 'Save this search',
  }),
  removeRecent: translate({
    id: 'theme.SearchModal.startScreen.removeRecentSearchButtonTitle',
    message: 'Remove this search from history',
  }),
  favorites: translate({
    id: 'theme.SearchModal.startScreen.favoriteSearchesTitle',
    message: 'Favorite',
  }),
  removeFavorite: translate({
    id: 'theme.SearchModal.startScreen.removeFavoriteSearchButtonTitle',
    message: 'Remove this search from favorites',
  }),
  errorTitle: translate({
    id: 'theme.SearchModal.errorScreen.titleText',
    message: 'Unable to fetch results',
  }),
  errorHelp: translate({
    id: 'theme.SearchModal.errorScreen.helpText',
    message: 'You might want to check your network connection.',
  }),
  devPreview: translate({
    id: 'nubiva.search.devPreview',
    message:
      'The preview (npm run dev) has no search index: search works in the production build (npm start).',
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
  navigate: translate({ id: 'theme.SearchModal.footer.navigateText', message: 'to navigate' }),
  select: translate({ id: 'theme.SearchModal.footer.selectText', message: 'to select' }),
  close: translate({ id: 'theme.SearchModal.footer.closeText', message: 'to close' }),
  found: translate({
    id: 'theme.SearchPage.documentsFound.plurals',
    message: 'One document found|{count} documents found',
  }),
  pageTitle: translate({
    id: 'theme.SearchPage.existingResultsTitle',
    message: 'Search results for "{query}"',
  }),
  emptyPageTitle: translate({
    id: 'theme.SearchPage.emptyResultsTitle',
    message: 'Search the documentation',
  }),
  pageDescription: translate({
    id: 'nubiva.searchPage.description',
    message: 'Search the {brand} documentation: guides, examples and platform limits.',
  }),
  pagePlaceholder: translate({
    id: 'theme.SearchPage.inputPlaceholder',
    message: 'Type your search here',
  }),
  pageNoResults: translate({
    id: 'theme.SearchPage.noResultsText',
    message: 'No results were found',
  }),
  more: translate({
    id: 'theme.SearchPage.fetchingNewResults',
    message: 'Fetching new results...',
  }),
};

export function text(key: keyof typeof TEXTS, values?: Record<string, string | number>): string {
  return values ? (interpolate(TEXTS[key], values) as string) : TEXTS[key];
}
