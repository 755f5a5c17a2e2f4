import type { StatsSummary } from './summary.js';

const day = (ms: number) => new Date(ms).toISOString().slice(0, 16).replace('T', ' ');
export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export function table(title: string, header: string[], rows: (string | number)[][]): string {
  if (rows.length === 0) return `${title}\n  (none)\n`;
  const cells = [header, ...rows.map((row) => row.map(String))];
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

/** The plain-text report `npm run stats` prints. */
export function formatText(summary: StatsSummary): string {
  return [
    `Tracker events from ${day(summary.since)} to ${day(summary.until)} UTC`,
    '',
    `  page views  ${summary.pageViews}`,
    `  visitors    ${summary.visitors}  (device ids)`,
    `  sessions    ${summary.sessions}`,
    `  events      ${summary.events}`,
    '',
    table(
      'Top pages',
      ['path', 'views'],
      summary.topPages.map((row) => [row.pathname, row.views]),
    ),
    table(
      'Referrers (sessions by referring site)',
      ['host', 'sessions'],
      summary.referrers.map((row) => [row.host, row.sessions]),
    ),
    table(
      'Campaigns (utm)',
      ['source / medium / campaign', 'sessions'],
      summary.utm.map((row) => [
        [row.source, row.medium, row.campaign].map((part) => part || '-').join(' / '),
        row.sessions,
      ]),
    ),
    table(
      'Campaigns (lc_t sources)',
      ['source', 'sessions'],
      summary.lcTSources.map((row) => [row.source, row.sessions]),
    ),
    table(
      'Median visible time per page (page_stay)',
      ['path', 'median', 'samples'],
      summary.pageStay.map((row) => [row.pathname, seconds(row.medianMs), row.samples]),
    ),
  ].join('\n');
}
