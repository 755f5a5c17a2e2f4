import { filterText, placementLabel, referrerLabel } from './format-text.js';
import { count, messages, minute, percent, seconds, type Lang } from './messages.js';
import type { StatsSummary } from './summary.js';

export const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const color = '#2563eb';
const secondColor = '#f59e0b';

/** Horizontal bars, one per row, labelled and valued; pure SVG, no script. */
export function barChart(
  title: string,
  rows: { label: string; value: number; text?: string }[],
  lang: Lang,
): string {
  const noData = messages[lang].noData;
  if (rows.length === 0)
    return `<section><h2>${escape(title)}</h2><p class="none">${escape(noData)}</p></section>`;
  const rowHeight = 24;
  const labelWidth = 260;
  const barWidth = 420;
  const max = Math.max(...rows.map((row) => row.value), 1);
  const height = rows.length * rowHeight;
  const bars = rows
    .map((row, index) => {
      const y = index * rowHeight;
      const width = Math.max(1, (row.value / max) * barWidth);
      const label = row.label.length > 40 ? `${row.label.slice(0, 39)}…` : row.label;
      return (
        `<text x="${labelWidth - 8}" y="${y + 16}" text-anchor="end">${escape(label)}</text>` +
        `<rect x="${labelWidth}" y="${y + 4}" width="${width.toFixed(1)}" height="${rowHeight - 8}" fill="${color}"><title>${escape(row.label)}: ${escape(row.text ?? count(row.value, lang))}</title></rect>` +
        `<text x="${labelWidth + width + 6}" y="${y + 16}">${escape(row.text ?? count(row.value, lang))}</text>`
      );
    })
    .join('');
  return `<section><h2>${escape(title)}</h2><svg role="img" aria-label="${escape(title)}" viewBox="0 0 ${labelWidth + barWidth + 80} ${height}" width="100%">${bars}</svg></section>`;
}

/** One series as bars and one as a line per day (page views and visitors, searches and those without results). */
function dailyChart(
  title: string,
  daily: StatsSummary['daily'],
  bars: { key: 'pageViews' | 'searches'; label: string },
  line: { key: 'visitors' | 'zeroResultSearches'; label: string },
  lang: Lang,
): string {
  const noData = messages[lang].noData;
  if (daily.length === 0)
    return `<section><h2>${escape(title)}</h2><p class="none">${escape(noData)}</p></section>`;
  const width = 760;
  const height = 220;
  const bottom = 30;
  const top = 10;
  const left = 40;
  const max = Math.max(...daily.map((d) => Math.max(d[bars.key], d[line.key])), 1);
  // At most 60 px a day, so a short period does not turn into one wide slab.
  const step = Math.min((width - left) / daily.length, 60);
  const y = (value: number) => top + (height - top - bottom) * (1 - value / max);
  const rects = daily
    .map((d, i) => {
      const x = left + i * step;
      const label =
        i % Math.ceil(daily.length / 10) === 0
          ? `<text x="${x + step / 2}" y="${height - 10}" text-anchor="middle">${escape(d.day.slice(5))}</text>`
          : '';
      return `<rect x="${(x + step * 0.15).toFixed(1)}" y="${y(d[bars.key]).toFixed(1)}" width="${(step * 0.7).toFixed(1)}" height="${(height - bottom - y(d[bars.key])).toFixed(1)}" fill="${color}"><title>${escape(d.day)}: ${count(d[bars.key], lang)} ${escape(bars.label)}, ${count(d[line.key], lang)} ${escape(line.label)}</title></rect>${label}`;
    })
    .join('');
  const points = daily
    .map(
      (d, i) =>
        `<circle cx="${(left + i * step + step / 2).toFixed(1)}" cy="${y(d[line.key]).toFixed(1)}" r="3" fill="${secondColor}"/>`,
    )
    .join('');
  const polyline = daily
    .map((d, i) => `${(left + i * step + step / 2).toFixed(1)},${y(d[line.key]).toFixed(1)}`)
    .join(' ');
  return `<section><h2>${escape(title)}</h2><svg role="img" aria-label="${escape(title)}" viewBox="0 0 ${width} ${height}" width="100%">
<text x="${left - 6}" y="${top + 10}" text-anchor="end">${count(max, lang)}</text><text x="${left - 6}" y="${height - bottom}" text-anchor="end">0</text>
${rects}<polyline points="${polyline}" fill="none" stroke="${secondColor}" stroke-width="2"/>${points}</svg>
<p class="legend"><span style="color:${color}">■</span> ${escape(bars.label)} <span style="color:${secondColor}">━</span> ${escape(line.label)}</p></section>`;
}

/** An HTML table with a caption-like heading; `none` when there are no rows. */
export function htmlTable(
  title: string,
  header: string[],
  rows: (string | { html: string })[][],
  none: string,
  note = '',
  id = '',
): string {
  const head = `<h2${id ? ` id="${id}"` : ''}>${escape(title)}</h2>${note ? `<p class="note">${escape(note)}</p>` : ''}`;
  if (rows.length === 0) return `<section>${head}<p class="none">${escape(none)}</p></section>`;
  const numeric = (cell: string) => /^[0-9.,]+( ?%)?$|^–$/.test(cell);
  return `<section>${head}<table><thead><tr>${header.map((cell) => `<th>${escape(cell)}</th>`).join('')}</tr></thead><tbody>${rows
    .map(
      (row) =>
        `<tr>${row.map((cell) => (typeof cell === 'object' ? `<td>${cell.html}</td>` : `<td${numeric(cell) ? ' class="num"' : ''}>${escape(cell)}</td>`)).join('')}</tr>`,
    )
    .join('')}</tbody></table></section>`;
}

/** The docs-insight sections as HTML tables (the report and the dashboard). */
export function insightSectionsHtml(summary: StatsSummary, lang: Lang): string {
  const m = messages[lang];
  const c = m.col;
  const n = (value: number) => count(value, lang);
  const comments = (list: StatsSummary['helpfulness'][number]['comments']) => ({
    html:
      list.length === 0
        ? ''
        : `<ul class="comments">${list
            .map(
              (comment) =>
                `<li><span class="vote vote-${escape(comment.vote)}">${escape(m.vote[comment.vote] ?? comment.vote)}</span> <time datetime="${new Date(comment.ts).toISOString()}">${escape(minute(comment.ts))}</time> ${escape(comment.comment)}</li>`,
            )
            .join('')}</ul>`,
  });
  return [
    htmlTable(
      m.topSearches,
      [c.query, c.locale, c.searches, c.withoutResults],
      summary.topSearches.map((row) => [
        row.query,
        row.locale,
        n(row.searches),
        n(row.zeroResults),
      ]),
      m.noData,
      '',
      'top-searches',
    ),
    htmlTable(
      m.zeroResultQueries,
      [c.query, c.locale, c.searches, `${c.latest} (UTC)`],
      summary.zeroResultQueries.map((row) => [
        row.query,
        row.locale,
        n(row.searches),
        minute(row.lastTs),
      ]),
      m.noData,
      m.notes.zeroResultQueries,
      'zero-result-searches',
    ),
    htmlTable(
      m.unopenedSearches,
      [c.query, c.locale, c.searches],
      summary.unopenedSearches.map((row) => [row.query, row.locale, n(row.searches)]),
      m.noData,
      m.notes.unopenedSearches,
      'unopened-searches',
    ),
    htmlTable(
      m.helpfulness,
      [c.path, c.yes, c.no, c.yesShare, c.comments],
      summary.helpfulness.map((row) => [
        row.pathname,
        n(row.yes),
        n(row.no),
        percent(row.yesShare, lang),
        comments(row.comments),
      ]),
      m.noData,
      m.notes.helpfulness,
      'helpfulness',
    ),
    htmlTable(
      m.missingPages,
      [c.path, c.referrer, c.count],
      summary.missingPages.map((row) => [
        row.path,
        referrerLabel(row.referrer, lang),
        n(row.count),
      ]),
      m.noData,
      m.notes.missingPages,
      'missing-pages',
    ),
    htmlTable(
      m.mainSiteClicks,
      [c.placement, c.clicks],
      summary.mainSiteClicks.map((row) => [placementLabel(row.placement, lang), n(row.clicks)]),
      m.noData,
      '',
      'main-site-clicks',
    ),
    htmlTable(
      m.clicksByPlacement,
      [c.placement, c.clicks],
      summary.clicksByPlacement.map((row) => [placementLabel(row.placement, lang), n(row.clicks)]),
      m.noData,
      '',
      'clicks-by-placement',
    ),
  ].join('\n');
}

/** The figures at the top (report and dashboard). */
export function tilesHtml(summary: StatsSummary, lang: Lang): string {
  const m = messages[lang];
  const tile = (label: string, value: number, note = '') =>
    `<div class="tile"><div class="value">${count(value, lang)}</div><div>${escape(label)}${note ? ` <small>${escape(note)}</small>` : ''}</div></div>`;
  return `<div class="tiles">${tile(m.pageViews, summary.pageViews)}${tile(m.visitors, summary.visitors, m.visitorsNote)}${tile(m.sessions, summary.sessions, m.sessionsNote)}${tile(m.anonymousPageLoads, summary.anonymousPageLoads, m.anonymousNote)}${tile(m.searches, summary.searches)}${tile(m.zeroResultSearches, summary.zeroResultSearches)}${tile(m.feedbackEvents, summary.feedbackEvents)}${tile(m.events, summary.events)}</div>
<p class="note">${escape(m.notes.consent)}</p>`;
}

/** The sections of the existing stats as SVG bar charts (report and dashboard). */
export function trafficChartsHtml(summary: StatsSummary, lang: Lang): string {
  const m = messages[lang];
  return [
    barChart(
      m.topPagesChart,
      summary.topPages.map((r) => ({ label: r.pathname, value: r.views })),
      lang,
    ),
    barChart(
      m.referrersChart,
      summary.referrers.map((r) => ({ label: r.host, value: r.sessions })),
      lang,
    ),
    barChart(
      m.utmChart,
      summary.utm.map((r) => ({
        label: [r.source, r.medium, r.campaign].map((p) => p || '-').join(' / '),
        value: r.sessions,
      })),
      lang,
    ),
    barChart(
      m.lcTChart,
      summary.lcTSources.map((r) => ({ label: r.source, value: r.sessions })),
      lang,
    ),
    barChart(
      m.pageStay,
      summary.pageStay.map((r) => ({
        label: r.pathname,
        value: r.medianMs,
        text: `${seconds(r.medianMs, lang)} (n = ${count(r.samples, lang)})`,
      })),
      lang,
    ),
  ].join('\n');
}

/** Shared table and tile styles (the report inlines them, the dashboard serves them). */
export const reportCss = `body{font:14px/1.4 system-ui,sans-serif;margin:2rem auto;max-width:960px;padding:0 1rem;color:#111}
h1{font-size:1.4rem}h2{font-size:1.1rem;margin-top:2rem}
.tiles{display:flex;gap:1rem;flex-wrap:wrap}.tile{border:1px solid #ddd;border-radius:6px;padding:.6rem 1rem;min-width:8rem}
.value{font-size:1.6rem;font-weight:600}svg text{font-size:12px;fill:#333}.none,.note{color:#555}.legend{color:#555}
table{border-collapse:collapse;width:100%}th,td{border-bottom:1px solid #e5e5e5;padding:.3rem .5rem;text-align:left;vertical-align:top}
td{overflow-wrap:anywhere}td.num{text-align:right;font-variant-numeric:tabular-nums;overflow-wrap:normal}.comments{margin:0;padding-left:1rem}.vote{font-weight:600}
.vote-no{color:#b91c1c}.vote-yes{color:#15803d}time{color:#555;font-size:.9em}`;

/**
 * A self-contained HTML report (inline CSS and SVG, no script, no external
 * request) in English or German; `lead` comes first (the server's page views,
 * src/stats/page-views-report.ts), `sections` are appended (the agent fetches,
 * src/agents/report.ts).
 */
export function htmlReport(
  summary: StatsSummary,
  sections = '',
  lang: Lang = 'en',
  lead = '',
): string {
  const m = messages[lang];
  const period = `${new Date(summary.since).toISOString().slice(0, 16)} – ${new Date(summary.until).toISOString().slice(0, 16)} UTC`;
  const filter = filterText(summary, lang);
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><title>${escape(m.reportTitle)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>
${reportCss}
</style></head><body>
<h1>${escape(m.reportTitle)}</h1><p>${escape(period)}${filter ? ` · ${escape(filter)}` : ''}</p>
${lead}
${tilesHtml(summary, lang)}
${dailyChart(m.dailyViews, summary.daily, { key: 'pageViews', label: m.pageViews }, { key: 'visitors', label: m.visitors }, lang)}
${dailyChart(m.dailySearches, summary.daily, { key: 'searches', label: m.searches }, { key: 'zeroResultSearches', label: m.zeroResultSearches }, lang)}
${insightSectionsHtml(summary, lang)}
${trafficChartsHtml(summary, lang)}
${sections}
</body></html>
`;
}
