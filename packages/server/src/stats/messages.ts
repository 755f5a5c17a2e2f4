/**
 * The words of the stats in English and German: `npm run stats -- --lang de`,
 * the HTML report and the insights dashboard (which follows Accept-Language).
 * Section titles are what a German docs team would call them.
 */
import Negotiator from 'negotiator';

const langs = ['en', 'de'] as const;
export type Lang = (typeof langs)[number];

export function parseLang(value: string | undefined | null): Lang | null {
  const lang = value?.trim().toLowerCase();
  return lang === 'en' || lang === 'de' ? lang : null;
}

/**
 * The language a browser prefers among ours (Accept-Language with q-values, `de-AT` counting
 * as `de`); English when it names neither.
 */
export function langFromAcceptLanguage(header: string | undefined): Lang {
  const preferred = new Negotiator({ headers: { 'accept-language': header } }).language(langs);
  return parseLang(preferred) ?? 'en';
}

const en = {
  reportTitle: 'Docs tracker report',
  dashboardTitle: 'Docs insights',
  period: (from: string, to: string) => `Tracker events from ${from} to ${to} UTC`,
  filter: 'Filter',
  filterLocale: 'locale',
  filterPath: 'path',
  pageViews: 'page views',
  visitors: 'visitors',
  visitorsNote: '(device ids, with consent)',
  sessions: 'sessions',
  sessionsNote: '(with consent)',
  anonymousPageLoads: 'anonymous page loads',
  anonymousNote: '(without consent)',
  events: 'events',
  searches: 'searches',
  zeroResultSearches: 'searches without results',
  feedbackEvents: 'feedback events',
  none: '(none)',
  noData: 'No data.',
  topPages: 'Top pages',
  topPagesChart: 'Top pages (views)',
  referrers: 'Referrers (visits by referring site)',
  referrersChart: 'Referrers (visits)',
  utm: 'Campaigns (utm)',
  utmChart: 'Campaigns, utm (visits)',
  lcT: 'Campaigns (lc_t sources)',
  lcTChart: 'Campaigns, lc_t sources (visits)',
  pageStay: 'Median visible time per page (page_stay)',
  dailyViews: 'Page views and visitors per day (UTC)',
  dailySearches: 'Searches and searches without results per day (UTC)',
  topSearches: 'Top searches',
  zeroResultQueries: 'Searches without results',
  unopenedSearches: 'Searches with no hit opened',
  helpfulness: 'Pages by helpfulness',
  missingPages: 'Missing pages and their referrers',
  mainSiteClicks: 'Outbound clicks to the main site by placement',
  clicksByPlacement: 'Outbound clicks by placement',
  col: {
    path: 'path',
    views: 'views',
    host: 'host',
    visits: 'visits',
    campaign: 'source / medium / campaign',
    source: 'source',
    median: 'median',
    samples: 'samples',
    query: 'query',
    locale: 'locale',
    searches: 'searches',
    withoutResults: 'without results',
    latest: 'latest',
    yes: 'yes',
    no: 'no',
    yesShare: 'share yes',
    comments: 'latest comments',
    referrer: 'referrer',
    count: 'count',
    placement: 'placement',
    clicks: 'clicks',
    day: 'day',
  },
  direct: '(none)',
  placement: {
    navbar: 'navbar',
    footer: 'footer',
    content: 'content',
    sidebar: 'sidebar',
    other: 'other',
  } as Record<string, string>,
  vote: { yes: 'yes', no: 'no' } as Record<string, string>,
  notes: {
    zeroResultQueries: 'The pages to write: queries readers settled on that found nothing.',
    unopenedSearches: 'Queries with hits where no reader opened one: the hits may not fit.',
    helpfulness:
      'Net votes (a changed vote replaces the one it names), least helpful first; up to 5 latest comments.',
    missingPages:
      'A page of this site as referrer is the broken link to fix; other sites are shown by host.',
    consent:
      'These are the events of readers who consented to statistics: the tracker sends nothing without consent (the server counts the page loads of every reader, above). Anonymous page loads are events from tracker versions that sent without consent. Feedback also counts votes sent without consent (no identifier). Referrers and campaigns count visits (sessions and anonymous page loads).',
  },
  dashboard: {
    since: 'Since',
    locale: 'Locale',
    path: 'Path prefix',
    all: 'all',
    apply: 'Apply',
    language: 'Deutsch',
    updated: 'Computed at',
    unauthorizedTitle: 'Sign-in needed',
    unauthorized:
      'This dashboard needs its token: open it with ?token=… once (a cookie keeps it) or send Authorization: Bearer ….',
  },
};

export type Messages = typeof en;

const de: Messages = {
  reportTitle: 'Bericht der Docs-Statistik',
  dashboardTitle: 'Docs-Einblicke',
  period: (from: string, to: string) => `Tracker-Ereignisse vom ${from} bis ${to} UTC`,
  filter: 'Filter',
  filterLocale: 'Sprache',
  filterPath: 'Pfad',
  pageViews: 'Seitenaufrufe',
  visitors: 'Besucher',
  visitorsNote: '(Geräte-IDs, mit Einwilligung)',
  sessions: 'Sitzungen',
  sessionsNote: '(mit Einwilligung)',
  anonymousPageLoads: 'anonyme Seitenladevorgänge',
  anonymousNote: '(ohne Einwilligung)',
  events: 'Ereignisse',
  searches: 'Suchen',
  zeroResultSearches: 'Suchen ohne Treffer',
  feedbackEvents: 'Feedback-Ereignisse',
  none: '(keine)',
  noData: 'Keine Daten.',
  topPages: 'Meistbesuchte Seiten',
  topPagesChart: 'Meistbesuchte Seiten (Aufrufe)',
  referrers: 'Verweisende Websites (Besuche)',
  referrersChart: 'Verweisende Websites (Besuche)',
  utm: 'Kampagnen (utm)',
  utmChart: 'Kampagnen, utm (Besuche)',
  lcT: 'Kampagnen (lc_t-Quellen)',
  lcTChart: 'Kampagnen, lc_t-Quellen (Besuche)',
  pageStay: 'Sichtbare Zeit je Seite, Median (page_stay)',
  dailyViews: 'Seitenaufrufe und Besucher pro Tag (UTC)',
  dailySearches: 'Suchen und Suchen ohne Treffer pro Tag (UTC)',
  topSearches: 'Häufigste Suchen',
  zeroResultQueries: 'Suchen ohne Treffer',
  unopenedSearches: 'Suchen ohne geöffneten Treffer',
  helpfulness: 'Seiten nach Hilfreichkeit',
  missingPages: 'Fehlende Seiten und ihre Verweise',
  mainSiteClicks: 'Ausgehende Klicks zur Hauptseite nach Platzierung',
  clicksByPlacement: 'Ausgehende Klicks nach Platzierung',
  col: {
    path: 'Pfad',
    views: 'Aufrufe',
    host: 'Host',
    visits: 'Besuche',
    campaign: 'Quelle / Medium / Kampagne',
    source: 'Quelle',
    median: 'Median',
    samples: 'Messungen',
    query: 'Suchanfrage',
    locale: 'Sprache',
    searches: 'Suchen',
    withoutResults: 'ohne Treffer',
    latest: 'zuletzt',
    yes: 'ja',
    no: 'nein',
    yesShare: 'Anteil ja',
    comments: 'neueste Kommentare',
    referrer: 'Verweis',
    count: 'Anzahl',
    placement: 'Platzierung',
    clicks: 'Klicks',
    day: 'Tag',
  },
  direct: '(keiner)',
  placement: {
    navbar: 'Navigationsleiste',
    footer: 'Fußzeile',
    content: 'Inhalt',
    sidebar: 'Seitenleiste',
    other: 'Sonstige',
  },
  vote: { yes: 'ja', no: 'nein' },
  notes: {
    zeroResultQueries:
      'Hier fehlen Seiten: Suchanfragen, die Leser abschickten und die nichts fanden.',
    unopenedSearches:
      'Suchanfragen mit Treffern, von denen niemand einen öffnete: Die Treffer passen wohl nicht.',
    helpfulness:
      'Netto-Stimmen (eine geänderte Stimme ersetzt die genannte), am wenigsten hilfreiche zuerst; bis zu 5 neueste Kommentare.',
    missingPages:
      'Ist eine Seite dieser Website der Verweis, ist dort der kaputte Link; andere Websites stehen mit ihrem Host.',
    consent:
      'Dies sind die Ereignisse der Leser mit Einwilligung in die Statistik: Ohne Einwilligung sendet der Tracker nichts (die Seitenaufrufe aller Leser zählt der Server, oben). Anonyme Seitenladevorgänge sind Ereignisse älterer Tracker-Versionen, die ohne Einwilligung sendeten. Feedback zählt auch Stimmen ohne Einwilligung (ohne Kennung). Verweise und Kampagnen zählen Besuche (Sitzungen und anonyme Seitenladevorgänge).',
  },
  dashboard: {
    since: 'Seit',
    locale: 'Sprache',
    path: 'Pfad-Präfix',
    all: 'alle',
    apply: 'Anwenden',
    language: 'English',
    updated: 'Berechnet am',
    unauthorizedTitle: 'Anmeldung nötig',
    unauthorized:
      'Dieses Dashboard braucht sein Token: einmal mit ?token=… öffnen (ein Cookie merkt es sich) oder Authorization: Bearer … senden.',
  },
};

export const messages: Record<Lang, Messages> = { en, de };

const numberLocale: Record<Lang, string> = { en: 'en-US', de: 'de-DE' };

/** 12345 → "12.345" (German) / "12,345" (English). */
export const count = (value: number, lang: Lang): string =>
  value.toLocaleString(numberLocale[lang]);

/** 1500 ms → "1,5 s" (German) / "1.5 s" (English). */
export const seconds = (ms: number, lang: Lang): string =>
  `${(ms / 1000).toLocaleString(numberLocale[lang], { minimumFractionDigits: 1, maximumFractionDigits: 1 })} s`;

/** 0.75 → "75 %" (German) / "75%" (English); null → "–". */
export function percent(share: number | null, lang: Lang): string {
  if (share === null) return '–';
  const value = Math.round(share * 100);
  return lang === 'de' ? `${value} %` : `${value}%`;
}

/** A UTC time as "2026-01-31 14:05". */
export const minute = (ms: number): string =>
  new Date(ms).toISOString().slice(0, 16).replace('T', ' ');
