/**
 * What the site itself (not the tracker) keeps in the browser's local storage. Each entry holds
 * the reader's own settings or answers, nothing that identifies them, and never leaves the
 * browser; the privacy policy renders these names (and those of `storedSearches.ts`), and a test
 * checks that every key the site's code writes is one of them. The code every page loads first
 * imports this file: it imports nothing.
 */

/** The search index's name without a hosted provider; the stored searches' keys end with it. */
const searchIndexName = 'nubiva-docs';

export const siteStorage = {
  /** The reader's choice about statistics cookies ('granted' or 'denied'). */
  consentKey: 'nubiva.consent',
  /** The reader's vote per page in "Was this page helpful?". */
  feedbackVotesKey: 'nubiva.feedback',
  /** The longest feedback comment a reader can send. */
  feedbackCommentMaxLength: 500,
  /** Docusaurus's display mode: keys starting with this. */
  themeKeyPrefix: 'theme',
  /** Docusaurus's note that the reader closed the announcement bar. */
  announcementKey: 'docusaurus.announcement',
  searchIndexName,
} as const;
