import { brand } from '@site/src/data/brand';

/** "Let us know." on the no-results screen opens an issue in the docs repository. */
export function missingResultsUrl({ query }: { query: string }): string {
  const title = encodeURIComponent(`Search: ${query}`);
  return `${brand.community.github}/docs/issues/new?title=${title}`;
}
