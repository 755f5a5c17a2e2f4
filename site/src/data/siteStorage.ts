/**
 * What the site itself (not the tracker) keeps in the browser's local storage
 * for the docs-insights features. Both hold the reader's own answers, nothing
 * that identifies them; the privacy policy renders these names.
 */
export const siteStorage = {
  /** The reader's choice about statistics cookies ('granted' or 'denied'). */
  consentKey: 'nubiva.consent',
  /** The reader's vote per page in "Was this page helpful?". */
  feedbackVotesKey: 'nubiva.feedback',
  /** The longest feedback comment a reader can send. */
  feedbackCommentMaxLength: 500,
} as const;
