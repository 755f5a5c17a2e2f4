import { translate } from '@docusaurus/Translate';

// The search UI's strings: ids of site/i18n/<locale>/code.json and their English defaults.
const TEXTS = {
  label: ['theme.SearchBar.label', 'Search'],
  seeAll: ['theme.SearchBar.seeAll', 'See all {count} results'],
  inputLabel: ['theme.SearchModal.searchBox.searchInputLabel', 'Search'],
  placeholder: ['theme.SearchModal.placeholder', 'Search docs'],
  enterKeyHint: ['theme.SearchModal.searchBox.enterKeyHint', 'search'],
  reset: ['theme.SearchModal.searchBox.resetButtonTitle', 'Clear the query'],
  cancel: ['theme.SearchModal.searchBox.cancelButtonText', 'Cancel'],
  recent: ['theme.SearchModal.startScreen.recentSearchesTitle', 'Recent'],
  noRecent: ['theme.SearchModal.startScreen.noRecentSearchesText', 'No recent searches'],
  save: ['theme.SearchModal.startScreen.saveRecentSearchButtonTitle', 'Save this search'],
  removeRecent: [
    'theme.SearchModal.startScreen.removeRecentSearchButtonTitle',
    'Remove this search from history',
  ],
  favorites: ['theme.SearchModal.startScreen.favoriteSearchesTitle', 'Favorite'],
  removeFavorite: [
    'theme.SearchModal.startScreen.removeFavoriteSearchButtonTitle',
    'Remove this search from favorites',
  ],
  errorTitle: ['theme.SearchModal.errorScreen.titleText', 'Unable to fetch results'],
  errorHelp: [
    'theme.SearchModal.errorScreen.helpText',
    'You might want to check your network connection.',
  ],
  devPreview: [
    'nubiva.search.devPreview',
    'The preview (npm run dev) has no search index: search works in the production build (npm start).',
  ],
  noResults: ['theme.SearchModal.noResultsScreen.noResultsText', 'No results for'],
  suggested: ['theme.SearchModal.noResultsScreen.suggestedQueryText', 'Try searching for'],
  reportText: [
    'theme.SearchModal.noResultsScreen.reportMissingResultsText',
    'Believe this query should return results?',
  ],
  reportLink: ['theme.SearchModal.noResultsScreen.reportMissingResultsLinkText', 'Let us know.'],
  navigate: ['theme.SearchModal.footer.navigateText', 'to navigate'],
  select: ['theme.SearchModal.footer.selectText', 'to select'],
  close: ['theme.SearchModal.footer.closeText', 'to close'],
  found: ['theme.SearchPage.documentsFound.plurals', 'One document found|{count} documents found'],
  pageTitle: ['theme.SearchPage.existingResultsTitle', 'Search results for "{query}"'],
  emptyPageTitle: ['theme.SearchPage.emptyResultsTitle', 'Search the documentation'],
  pageInputLabel: ['theme.SearchPage.inputLabel', 'Search'],
  pagePlaceholder: ['theme.SearchPage.inputPlaceholder', 'Type your search here'],
  pageNoResults: ['theme.SearchPage.noResultsText', 'No results were found'],
  more: ['theme.SearchPage.fetchingNewResults', 'Fetching new results...'],
} as const;

export function text(key: keyof typeof TEXTS, values?: Record<string, string | number>): string {
  const [id, message] = TEXTS[key];
  return translate({ id, message: message as string }, values);
}
