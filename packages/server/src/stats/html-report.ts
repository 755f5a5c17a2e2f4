import { seconds } from './format-text.js';
import type { StatsSummary } from './summary.js';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const color = '#2563eb';
const secondColor = '#f59e0b';

/** Horizontal bars, one per row, labelled and valued; pure SVG, no script. */
export function barChart(
  title: string,
  rows: { label: string; value: number; text?: string }[],
): string {
  if (rows.length === 0)
    return `<section><h2>${escape(title)}</h2><p class="none">No data.</p></section>`;
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
        `<rect x="${labelWidth}" y="${y + 4}" width="${width.toFixed(1)}" height="${rowHeight - 8}" fill="${color}"><title>${escape(row.label)}: ${escape(row.text ?? String(row.value))}</title></rect>` +
        `<text x="${labelWidth + width + 6}" y="${y + 16}">${escape(row.text ?? String(row.value))}</text>`
      );
    })
    .join('');
  return `<section><h2>${escape(title)}</h2><svg role="img" aria-label="${escape(title)}" viewBox="0 0 ${labelWidth + barWidth + 80} ${height}" width="100%">${bars}</svg></section>`;
}

/** Page views (bars) and visitors (line) per day. */
function dailyChart(daily: StatsSummary['daily']): string {
  const title = 'Page views and visitors per day (UTC)';
  if (daily.length === 0) return `<section><h2>${title}</h2><p class="none">No data.</p></section>`;
  const width = 760;
  const height = 220;
  const bottom = 30;
  const top = 10;
  const left = 40;
  const max = Math.max(...daily.map((d) => Math.max(d.pageViews, d.visitors)), 1);
  // At most 60 px a day, so a short period does not turn into one wide slab.
  const step = Math.min((width - left) / daily.length, 60);
  const y = (value: number) => top + (height - top - bottom) * (1 - value / max);
  const bars = daily
    .map((d, i) => {
      const x = left + i * step;
      const label =
        i % Math.ceil(daily.length / 10) === 0
          ? `<text x="${x + step / 2}" y="${height - 10}" text-anchor="middle">${escape(d.day.slice(5))}</text>`
          : '';
      return `<rect x="${(x + step * 0.15).toFixed(1)}" y="${y(d.pageViews).toFixed(1)}" width="${(step * 0.7).toFixed(1)}" height="${(height - bottom - y(d.pageViews)).toFixed(1)}" fill="${color}"><title>${escape(d.day)}: ${d.pageViews} page views, ${d.visitors} visitors</title></rect>${label}`;
    })
    .join('');
  const points = daily
    .map(
      (d, i) =>
        `<circle cx="${(left + i * step + step / 2).toFixed(1)}" cy="${y(d.visitors).toFixed(1)}" r="3" fill="${secondColor}"/>`,
    )
    .join('');
  const line = daily
    .map((d, i) => `${(left + i * step + step / 2).toFixed(1)},${y(d.visitors).toFixed(1)}`)
    .join(' ');
  return `<section><h2>${title}</h2><svg role="img" aria-label="${title}" viewBox="0 0 ${width} ${height}" width="100%">
<text x="${left - 6}" y="${top + 10}" text-anchor="end">${max}</text><text x="${left - 6}" y="${height - bottom}" text-anchor="end">0</text>
${bars}<polyline points="${line}" fill="none" stroke="${secondColor}" stroke-width="2"/>${points}</svg>
<p class="legend"><span style="color:${color}">■</span> page views <span style="color:${secondColor}">━</span> visitors</p></section>`;
}

/**
 * A self-contained HTML report (inline CSS and SVG, no script, no external
 * request); `sections` are appended (the agent fetches, src/agents/report.ts).
 */
export function htmlReport(summary: StatsSummary, sections = ''): string {
  const period = `${new Date(summary.since).toISOString().slice(0, 16)} – ${new Date(summary.until).toISOString().slice(0, 16)} UTC`;
  const tile = (label: string, value: number) =>
    `<div class="tile"><div class="value">${value}</div><div>${escape(label)}</div></div>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Docs tracker report</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>
body{font:14px/1.4 system-ui,sans-serif;margin:2rem auto;max-width:860px;padding:0 1rem;color:#111}
h1{font-size:1.4rem}h2{font-size:1.1rem;margin-top:2rem}
.tiles{display:flex;gap:1rem;flex-wrap:wrap}.tile{border:1px solid #ddd;border-radius:6px;padding:.6rem 1rem;min-width:8rem}
.value{font-size:1.6rem;font-weight:600}svg text{font-size:12px;fill:#333}.none{color:#666}.legend{color:#555}
</style></head><body>
<h1>Docs tracker report</h1><p>${escape(period)}</p>
<div class="tiles">${tile('page views', summary.pageViews)}${tile('visitors (device ids)', summary.visitors)}${tile('sessions', summary.sessions)}${tile('events', summary.events)}</div>
${dailyChart(summary.daily)}
${barChart(
  'Top pages (views)',
  summary.topPages.map((r) => ({ label: r.pathname, value: r.views })),
)}
${barChart(
  'Referrers (sessions)',
  summary.referrers.map((r) => ({ label: r.host, value: r.sessions })),
)}
${barChart(
  'Campaigns, utm (sessions)',
  summary.utm.map((r) => ({
    label: [r.source, r.medium, r.campaign].map((p) => p || '-').join(' / '),
    value: r.sessions,
  })),
)}
${barChart(
  'Campaigns, lc_t sources (sessions)',
  summary.lcTSources.map((r) => ({ label: r.source, value: r.sessions })),
)}
${barChart(
  'Median visible time per page (page_stay)',
  summary.pageStay.map((r) => ({
    label: r.pathname,
    value: r.medianMs,
    text: `${seconds(r.medianMs)} (n=${r.samples})`,
  })),
)}
${sections}
</body></html>
`;
}
