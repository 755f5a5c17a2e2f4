// A deterministic, realistic stream of tracker batches for the docs-insights
// tests and bench/insights.mjs (plain JavaScript so the bench can import it;
// insights-dataset.d.mts types it). Readers with and without consent (and
// batches from before the consent mark), page views with stays and leaves,
// searches (some without results, in varied spelling), opened hits, feedback
// with changed votes and comments, missing pages with their referrers,
// outbound clicks with and without a placement.
import { sampleBatch } from './sample-batch.mjs';

/** mulberry32: a small seeded PRNG, the same numbers on every machine. */
export function prng(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const docsHost = 'docs.nubiva.example';
export const mainSiteHost = 'nubiva.example';

const day = 86_400_000;

const pages = [
  '/',
  '/overview',
  '/service/',
  '/service/domain',
  '/service/async',
  '/service/observability',
  '/service/troubleshooting',
  '/redis/',
  '/postgresql',
  '/limit',
  '/examples/python/django',
  '/examples/nodejs/express',
  '/examples/rust/auxm',
  '/search',
];

// Spelled as readers type them: the same query in other cases and spacing.
const queries = {
  de: [
    ['Redis', 12],
    ['  redis ', 3],
    ['Domain verbinden', 8],
    ['DOMAIN   verbinden', 2],
    ['Größe ändern', 3],
    ['Umgebungsvariablen', 7],
    ['fehler 502', 4],
    ['Kubernetes', 0],
    ['terraform provider', 0],
    ['GraphQL', 0],
    ['Ratenbegrenzung', 3],
    ['Zeitüberschreitung "504"', 0],
    ['backup\\restore', 0],
    ['Preise', 4, 'never opened'],
  ],
  en: [
    ['redis', 10],
    ['Custom Domain', 9],
    ['custom  domain', 9],
    ['postgres', 6],
    ['kubernetes', 0],
    ['helm chart', 0],
    ['rate limiting', 2],
    ['<script>x', 0],
    ['pricing', 3, 'never opened'],
  ],
  ja: [
    ['レディス', 0],
    ['ドメイン', 5],
    ['デプロイ', 4],
  ],
  ko: [
    ['도메인', 5],
    ['배포 오류', 0],
    ['Redis', 8],
    ['가격', 2, 'never opened'],
  ],
};

const comments = [
  'Sehr hilfreich, danke!',
  'Das Beispiel mit <code>PORT</code> fehlt.',
  'Unclear which region this applies to.',
  'Veraltet: der Befehl heißt jetzt anders',
  'ドメインの説明が分かりやすい',
  '',
];

const localeWeights = [
  ['de', 0.5],
  ['en', 0.3],
  ['ja', 0.1],
  ['ko', 0.1],
];

const externalReferrers = [
  'https://www.google.com/',
  'https://duckduckgo.com/',
  'https://news.example.org/item?id=7',
  '',
];

const missingReferrers = (locale) => [
  '',
  `https://${docsHost}${prefix(locale)}/service/`,
  `https://${docsHost}${prefix(locale)}/overview`,
  'https://forum.example.org/t/deploy-help/123',
  'https://www.google.com/',
  'https://Blog.Example.net:8443/post?id=1',
];

const outboundLinks = [
  `https://${mainSiteHost}/pricing?utm_source=docs&utm_medium=navbar`,
  `https://${mainSiteHost}/`,
  `https://${mainSiteHost}/about`,
  'https://github.com/nubiva',
  'https://discord.gg/nubiva',
  `https://blog.${mainSiteHost}/launch`,
];

const placements = ['navbar', 'footer', 'content', 'sidebar', undefined, 'header'];

const prefix = (locale) => (locale === 'en' ? '' : `/${locale}`);

function batchFields(device, session, consent, referrer, sendTs) {
  const news = referrer.includes('news');
  return sampleBatch({
    deviceId: device,
    sessionId: session,
    windowId: `${session}-w`,
    referrer,
    deviceReferrer: referrer,
    sessionReferrer: referrer,
    custom: consent === undefined ? {} : { consent },
    utmSource: news ? 'newsletter' : '',
    utmMedium: news ? 'email' : '',
    lcT: news ? 'd_launch' : '',
    sendTs,
  });
}

/**
 * Yields tracker batches (the payload of POST /lc_t, at most 20 events each)
 * until about `events` events were made, with client times in the `days`
 * before `now`. Same arguments, same batches.
 */
export function* insightBatches({ events, seed = 1, now = Date.UTC(2026, 2, 1), days = 28 }) {
  const random = prng(seed);
  const pick = (list) => list[Math.floor(random() * list.length)];
  const chance = (p) => random() < p;
  const weighted = (list) => {
    let r = random();
    for (const [value, weight] of list) {
      r -= weight;
      if (r < 0) return value;
    }
    return list[list.length - 1][0];
  };
  let made = 0;
  let id = 0;
  let anonymous = 0;
  const devices = Math.max(50, Math.round(events / 40));
  while (made < events) {
    // Consenting readers come back (a device pool); without consent every page load is new.
    const kind = weighted([
      ['granted', 0.55],
      ['none', 0.3],
      [undefined, 0.15],
    ]);
    const deviceNumber = Math.floor(random() * devices);
    const locale = weighted(localeWeights);
    const referrer = pick(externalReferrers);
    let ts = now - Math.floor(random() * days * day);
    const sessionTag = `${seed}-${++id}`;
    let device = `dev-${seed}-${deviceNumber}`;
    let session = `ses-${sessionTag}`;
    const loads = 1 + Math.floor(random() * 3);
    for (let load = 0; load < loads && made < events; load++) {
      if (kind === 'none') {
        anonymous += 1;
        device = `anon-dev-${seed}-${anonymous}`;
        session = `anon-ses-${seed}-${anonymous}`;
      }
      const list = [];
      const event = (name, pathname, params) => {
        ts += 1000 + Math.floor(random() * 20_000);
        list.push({
          event: name,
          params,
          ts,
          url: `https://${docsHost}${pathname}`,
          prev_url: '',
          hostname: docsHost,
          pathname,
          search: '',
          workspace: '',
          page_type: 'docs',
          event_id: `ev-${seed}-${++id}`,
        });
      };
      const views = 1 + Math.floor(random() * 3);
      for (let v = 0; v < views; v++) {
        const missing = chance(0.03);
        const pathname = missing
          ? `${prefix(locale)}/${pick(['old-page', 'service/doman', 'redis/setup', 'docs/v1'])}`
          : `${prefix(locale)}${pick(pages)}`.replace(/\/$/, '') || '/';
        event('page_enter', pathname, {});
        if (missing) {
          event('not_found', pathname, {
            path: pathname,
            referrer: pick(missingReferrers(locale)),
            locale,
          });
          continue;
        }
        if (chance(0.25)) {
          const [query, hits, neverOpened] = pick(queries[locale]);
          const params = { query, locale, hits, source: chance(0.8) ? 'modal' : 'page' };
          // A few searches without locale (older site code): the path's locale counts.
          if (chance(0.03)) delete params.locale;
          event('search', pathname, params);
          if (hits > 0 && !neverOpened && chance(0.45)) {
            event('search_open', pathname, {
              query: chance(0.5) ? query : query.toUpperCase(),
              locale,
              position: 1 + Math.floor(random() * Math.min(hits, 5)),
              url: `${prefix(locale)}${pick(pages)}`,
              source: 'modal',
            });
          }
        }
        if (chance(0.08)) {
          let vote = chance(0.7) ? 'yes' : 'no';
          event('feedback', pathname, { vote, locale });
          if (chance(0.25)) {
            const previousVote = vote;
            vote = vote === 'yes' ? 'no' : 'yes';
            event('feedback', pathname, { vote, previousVote, locale });
          }
          if (chance(0.3)) {
            event('feedback', pathname, {
              vote,
              previousVote: vote,
              comment: pick(comments),
              locale,
            });
          }
        }
        if (chance(0.06)) {
          const placement = pick(placements);
          const params = { href: pick(outboundLinks), text: 'link' };
          if (placement !== undefined) params.placement = placement;
          event('outbound_click', pathname, params);
        }
        event('page_stay', pathname, { duration: 500 + Math.floor(random() * 120_000) });
        event('page_leave', pathname, { reason: 'url_change' });
      }
      for (let start = 0; start < list.length; start += 20) {
        const events = list.slice(start, start + 20);
        made += events.length;
        yield {
          ...batchFields(device, session, kind, referrer, events[events.length - 1].ts),
          events,
        };
      }
    }
  }
}
