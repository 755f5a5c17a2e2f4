// Docs insights: 100,000 generated events in a real SQLite file and a real
// ClickHouse, each section held to an independent computation over the same
// events (insights-reference.ts) and the two stores to each other; the
// filters, the stats command, the schema migrations; the dashboard over real HTTP.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Batch } from '../../src/collect/batch.js';
import { chartLibraryFile, type InsightsOptions } from '../../src/insights/dashboard.js';
import { startServer, type RunningServer } from '../../src/server.js';
import { ClickHouseClient } from '../../src/storage/clickhouse-client.js';
import { ClickHouseStore, toJsonLine } from '../../src/storage/clickhouse.js';
import { toRows } from '../../src/storage/rows.js';
import { SqliteSink } from '../../src/storage/sqlite.js';
import type { StatsFilter } from '../../src/stats/aggregates.js';
import { summarize } from '../../src/stats/summary.js';
import { startClickHouse, type LocalClickHouse } from '../clickhouse-server.js';
import { insightBatches, mainSiteHost } from '../insights-dataset.mjs';
import { comparable, reference } from '../insights-reference.js';
import { makeBatch, makeEvent, tempDir } from '../helpers.js';
import { TrustedProxies } from '../../src/proxies.js';
import { PageViewCounter, pageViewFileSource } from '../../src/page-views.js';

const day = 86_400_000;
const now = Date.UTC(2026, 2, 1);
// The data set spans the 28 days before `now`; the range cuts a week off each end.
const since = now - 21 * day;
const until = now - 7 * day;
const statsCli = fileURLToPath(new URL('../../dist/stats-cli.js', import.meta.url));

const batches: Batch[] = [...insightBatches({ events: 100_000, seed: 7, now })];
const temp = tempDir('nubiva-insights-');
const sqliteFile = path.join(temp.dir, 'events.sqlite');
let sqlite: SqliteSink;
let clickhouse: LocalClickHouse;
let store: ClickHouseStore;

beforeAll(async () => {
  clickhouse = await startClickHouse();
  store = new ClickHouseStore({
    url: clickhouse.url,
    database: `nubiva_insights_${process.pid}`,
    table: 'events',
    createTables: true,
    timeoutMs: 60_000,
  });
  sqlite = new SqliteSink(sqliteFile, 'normal');
  // Large groups through each store's own write path: the SQLite writer thread, the forwarder's insert.
  let rows: ReturnType<typeof toRows> = [];
  const flush = async () => {
    await Promise.all([
      sqlite.store(rows),
      store.insert(
        rows.map((row) => row.eventId),
        rows.map(toJsonLine),
        { filter: false },
      ),
    ]);
    rows = [];
  };
  for (const batch of batches) {
    rows.push(...toRows(batch, now));
    if (rows.length >= 25_000) await flush();
  }
  await flush();
}, 180_000);

afterAll(async () => {
  await sqlite?.close();
  await store?.close();
  await clickhouse?.stop();
  temp.remove();
});

describe('docs insights over 100,000 generated events', () => {
  it('has the mix the sections need', () => {
    const events = batches.flatMap((batch) => batch.events);
    expect(events.length).toBeGreaterThanOrEqual(100_000);
    const count = (test: (e: (typeof events)[number], b: Batch) => boolean) =>
      batches.reduce((n, b) => n + b.events.filter((e) => test(e, b)).length, 0);
    const params = (e: (typeof events)[number]) => e.params as Record<string, unknown>;
    expect(count((_, b) => (b.custom as { consent?: string }).consent === 'none')).toBeGreaterThan(
      10_000,
    );
    expect(
      count((_, b) => (b.custom as { consent?: string }).consent === undefined),
    ).toBeGreaterThan(5_000);
    expect(count((e) => e.event === 'search' && params(e).hits === 0)).toBeGreaterThan(1_000);
    expect(count((e) => e.event === 'search_open')).toBeGreaterThan(1_000);
    expect(count((e) => e.event === 'feedback' && 'previousVote' in params(e))).toBeGreaterThan(
      500,
    );
    expect(count((e) => e.event === 'feedback' && Boolean(params(e).comment))).toBeGreaterThan(200);
    expect(count((e) => e.event === 'not_found' && params(e).referrer !== '')).toBeGreaterThan(200);
    expect(
      count((e) => e.event === 'outbound_click' && !('placement' in params(e))),
    ).toBeGreaterThan(100);
  });

  const filters: [string, StatsFilter][] = [
    ['no filter', {}],
    ['locale de', { locale: 'de' }],
    ['path /de/service', { pathPrefix: '/de/service' }],
    ['locale ja and path /ja/examples', { locale: 'ja', pathPrefix: '/ja/examples' }],
    ['locale en', { locale: 'en' }],
  ];

  for (const [name, filter] of filters) {
    it(`SQLite and ClickHouse equal the independent computation (${name})`, async () => {
      const expected = reference(batches, { since, until, ...filter, mainSiteHost });
      const [fromSqlite, fromClickHouse] = await Promise.all([
        sqlite.aggregate(since, until, { ...filter, mainSiteHost }),
        store.aggregate(since, until, { ...filter, mainSiteHost }),
      ]);
      // Section by section, so a failure names it.
      for (const key of Object.keys(expected) as (keyof typeof expected)[]) {
        expect(comparable(fromSqlite)[key], `SQLite ${key}`).toEqual(expected[key]);
        expect(comparable(fromClickHouse)[key], `ClickHouse ${key}`).toEqual(expected[key]);
      }
      expect(expected.events).toBeGreaterThan(0);
      if (name === 'no filter') {
        // The data set exercises every list.
        for (const list of [
          'topSearches',
          'zeroResultQueries',
          'unopenedSearches',
          'helpfulness',
          'missingPages',
          'mainSiteClicks',
        ] as const) {
          expect(expected[list].length, list).toBeGreaterThan(0);
        }
        expect(expected.helpfulness.some((page) => page.comments.length === 5)).toBe(true);
        expect(expected.anonymousPageLoads).toBeGreaterThan(1000);
        expect(expected.clicksByPlacement.map((row) => row.placement)).toContain('other');
      }
    }, 60_000);
  }

  it('npm run stats applies --locale and --path, in English and German, text, JSON and HTML', () => {
    const run = (...args: string[]) =>
      spawnSync(process.execPath, [statsCli, '--since', new Date(since).toISOString(), ...args], {
        env: {
          ...process.env,
          EVENTS_STORE: 'sqlite',
          EVENTS_SQLITE_FILE: sqliteFile,
          AGENT_STATS_FILE: path.join(temp.dir, 'agents.sqlite'),
          MAIN_SITE_URL: `https://${mainSiteHost}/`,
        },
        encoding: 'utf8',
      });
    const json = run('--locale', 'de', '--path', '/de/service', '--json');
    expect(json.stderr).toBe('');
    const printed = JSON.parse(json.stdout);
    // The command's own `until` is its start time: events after `until` here are none anyway
    // (the data ends at `now`, weeks ago), so the reference uses the same open end.
    const expected = reference(batches, {
      since: Date.parse(new Date(since).toISOString()),
      until: printed.until,
      locale: 'de',
      pathPrefix: '/de/service',
      mainSiteHost,
    });
    expect(printed.filter).toEqual({ locale: 'de', pathPrefix: '/de/service' });
    expect(printed.topSearches).toEqual(expected.topSearches);
    expect(printed.helpfulness).toEqual(expected.helpfulness);
    expect(printed.mainSiteClicks).toEqual(expected.mainSiteClicks);
    expect(printed.visitors).toBe(expected.visitors);
    expect(printed.anonymousPageLoads).toBe(expected.anonymousPageLoads);

    const german = run('--lang', 'de', '--locale', 'de', '--html', path.join(temp.dir, 'de.html'));
    expect(german.status).toBe(0);
    for (const title of [
      'Häufigste Suchen',
      'Suchen ohne Treffer',
      'Suchen ohne geöffneten Treffer',
      'Seiten nach Hilfreichkeit',
      'Fehlende Seiten und ihre Verweise',
      'Ausgehende Klicks zur Hauptseite nach Platzierung',
      'Filter: Sprache de',
    ]) {
      expect(german.stdout).toContain(title);
    }
    // Numbers as each language writes them: 12.345 in German, 12,345 in English.
    expect(german.stdout).toMatch(
      /anonyme Seitenladevorgänge\s+\d{1,3}(\.\d{3})*\s+\(ohne Einwilligung\)/,
    );
    const html = readFileSync(path.join(temp.dir, 'de.html'), 'utf8');
    expect(html).toContain('<html lang="de">');
    expect(html).toContain('<h2 id="missing-pages">Fehlende Seiten und ihre Verweise</h2>');
    expect(html).not.toMatch(/<script|<link|src=/);

    const english = run('--locale', 'en');
    expect(english.stdout).toContain('Top searches');
    expect(english.stdout).toContain('Outbound clicks to the main site by placement');
    expect(english.stdout).toMatch(/visitors\s+\d{1,3}(,\d{3})*\s+\(device ids, with consent\)/);
    expect(run('--locale', 'fr').stderr).toMatch(/--locale "fr"/);
    expect(run('--path', 'de').stderr).toMatch(/--path "de"/);
    expect(run('--lang', 'fr').stderr).toMatch(/--lang "fr"/);
  }, 60_000);
});

describe('schema migration', () => {
  const oldSchema = `CREATE TABLE events (event_id TEXT NOT NULL, event TEXT NOT NULL, ts INTEGER NOT NULL,
    received_at INTEGER NOT NULL, params TEXT NOT NULL, url TEXT NOT NULL, prev_url TEXT NOT NULL,
    hostname TEXT NOT NULL, pathname TEXT NOT NULL, search TEXT NOT NULL, workspace TEXT NOT NULL,
    page_type TEXT NOT NULL, app_id TEXT NOT NULL, device_id TEXT NOT NULL, session_id TEXT NOT NULL,
    window_id TEXT NOT NULL, referrer TEXT NOT NULL, session_referrer TEXT NOT NULL,
    utm_source TEXT NOT NULL, utm_medium TEXT NOT NULL, utm_campaign TEXT NOT NULL,
    lc_t TEXT NOT NULL, context TEXT NOT NULL)`;
  const oldColumns = `event_id String, event String, ts UInt64, received_at UInt64, event_date Date,
    params String, url String, prev_url String, hostname String, pathname String, search String,
    workspace String, page_type String, app_id String, device_id String, session_id String,
    window_id String, referrer String, session_referrer String, utm_source String,
    utm_medium String, utm_campaign String, lc_t String, context String`;
  // A batch without consent mark, one without consent, a search without locale on a Korean page.
  const old = [
    makeBatch({
      deviceId: 'old-a',
      events: [makeEvent({ ts: now - day, pathname: '/ko/service' })],
    }),
    makeBatch({
      deviceId: 'old-b',
      sessionId: 'old-b-s',
      custom: { consent: 'none' },
      events: [
        makeEvent({
          ts: now - day,
          event: 'search',
          pathname: '/ko/service',
          params: { query: 'x', hits: 0 },
        }),
      ],
    }),
  ] as Batch[];
  const rows = old.flatMap((batch) => toRows(batch, now));

  it('SQLite: a file from before gets consent and locale, filled from the stored JSON', async () => {
    const dir = tempDir();
    const file = path.join(dir.dir, 'old.sqlite');
    const db = new Database(file);
    db.exec(oldSchema);
    const insert = db.prepare(
      `INSERT INTO events VALUES (${Array.from({ length: 23 }, () => '?').join(', ')})`,
    );
    for (const row of rows) {
      const values = Object.values(row).slice(0, 23);
      insert.run(values);
    }
    db.close();
    const sink = new SqliteSink(file);
    const aggregates = await sink.aggregate(now - 7 * day, now);
    await sink.close();
    expect(aggregates).toMatchObject({ events: 2, visitors: 1, anonymousPageLoads: 1 });
    expect(aggregates.zeroResultQueries).toEqual([
      { query: 'x', locale: 'ko', searches: 1, lastTs: now - day },
    ]);
    const check = new Database(file, { readonly: true });
    expect(check.prepare('SELECT consent, locale FROM events ORDER BY device_id').all()).toEqual([
      { consent: '', locale: 'ko' },
      { consent: 'none', locale: 'ko' },
    ]);
    check.close();
    dir.remove();
  });

  it('ClickHouse: a table from before gets the columns, computed from the stored JSON', async () => {
    const database = `nubiva_old_${process.pid}`;
    const client = new ClickHouseClient({ url: clickhouse.url });
    await client.exec(`CREATE DATABASE ${database}`);
    await client.exec(
      `CREATE TABLE ${database}.events (${oldColumns}) ENGINE = ReplacingMergeTree()
       PARTITION BY toYYYYMM(event_date) ORDER BY event_id`,
    );
    await client.insertJsonLines(`${database}.events`, rows.map(toJsonLine).join('\n'));
    const old = new ClickHouseStore({
      url: clickhouse.url,
      database,
      table: 'events',
      createTables: true,
    });
    await old.ensureTables();
    const aggregates = await old.aggregate(now - 7 * day, now);
    expect(aggregates).toMatchObject({ events: 2, visitors: 1, anonymousPageLoads: 1 });
    expect(aggregates.zeroResultQueries).toEqual([
      { query: 'x', locale: 'ko', searches: 1, lastTs: now - day },
    ]);
    await old.close();
    await client.close();
  });
});

describe('dashboard /_insights/', () => {
  const token = 'test-token-0123456789abcdef';
  const site = tempDir('nubiva-insights-site-');
  writeFileSync(path.join(site.dir, '404.html'), '<!doctype html><title>404</title><p>Nicht da');
  let withToken: RunningServer;
  let withoutToken: RunningServer;
  const insights = (): InsightsOptions => ({
    token,
    sink: sqlite,
    mainSiteHost,
    trustedProxies: new TrustedProxies(['127.0.0.1', '::1']),
  });

  beforeAll(async () => {
    withToken = await startServer({
      root: site.dir,
      localePrefixes: [],
      port: 0,
      insights: insights(),
    });
    withoutToken = await startServer({ root: site.dir, localePrefixes: [], port: 0 });
  });
  afterAll(async () => {
    await withToken?.close();
    await withoutToken?.close();
    site.remove();
  });

  const get = (server: RunningServer, url: string, headers: Record<string, string> = {}) =>
    fetch(`${server.url}${url}`, { headers, redirect: 'manual' });
  const query = `since=${new Date(since).toISOString().slice(0, 10)}`;

  it('is a missing page like any other without INSIGHTS_TOKEN', async () => {
    const missing = await get(withoutToken, '/no-such-page/');
    for (const url of ['/_insights/', '/_insights/data.json', '/_insights/chart.umd.min.js']) {
      const response = await get(withoutToken, `${url}?token=${token}`, {
        Authorization: `Bearer ${token}`,
      });
      expect(response.status).toBe(404);
      expect(await response.text()).toBe(await (await get(withoutToken, '/no-such-page/')).text());
      expect(response.headers.get('content-type')).toBe(missing.headers.get('content-type'));
    }
  });

  it('answers 401 without the right token, with no-store and no hint of the data', async () => {
    for (const headers of [
      {} as Record<string, string>,
      { Authorization: 'Bearer wrong-token-0123456789abcdef' },
      { Authorization: `Basic ${Buffer.from(`x:${token}`).toString('base64')}` },
      { Cookie: 'nubiva_insights=forged' },
    ]) {
      const response = await get(withToken, '/_insights/', headers);
      expect(response.status).toBe(401);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('www-authenticate')).toMatch(/^Bearer/);
      expect(await response.text()).not.toMatch(/Häufigste|Top searches/);
    }
    // A link from another site arrives without the Strict cookie: the 401 page reloads once
    // (a same-site navigation, which carries it); otherwise it does not.
    // (fetch() may not send Sec-Fetch-* headers: node:http does, as a browser would.)
    const crossSite = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      http
        .get(
          `${withToken.url}/_insights/`,
          { headers: { 'Sec-Fetch-Site': 'cross-site', 'Sec-Fetch-Mode': 'navigate' } },
          (response) => {
            let body = '';
            response.on('data', (chunk: Buffer) => (body += chunk.toString()));
            response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
          },
        )
        .on('error', reject);
    });
    expect(crossSite.status).toBe(401);
    expect(crossSite.body).toContain('<meta http-equiv="refresh" content="0">');
    expect(await (await get(withToken, '/_insights/')).text()).not.toContain(
      'http-equiv="refresh"',
    );
    const wrongQuery = await get(withToken, `/_insights/?token=${token}x`);
    expect(wrongQuery.status).toBe(401);
    expect(wrongQuery.headers.get('set-cookie')).toBeNull();
    expect((await get(withToken, '/_insights/data.json')).status).toBe(401);
  });

  it('serves the page with the Bearer token: German or English, no-store, its own CSP', async () => {
    const german = await get(withToken, `/_insights/?${query}`, {
      Authorization: `Bearer ${token}`,
      'Accept-Language': 'de-DE,de;q=0.9,en;q=0.8',
    });
    expect(german.status).toBe(200);
    expect(german.headers.get('cache-control')).toBe('no-store');
    const csp = german.headers.get('content-security-policy')!;
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    const html = await german.text();
    expect(html).toContain('<html lang="de">');
    for (const title of [
      'Häufigste Suchen',
      'Suchen ohne Treffer',
      'Suchen ohne geöffneten Treffer',
      'Seiten nach Hilfreichkeit',
      'Fehlende Seiten und ihre Verweise',
      'Ausgehende Klicks zur Hauptseite nach Platzierung',
    ]) {
      expect(html).toContain(title);
    }
    // Scripts are files of this route; the chart data is a JSON block, not a script.
    const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((match) => match[1]!);
    expect(scripts.filter((attributes) => !/type="application\/json"/.test(attributes))).toEqual([
      ' src="/_insights/chart.umd.min.js" defer',
      ' src="/_insights/app.js" defer',
    ]);
    expect(html).not.toMatch(/(src|href)="(https?:)?\/\//);
    expect(html).toContain('hreflang="en"');

    const english = await get(withToken, `/_insights/?${query}`, {
      Authorization: `Bearer ${token}`,
      'Accept-Language': 'en-US,en;q=0.9',
    });
    const englishHtml = await english.text();
    expect(englishHtml).toContain('<html lang="en">');
    expect(englishHtml).toContain('Searches with no hit opened');
    const switched = await get(withToken, `/_insights/?${query}&lang=de`, {
      Authorization: `Bearer ${token}`,
      'Accept-Language': 'en',
    });
    expect(await switched.text()).toContain('Fehlende Seiten und ihre Verweise');
  }, 30_000);

  it('takes ?token= once: cookie, redirect to the clean URL, then the page and data.json', async () => {
    const first = await get(withToken, `/_insights/?${query}&token=${token}&lang=de`);
    expect(first.status).toBe(303);
    expect(first.headers.get('location')).toBe(`/_insights/?${query}&lang=de`);
    expect(first.headers.get('cache-control')).toBe('no-store');
    const cookie = first.headers.get('set-cookie')!;
    expect(cookie).toMatch(
      /^nubiva_insights=[^;]+; Path=\/_insights\/; Max-Age=\d+; HttpOnly; SameSite=Strict$/,
    );
    expect(cookie).not.toContain(token);
    const pair = cookie.split(';')[0]!;

    const page = await get(withToken, first.headers.get('location')!, { Cookie: pair });
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(await page.text()).toContain('Seiten nach Hilfreichkeit');

    // Behind TLS (a trusted proxy saying so, TRUSTED_PROXIES): the cookie is Secure.
    const secure = await get(withToken, `/_insights/?token=${token}`, {
      'X-Forwarded-Proto': 'https',
    });
    expect(secure.headers.get('set-cookie')).toMatch(/; Secure$/);

    // data.json: the same numbers as the store, with the filters as query parameters.
    const data = await get(withToken, `/_insights/data.json?${query}&locale=de&path=/de/service`, {
      Cookie: pair,
    });
    expect(data.status).toBe(200);
    expect(data.headers.get('cache-control')).toBe('no-store');
    const summary = await data.json();
    const expected = reference(batches, {
      since: Date.parse(new Date(since).toISOString().slice(0, 10)),
      until: summary.until,
      locale: 'de',
      pathPrefix: '/de/service',
      mainSiteHost,
    });
    expect(summary.filter).toEqual({ locale: 'de', pathPrefix: '/de/service' });
    expect(summary.zeroResultQueries).toEqual(expected.zeroResultQueries);
    expect(summary.missingPages).toEqual(expected.missingPages);
    expect(summary.visitors).toBe(expected.visitors);
    expect(
      summarize(
        await sqlite.aggregate(summary.since, summary.until, {
          locale: 'de',
          pathPrefix: '/de/service',
          mainSiteHost,
        }),
        summary.since,
        summary.until,
        { locale: 'de', pathPrefix: '/de/service' },
      ),
    ).toEqual(summary);
    expect((await get(withToken, '/_insights/data.json?locale=xx', { Cookie: pair })).status).toBe(
      400,
    );
  }, 30_000);

  it("shows the server's page views beside the consenting readers' events, from SQLite and from ClickHouse", async () => {
    const views = (counter: PageViewCounter) => {
      const reader = {
        method: 'GET',
        headers: { 'user-agent': 'Mozilla/5.0 Chrome/140.0', referer: 'https://news.example/' },
      } as never;
      for (let i = 0; i < 3; i += 1) counter.count(reader, '/de/redis', 'page', since + day);
    };
    const file = new PageViewCounter(path.join(site.dir, 'page-views.sqlite'), 60_000);
    views(file);
    await file.close();
    const clickhouseViews = new PageViewCounter(
      path.join(site.dir, 'outbox.sqlite'),
      60_000,
      store,
    );
    views(clickhouseViews);
    await clickhouseViews.close();
    for (const [name, source] of [
      ['SQLite', pageViewFileSource(path.join(site.dir, 'page-views.sqlite'))],
      ['ClickHouse', store],
    ] as const) {
      const server = await startServer({
        root: site.dir,
        localePrefixes: [],
        port: 0,
        insights: { ...insights(), sink: name === 'SQLite' ? sqlite : store, pageViews: source },
      });
      try {
        const html = await (
          await get(server, `/_insights/?${query}&lang=en`, { Authorization: `Bearer ${token}` })
        ).text();
        expect(html, name).toMatch(/data-source="server".*<strong data-count="views">3<\/strong>/s);
        expect(html, name).toContain('news.example');
        // The tracker's part follows, labelled as the consenting readers' events.
        expect(html, name).toContain('events of readers who consented to statistics (tracker)');
        expect(html.indexOf('data-source="server"'), name).toBeLessThan(
          html.indexOf('Top searches'),
        );
      } finally {
        await server.close();
      }
    }
  }, 60_000);

  it('serves the chart library and its own script from this server', async () => {
    const library = await get(withToken, '/_insights/chart.umd.min.js');
    expect(library.status).toBe(200);
    expect(library.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(Buffer.from(await library.arrayBuffer())).toEqual(readFileSync(chartLibraryFile()));
    const gzipped = await fetch(`${withToken.url}/_insights/chart.umd.min.js`, {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect((await gzipped.text()).slice(0, 200)).toContain('Chart.js v4');
    const app = await get(withToken, '/_insights/app.js');
    expect(await app.text()).toContain("getElementById('insights-data')");
    expect((await get(withToken, '/_insights/app.css')).status).toBe(200);
    expect((await get(withToken, '/_insights/other')).status).toBe(404);
  });
});
