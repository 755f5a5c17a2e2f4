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
  'service/index',
  'service/async',
  'service/connect-to-github',
  'service/continuous-deployments',
  'service/domain',
  'service/observability',
  'service/path-based',
  'service/troubleshooting',
];

/** Legal pages need more words: they are read as a whole contract. */
export const completeLegalPages: readonly string[] = ['acceptable', 'term', 'privacy'];

export const minWords = { guide: 400, legal: 600 } as const;
