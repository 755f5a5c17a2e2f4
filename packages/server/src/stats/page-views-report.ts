import type { PageViewStats } from '../page-views.js';
import { table } from './format-text.js';
import { barChart } from './html-report.js';
import { count, type Lang } from './messages.js';

const words = {
  en: {
    title:
      'Page views counted by the server (every reader, no consent needed, no identifier stored)',
    views: 'pages delivered',
    notFound: '404 pages delivered',
    searches: 'searches answered by the server',
    byLocale: 'By locale',
    topPaths: 'Top pages (server)',
    referrers: 'Referrer hosts of page views (server)',
    notFoundPaths: 'Missing paths requested (server)',
    locale: 'locale',
    path: 'path',
    host: 'referrer host',
    noReferrer: '(no Referer)',
    count: 'views',
    tracker:
      'Below: events of readers who consented to statistics (tracker): sessions, visible time, campaigns, devices, searches in the browser.',
  },
  de: {
    title:
      'Seitenaufrufe, vom Server gezählt (alle Leser, ohne Einwilligung, ohne gespeicherte Kennung)',
    views: 'ausgelieferte Seiten',
    notFound: 'ausgelieferte 404-Seiten',
    searches: 'vom Server beantwortete Suchen',
    byLocale: 'Nach Sprache',
    topPaths: 'Meistaufgerufene Seiten (Server)',
    referrers: 'Verweisende Hosts der Seitenaufrufe (Server)',
    notFoundPaths: 'Angefragte fehlende Pfade (Server)',
    locale: 'Sprache',
    path: 'Pfad',
    host: 'verweisender Host',
    noReferrer: '(kein Referer)',
    count: 'Aufrufe',
    tracker:
      'Darunter: Ereignisse der Leser, die in Statistik eingewilligt haben (Tracker): Sitzungen, Verweildauer, Kampagnen, Geräte, Suchen im Browser.',
  },
};

const hostLabel = (host: string, lang: Lang) => host || words[lang].noReferrer;

/** The server's page views in `npm run stats`, before the tracker's part. */
export function formatPageViews(stats: PageViewStats, lang: Lang = 'en'): string {
  const w = words[lang];
  return [
    w.title,
    `  ${w.views}: ${count(stats.views, lang)}`,
    `  ${w.notFound}: ${count(stats.notFound, lang)}`,
    `  ${w.searches}: ${count(stats.searches, lang)}`,
    '',
    table(
      lang,
      w.byLocale,
      [w.locale, w.count],
      stats.locales.map((row) => [row.locale, row.views]),
    ),
    table(
      lang,
      w.topPaths,
      [w.path, w.count],
      stats.paths.map((row) => [row.path, row.views]),
    ),
    table(
      lang,
      w.referrers,
      [w.host, w.count],
      stats.referrers.map((row) => [hostLabel(row.host, lang), row.views]),
    ),
    table(
      lang,
      w.notFoundPaths,
      [w.path, w.count],
      stats.notFoundPaths.map((row) => [row.path, row.views]),
    ),
    w.tracker,
    '',
  ].join('\n');
}

/** The server's page views in the HTML report and the dashboard, before the tracker's part. */
export function pageViewsHtml(stats: PageViewStats, lang: Lang = 'en'): string {
  const w = words[lang];
  return [
    `<section class="server-counts" data-source="server"><h2>${w.title}</h2>`,
    `<p><strong data-count="views">${count(stats.views, lang)}</strong> ${w.views} · <strong data-count="notFound">${count(stats.notFound, lang)}</strong> ${w.notFound} · <strong data-count="searches">${count(stats.searches, lang)}</strong> ${w.searches}</p>`,
    barChart(
      w.topPaths,
      stats.paths.map((row) => ({ label: row.path, value: row.views })),
      lang,
    ),
    barChart(
      w.referrers,
      stats.referrers.map((row) => ({ label: hostLabel(row.host, lang), value: row.views })),
      lang,
    ),
    `<p class="note">${w.tracker}</p></section>`,
  ].join('\n');
}
