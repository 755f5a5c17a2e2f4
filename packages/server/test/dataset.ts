import { makeBatch, makeEvent } from './helpers.js';

const day = 24 * 60 * 60 * 1000;

/**
 * A small known traffic sample: 3 devices, 4 sessions, 6 page views, page_stay
 * durations with known medians, utm and lc_t campaigns, an external and a
 * self referrer. `expected` holds what the stats must report.
 */
export function sampleBatches(now = Date.now()) {
  const at = (offset: number) => now - offset;
  const view = (pathname: string, ts: number) =>
    makeEvent({ event: 'page_enter', pathname, ts, hostname: 'docs.example.test' });
  const stay = (pathname: string, duration: number, ts: number) =>
    makeEvent({
      event: 'page_stay',
      pathname,
      ts,
      params: { duration },
      hostname: 'docs.example.test',
    });
  const batches = [
    makeBatch({
      deviceId: 'dev-a',
      sessionId: 'ses-a1',
      sessionReferrer: 'https://news.example.org/item?id=1',
      utmSource: 'newsletter',
      utmMedium: 'email',
      utmCampaign: 'launch',
      events: [
        view('/de/overview', at(2 * day)),
        stay('/de/overview', 1000, at(2 * day - 1000)),
        view('/de/redis', at(2 * day - 2000)),
        stay('/de/redis', 4000, at(2 * day - 3000)),
      ],
    }),
    makeBatch({
      deviceId: 'dev-a',
      sessionId: 'ses-a2',
      sessionReferrer: 'https://news.example.org/other',
      lcT: 'd_intro-post',
      events: [view('/de/overview', at(day)), stay('/de/overview', 3000, at(day - 1000))],
    }),
    makeBatch({
      deviceId: 'dev-b',
      sessionId: 'ses-b1',
      sessionReferrer: 'https://docs.example.test/de/',
      lcT: 'q_tutorial',
      events: [view('/de/overview', at(3000)), stay('/de/overview', 2000, at(2000))],
    }),
    makeBatch({
      deviceId: 'dev-c',
      sessionId: 'ses-c1',
      sessionReferrer: '',
      lcT: 'x_custom',
      events: [
        view('/de/postgresql', at(1000)),
        view('/de/overview', at(900)),
        makeEvent({ event: 'click', pathname: '/de/overview', ts: at(800) }),
      ],
    }),
    // Outside a 7-day window: never counted.
    makeBatch({
      deviceId: 'dev-old',
      sessionId: 'ses-old',
      events: [view('/de/old', at(30 * day))],
    }),
  ];
  const expected = {
    events: 11,
    pageViews: 6,
    visitors: 3,
    sessions: 4,
    topPages: [
      { pathname: '/de/overview', views: 4 },
      { pathname: '/de/postgresql', views: 1 },
      { pathname: '/de/redis', views: 1 },
    ],
    referrers: [{ host: 'news.example.org', sessions: 2 }],
    utm: [{ source: 'newsletter', medium: 'email', campaign: 'launch', sessions: 1 }],
    lcTSources: [
      { source: 'devto', sessions: 1 },
      { source: 'qiita', sessions: 1 },
      { source: 'x', sessions: 1 },
    ],
    pageStay: [
      // 1000, 2000, 3000 → 2000; a single 4000 → 4000.
      { pathname: '/de/overview', medianMs: 2000, samples: 3 },
      { pathname: '/de/redis', medianMs: 4000, samples: 1 },
    ],
  };
  return { batches, expected, since: now - 7 * day, until: now + 1 };
}
