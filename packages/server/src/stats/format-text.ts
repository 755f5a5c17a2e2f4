import { count, messages, minute, percent, seconds, type Lang } from './messages.js';
import type { StatsSummary } from './summary.js';

const day = (ms: number) => new Date(ms).toISOString().slice(0, 16).replace('T', ' ');

/** A titled text table in `lang`: its words for "none", its numbers (12.345 in German). */
export function table(
  lang: Lang,
  title: string,
  header: string[],
  rows: (string | number)[][],
): string {
  if (rows.length === 0) return `${title}\n  ${messages[lang].none}\n`;
  const cells = [
    header,
    ...rows.map((row) => row.map((cell) => (typeof cell === 'number' ? count(cell, lang) : cell))),
  ];
  const widths = header.map((_, column) =>
    Math.max(...cells.map((row) => (row[column] ?? '').length)),
  );
  const line = (row: string[]) =>
    '  ' +
    row
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
      )
      .join('  ');
  return `${title}\n${cells.map(line).join('\n')}\n`;
}

/** How a missing page's referrer reads: '' (typed in, bookmarked) as "(none)". */
export const referrerLabel = (referrer: string, lang: Lang) =>
  referrer === '' ? messages[lang].direct : referrer;

export const placementLabel = (placement: string, lang: Lang) =>
  messages[lang].placement[placement] ?? placement;

/** The filter line, '' without filter. */
export function filterText(summary: StatsSummary, lang: Lang): string {
  const m = messages[lang];
  const parts = [
    summary.filter?.locale !== undefined ? `${m.filterLocale} ${summary.filter.locale}` : '',
    summary.filter?.pathPrefix !== undefined ? `${m.filterPath} ${summary.filter.pathPrefix}*` : '',
  ].filter(Boolean);
  return parts.length === 0 ? '' : `${m.filter}: ${parts.join(', ')}`;
}

/** The docs-insight sections of the plain-text report. */
export function formatInsightsText(summary: StatsSummary, lang: Lang = 'en'): string {
  const m = messages[lang];
  const c = m.col;
  return [
    table(
      lang,
      m.topSearches,
      [c.query, c.locale, c.searches, c.withoutResults],
      summary.topSearches.map((row) => [row.query, row.locale, row.searches, row.zeroResults]),
    ),
    table(
      lang,
      m.zeroResultQueries,
      [c.query, c.locale, c.searches, `${c.latest} (UTC)`],
      summary.zeroResultQueries.map((row) => [
        row.query,
        row.locale,
        row.searches,
        minute(row.lastTs),
      ]),
    ),
    table(
      lang,
      m.unopenedSearches,
      [c.query, c.locale, c.searches],
      summary.unopenedSearches.map((row) => [row.query, row.locale, row.searches]),
    ),
    table(
      lang,
      m.helpfulness,
      [c.path, c.yes, c.no, c.yesShare],
      summary.helpfulness.map((row) => [
        row.pathname,
        row.yes,
        row.no,
        percent(row.yesShare, lang),
      ]),
    ).replace(/\n$/, '') +
      '\n' +
      summary.helpfulness
        .filter((row) => row.comments.length > 0)
        .map(
          (row) =>
            `  ${row.pathname}\n` +
            row.comments
              .map(
                (comment) =>
                  `    ${minute(comment.ts)}  ${(m.vote[comment.vote] ?? comment.vote).padEnd(4)}  ${comment.comment.replace(/\s+/g, ' ')}`,
              )
              .join('\n'),
        )
        .join('\n') +
      '\n',
    table(
      lang,
      m.missingPages,
      [c.path, c.referrer, c.count],
      summary.missingPages.map((row) => [row.path, referrerLabel(row.referrer, lang), row.count]),
    ),
    table(
      lang,
      m.mainSiteClicks,
      [c.placement, c.clicks],
      summary.mainSiteClicks.map((row) => [placementLabel(row.placement, lang), row.clicks]),
    ),
    table(
      lang,
      m.clicksByPlacement,
      [c.placement, c.clicks],
      summary.clicksByPlacement.map((row) => [placementLabel(row.placement, lang), row.clicks]),
    ),
  ].join('\n');
}

/** The plain-text report `npm run stats` prints. */
export function formatText(summary: StatsSummary, lang: Lang = 'en'): string {
  const m = messages[lang];
  const c = m.col;
  const filter = filterText(summary, lang);
  const figures: [string, number, string][] = [
    [m.pageViews, summary.pageViews, ''],
    [m.visitors, summary.visitors, m.visitorsNote],
    [m.sessions, summary.sessions, m.sessionsNote],
    [m.anonymousPageLoads, summary.anonymousPageLoads, m.anonymousNote],
    [m.searches, summary.searches, ''],
    [m.zeroResultSearches, summary.zeroResultSearches, ''],
    [m.feedbackEvents, summary.feedbackEvents, ''],
    [m.events, summary.events, ''],
  ];
  const width = Math.max(...figures.map(([label]) => label.length));
  return [
    m.period(day(summary.since), day(summary.until)),
    ...(filter ? [filter] : []),
    '',
    ...figures.map(
      ([label, value, note]) =>
        `  ${label.padEnd(width)}  ${count(value, lang)}${note ? `  ${note}` : ''}`,
    ),
    '',
    table(
      lang,
      m.topPages,
      [c.path, c.views],
      summary.topPages.map((row) => [row.pathname, row.views]),
    ),
    table(
      lang,
      m.referrers,
      [c.host, c.visits],
      summary.referrers.map((row) => [row.host, row.sessions]),
    ),
    table(
      lang,
      m.utm,
      [c.campaign, c.visits],
      summary.utm.map((row) => [
        [row.source, row.medium, row.campaign].map((part) => part || '-').join(' / '),
        row.sessions,
      ]),
    ),
    table(
      lang,
      m.lcT,
      [c.source, c.visits],
      summary.lcTSources.map((row) => [row.source, row.sessions]),
    ),
    table(
      lang,
      m.pageStay,
      [c.path, c.median, c.samples],
      summary.pageStay.map((row) => [row.pathname, seconds(row.medianMs, lang), row.samples]),
    ),
    formatInsightsText(summary, lang),
  ].join('\n');
}
