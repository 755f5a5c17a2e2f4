/**
 * Pages whose content is written in both locales. The word-count rule only
 * applies to these, so placeholder pages of work in progress do not turn CI
 * red; a page joins the list when its English and German text are done.
 * Every page of the docs sidebar must end up here.
 */
export const completeGuidePages: readonly string[] = [
  'index',
  'overview',
  'serverless-vs-persistent',
  '12factors',
  'postgresql',
  'redis/index',
  'limit',
  'fair-use',
  'support',
  'contact',
];

/** Legal pages need more words: they are read as a whole contract. */
export const completeLegalPages: readonly string[] = [];

export const minWords = { guide: 400, legal: 600 } as const;
