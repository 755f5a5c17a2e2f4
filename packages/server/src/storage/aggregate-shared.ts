import type { Aggregates } from '../stats/aggregates.js';

type Page = Omit<Aggregates['helpfulness'][number], 'comments'>;
type Comment = { pathname: string; vote: string; comment: string; ts: number };

/** Gives each listed page its comments (the store's query picked the latest few per page). */
export function attachComments(
  pages: readonly Page[],
  comments: readonly Comment[],
): Aggregates['helpfulness'] {
  const byPage = new Map<string, Aggregates['helpfulness'][number]['comments']>();
  for (const { pathname, vote, comment, ts } of comments) {
    const list = byPage.get(pathname) ?? [];
    list.push({ vote, comment, ts: Number(ts) });
    byPage.set(pathname, list);
  }
  return pages.map((page) => ({
    pathname: page.pathname,
    yes: Number(page.yes),
    no: Number(page.no),
    yesShare: page.yesShare === null ? null : Number(page.yesShare),
    // In the store's order: latest first (ties by event id, descending).
    comments: byPage.get(page.pathname) ?? [],
  }));
}
