import { translate } from '@docusaurus/Translate';

type Values = Record<string, string | number>;

// The search UI's strings, each a literal translate() call so that `docusaurus write-translations`
// extracts its id and English default into site/i18n/<locale>/code.json (the values are the
// caller's; each string names its own placeholders, hence `as never`).
const TEXTS = {
  label: (values?: Values) =>
    translate({ id: 'theme.SearchBar.label', message: 'Search' }, values as never),
  seeAll: (values?: Values) =>
    translate(
      { id: 'theme.SearchBar.seeAll', message: 'See all {count} results' },
      values as never,
    ),
  inputLabel: (values?: Values) =>
    translate(
      { id: 'theme.SearchModal.searchBox.searchInputLabel', message: 'Search' },
      values as never,
    ),
  placeholder: (values?: Values) =>
    translate({ id: 'theme.SearchModal.placeholder', message: 'Search docs' }, values as never),
  enterKeyHint: (values?: Values) =>
    translate(
      { id: 'theme.SearchModal.searchBox.enterKeyHint', message: 'search' },
      values as never,
    ),
  reset: (values?: Values) =>
    translate(
      { id: 'theme.SearchModal.searchBox.resetButtonTitle', message: 'Clear the query' },
      values as never,
    ),
  cancel: (values?: Values) =>
    translate(
      { id: 'theme.SearchModal.searchBox.cancelButtonText', message: 'Cancel' },
      values as never,
    ),
  recent: (values?: Values) =>
    translate(
      { id: 'theme.SearchModal.startScreen.recentSearchesTitle', message: 'Recent' },
      values as never,
    ),
  noRecent: (values?: Values) =>
    translate(
      { id: 'theme.SearchModal.startScreen.noRecentSearchesText', message: 'No recent searches' },
      values as never,
    ),
  save: (values?: Values) =>
    translate(
      {
        id: 'theme.SearchModal.startScreen.saveRecentSearchButtonTitle',
        message: 'Save this search',
      },
      values as never,
    ),
  removeRecent: (values?: Values) =>
    translate(
      {
        id: 'theme.SearchModal.startScreen.removeRecentSearchButtonTitle',
        message: 'Remove this search from history',
      },
      values as never,
    ),
  favorites: (values?: Values) =>
    translate(
      { id: 'theme.SearchModal.startScreen.favoriteSearchesTitle', message: 'Favorite' },
      values as never,
    ),
  removeFavorite: (values?: Values) =>
    translate(
      {
        id: 'theme.SearchModal.startScreen.removeFavoriteSearchButtonTitle',
        message: 'Remove this search from favorites',
      },
      values as never,
    ),
  errorTitle: (values?: Values) =>
    translate(
      { id: 'theme.SearchModal.errorScreen.titleText', message: 'Unable to fetch results' },
      values as never,
    ),
  errorHelp: (values?: Values) =>
    translate(
      {
        id: 'theme.SearchModal.errorScreen.helpText',
        message: 'You might want to check your network connection.',
      },
      values as never,
    ),
  devPreview: (values?: Values) =>
    translate(
      {
        id: 'nubiva.search.devPreview',
        message:
          'The preview (npm run dev) has no search index: search works in the production build (npm start).',
      },
      values as never,
    ),
  noResults: (values?: Values) =>
    translate(
      { id: 'theme.SearchModal.noResultsScreen.noResultsText', message: 'No results for' },
      values as never,
    ),
  suggested: (values?: Values) =>
    translate(
      { id: 'theme.SearchModal.noResultsScreen.suggestedQueryText', message: 'Try searching for' },
      values as never,
    ),
  reportText: (values?: Values) =>
    translate(
      {
        id: 'theme.SearchModal.noResultsScreen.reportMissingResultsText',
        message: 'Believe this query should return results?',
      },
      values as never,
    ),
  reportLink: (values?: Values) =>
    translate(
      {
        id: 'theme.SearchModal.noResultsScreen.reportMissingResultsLinkText',
        message: 'Let us know.',
      },
      values as never,
    ),
  navigate: (values?: Values) =>
    translate(
      { id: 'theme.SearchModal.footer.navigateText', message: 'to navigate' },
      values as never,
    ),
  select: (values?: Values) =>
    translate({ id: 'theme.SearchModal.footer.selectText', message: 'to select' }, values as never),
  close: (values?: Values) =>
    translate({ id: 'theme.SearchModal.footer.closeText', message: 'to close' }, values as never),
  found: (values?: Values) =>
    translate(
      {
        id: 'theme.SearchPage.documentsFound.plurals',
        message: 'One document found|{count} documents found',
      },
      values as never,
    ),
  pageTitle: (values?: Values) =>
    translate(
      { id: 'theme.SearchPage.existingResultsTitle', message: 'Search results for "{query}"' },
      values as never,
    ),
  emptyPageTitle: (values?: Values) =>
    translate(
      { id: 'theme.SearchPage.emptyResultsTitle', message: 'Search the documentation' },
      values as never,
    ),
  pageInputLabel: (values?: Values) =>
    translate({ id: 'theme.SearchPage.inputLabel', message: 'Search' }, values as never),
  pagePlaceholder: (values?: Values) =>
    translate(
      { id: 'theme.SearchPage.inputPlaceholder', message: 'Type your search here' },
      values as never,
    ),
  pageNoResults: (values?: Values) =>
    translate(
      { id: 'theme.SearchPage.noResultsText', message: 'No results were found' },
      values as never,
    ),
  more: (values?: Values) =>
    translate(
      { id: 'theme.SearchPage.fetchingNewResults', message: 'Fetching new results...' },
      values as never,
    ),
};

export function text(key: keyof typeof TEXTS, values?: Values): string {
  return TEXTS[key](values as never);
}
