// @vitest-environment happy-dom
// @vitest-environment-options {"url": "https://docs.nubiva.example/de/service/domain?utm_source=test&gclid=abc"}
/**
 * What the privacy policy says about statistics with and without consent, each statement run
 * against the code that does it: the tracker as the site runs it (consent mode, its plugins),
 * the feedback box's vote without consent, and the server's page-view counts. The policy
 * renders the facts of platform.ts; the last block checks every locale's page renders them. What
 * the site itself keeps in local storage is checked the same way: every key its code writes is
 * one of siteStorage.ts, and every locale's page renders each of them.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { consentMode } from '../../packages/tracker/src/consent';
import { pageTracking } from '../../packages/tracker/src/plugins/page';
import { retryPlugin } from '../../packages/tracker/src/plugins/retry';
import { createTracker, type Tracker } from '../../packages/tracker/src/tracker';
import {
  PageViewCounter,
  pageViewKinds,
  pageViewTable,
} from '../../packages/server/src/page-views';
import { AgentFetchCounter, agentFetchTable } from '../../packages/server/src/agents/counter';
import { storedSearches, type StoredHit } from '../../packages/search/src/client/storedSearches';
import { reportFeedback } from '../src/components/PageFeedback/report';
import { writeVote } from '../src/components/PageFeedback/votes';
import { writeConsent } from '../src/utils/consent';
import { platform } from '../src/data/platform';
import { siteStorage } from '../src/data/siteStorage';
import { storedSearches as storedSearchFacts } from '../src/data/storedSearches';
import { loadPages } from './content/pages';

const { tracker: facts, serverCounts, agentCounts, feedbackWithoutConsent } = platform.privacy;

let trackers: Tracker[] = [];
let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  sessionStorage.clear();
  fetchMock = vi.fn(async () => new Response('{}', { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  for (const tracker of trackers) tracker.destroy();
  trackers = [];
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The tracker as the site starts it (src/clientModules/analytics.ts), with the reader's choice. */
function siteTracker(granted: boolean) {
  const tracker = createTracker();
  trackers.push(tracker);
  const consent = consentMode(tracker, { granted });
  tracker.init(
    consent.options({
      appId: facts.appId,
      endpoint: facts.endpoint,
      logLevel: 4,
      respectPrivacySignals: true,
      plugins: [pageTracking(), retryPlugin()],
    }),
  );
  return { tracker, consent };
}

const storedKeys = () => [
  // happy-dom may list a removed cookie, empty, until its clock passes: a browser drops it.
  ...document.cookie
    .split('; ')
    .filter((cookie) => cookie.startsWith(facts.keyPrefix) && !cookie.endsWith('=')),
  ...Object.keys(localStorage).filter((key) => key.startsWith(facts.keyPrefix)),
  ...Object.keys(sessionStorage).filter((key) => key.startsWith(facts.keyPrefix)),
];

describe('without consent (the default)', () => {
  it('the tracker reads nothing from the device for statistics, stores nothing and sends nothing', async () => {
    const reads = [
      vi.spyOn(navigator, 'userAgent', 'get'),
      vi.spyOn(navigator, 'language', 'get'),
      vi.spyOn(screen, 'width', 'get'),
      vi.spyOn(screen, 'height', 'get'),
      vi.spyOn(Date.prototype, 'getTimezoneOffset'),
    ];
    const { tracker } = siteTracker(false);
    tracker.report('search', { query: 'domain', hits: 3 });
    dispatchEvent(new Event('pagehide'));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(storedKeys()).toEqual([]);
    for (const read of reads) expect(read).not.toHaveBeenCalled();
  });

  it('a vote is one request with the event alone: no device field, the same constant ids for everyone, no cookie', async () => {
    reportFeedback({ vote: 'yes', locale: 'de' });
    await vi.dynamicImportSettled();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(facts.endpoint);
    expect(init.credentials).toBe('omit');
    const body = JSON.parse(init.body as string) as Record<string, unknown> & {
      events: Record<string, unknown>[];
    };
    expect(Object.keys(body).sort()).toEqual([...feedbackWithoutConsent.batchFields].sort());
    expect(Object.keys(body.events[0]!).sort()).toEqual(
      [...feedbackWithoutConsent.eventFields].sort(),
    );
    expect(body).toMatchObject({
      deviceId: feedbackWithoutConsent.constantId,
      sessionId: feedbackWithoutConsent.constantId,
    });
    // The page's address without its query (the campaign and click id stay out).
    expect(body.events[0]).toMatchObject({
      event: 'feedback',
      pathname: '/de/service/domain',
      url: 'https://docs.nubiva.example/de/service/domain',
      params: { vote: 'yes', locale: 'de' },
    });
  });

  it('a vote is also sent under a privacy signal, as the one exception, without any identifier', async () => {
    vi.spyOn(navigator, 'doNotTrack', 'get').mockReturnValue('1');
    localStorage.setItem(siteStorage.consentKey, 'granted');
    reportFeedback({ vote: 'no', locale: 'de' });
    await vi.dynamicImportSettled();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(init.credentials).toBe('omit');
    expect(JSON.parse(init.body as string)).toMatchObject({
      deviceId: feedbackWithoutConsent.constantId,
      sessionId: feedbackWithoutConsent.constantId,
    });
  });

  it(`${facts.readOnly.key} is not read; only consent given later on the page reads it`, async () => {
    localStorage.setItem(facts.readOnly.key, 'blog-label');
    const reads = vi.spyOn(Storage.prototype, 'getItem');
    const { tracker, consent } = siteTracker(false);
    tracker.report('search', { query: 'domain', hits: 3 });
    await vi.advanceTimersByTimeAsync(1000);
    expect(reads.mock.calls.filter(([key]) => key === facts.readOnly.key)).toEqual([]);
    consent.set(true);
    await vi.advanceTimersByTimeAsync(100);
    const batch = JSON.parse((fetchMock.mock.calls[0]![1] as RequestInit).body as string);
    expect(batch[facts.readOnly.field]).toBe('blog-label');
  });

  it('the server counts delivered pages in the documented columns only: no address, user agent, query or cookie', async () => {
    expect([...pageViewTable.keys, pageViewTable.value]).toEqual(serverCounts.columns);
    expect(pageViewKinds).toEqual(serverCounts.kinds);
    const dir = mkdtempSync(path.join(tmpdir(), 'nubiva-privacy-'));
    try {
      const counter = new PageViewCounter(path.join(dir, 'page-views.sqlite'), 60_000);
      const request = {
        method: 'GET',
        socket: { remoteAddress: '203.0.113.7' },
        headers: {
          'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36',
          referer: 'https://news.example.org/post?id=42',
          cookie: 'nubiva_did_1=abc',
          'x-forwarded-for': '203.0.113.7',
        },
      } as unknown as IncomingMessage;
      counter.count(request, '/de/service/domain', 'page');
      await counter.close();
      const db = new Database(counter.file, { readonly: true });
      const rows = db.prepare('SELECT * FROM page_views').all() as Record<string, unknown>[];
      db.close();
      expect(rows).toHaveLength(1);
      expect(Object.keys(rows[0]!)).toEqual(serverCounts.columns);
      expect(rows[0]).toMatchObject({
        path: '/de/service/domain',
        referrer_host: 'news.example.org',
      });
      const stored = JSON.stringify(rows);
      for (const secret of ['203.0.113.7', 'Chrome', 'id=42', 'abc'])
        expect(stored).not.toContain(secret);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('reads by AI tools (Markdown twins, llms.txt, MCP), for every reader', () => {
  it('are counted in the documented columns only: a known crawler by name, any other program as other, no address or user-agent string', async () => {
    expect([...agentFetchTable.keys, agentFetchTable.value]).toEqual(agentCounts.columns);
    const dir = mkdtempSync(path.join(tmpdir(), 'nubiva-privacy-'));
    try {
      const counter = new AgentFetchCounter(path.join(dir, 'agent-fetches.sqlite'), 60_000);
      const chrome = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36';
      counter.count('/de/service/domain.md', chrome, 'file');
      counter.count('/de/llms.txt', 'Mozilla/5.0 (compatible; GPTBot/1.2)', 'file');
      await counter.close();
      const db = new Database(counter.file, { readonly: true });
      const rows = db.prepare('SELECT * FROM agent_fetches ORDER BY path').all() as Record<
        string,
        unknown
      >[];
      db.close();
      expect(rows.map((row) => Object.keys(row))).toEqual([
        agentCounts.columns,
        agentCounts.columns,
      ]);
      expect(rows.map((row) => row.family)).toEqual(['GPTBot', 'other']);
      expect(JSON.stringify(rows)).not.toContain('Chrome');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('with consent', () => {
  it('the tracker starts then: the page you are on is entered, nothing from before consent goes out; the browser and device fields are sent and its ids stored', async () => {
    const { tracker, consent } = siteTracker(false);
    tracker.report('search', { query: 'domain', hits: 3 });
    consent.set(true);
    await vi.advanceTimersByTimeAsync(100);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const batch = JSON.parse((fetchMock.mock.calls[0]![1] as RequestInit).body as string);
    expect(batch.events.map((event: { event: string }) => event.event)).toEqual(['page_enter']);
    expect(batch).toMatchObject({ screenWidth: screen.width, userAgent: navigator.userAgent });
    expect(storedKeys().length).toBeGreaterThan(0);
  });

  it(`${facts.readOnly.key} is read, never written, and sent as ${facts.readOnly.field} when the address has none`, async () => {
    localStorage.setItem(facts.readOnly.key, 'blog-label');
    siteTracker(true);
    await vi.advanceTimersByTimeAsync(100);
    const batch = JSON.parse((fetchMock.mock.calls[0]![1] as RequestInit).body as string);
    expect(batch[facts.readOnly.field]).toBe('blog-label');
    expect(localStorage.getItem(facts.readOnly.key)).toBe('blog-label');
  });

  it('withdrawing drops the waiting events, stops the sending and deletes every stored key at once; the page still shows the device id sent', async () => {
    const { tracker, consent } = siteTracker(true);
    await vi.advanceTimersByTimeAsync(100);
    expect(storedKeys().length).toBeGreaterThan(0);
    const { deviceId } = JSON.parse((fetchMock.mock.calls[0]![1] as RequestInit).body as string);
    expect(consent.deviceId).toBe(deviceId);
    const sent = fetchMock.mock.calls.length;
    tracker.report('search', { query: 'domain', hits: 2 });
    consent.set(false);
    expect(storedKeys()).toEqual([]);
    expect(consent.deviceId).toBe(deviceId);
    tracker.report('search', { query: 'domain', hits: 3 });
    dispatchEvent(new Event('pagehide'));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetchMock.mock.calls.length).toBe(sent);
    expect(storedKeys()).toEqual([]);
  });
});

/**
 * The entries the privacy policy names, as each page writes them (`site` is siteStorage), with
 * the key or key prefix each renders.
 */
const namedEntries: Record<string, string> = {
  'site.consentKey': siteStorage.consentKey,
  'site.feedbackVotesKey': siteStorage.feedbackVotesKey,
  'storedSearches.recentKey': storedSearchFacts.recentKey,
  'storedSearches.favoritesKey': storedSearchFacts.favoritesKey,
  'site.themeKeyPrefix': siteStorage.themeKeyPrefix,
  'site.announcementKey': siteStorage.announcementKey,
};
/** How many recent searches and favourites are kept, rendered next to their keys. */
const namedCounts = [
  'storedSearches.recent',
  'storedSearches.recentWithFavorites',
  'storedSearches.favorites',
];

describe('what the site itself keeps in local storage', () => {
  it('every key the code writes, used as a reader would, is one the privacy policy names', () => {
    const hit = (objectID: string): StoredHit => ({
      objectID,
      url: `https://docs.nubiva.example/de/${objectID}`,
      type: 'content',
      content: 'Ein Absatz',
      hierarchy: { lvl0: 'Dokumentation', lvl1: objectID },
    });
    writeConsent('denied');
    writeVote('/de/service/domain', 'yes');
    const store = storedSearches(siteStorage.searchIndexName);
    store.add(hit('service/domain'));
    store.add(hit('limit'));
    store.favorite(hit('limit'));
    const named = Object.values(namedEntries);
    const unnamed = [...Object.keys(localStorage), ...Object.keys(sessionStorage)].filter(
      (key) => !named.includes(key),
    );
    expect(unnamed).toEqual([]);
    expect(Object.keys(localStorage).sort()).toEqual(
      [
        siteStorage.consentKey,
        siteStorage.feedbackVotesKey,
        storedSearchFacts.recentKey,
        storedSearchFacts.favoritesKey,
      ].sort(),
    );
    // The hits chosen, not what was typed: title, headings, address and a passage.
    expect(JSON.parse(localStorage.getItem(storedSearchFacts.favoritesKey)!)).toEqual([
      hit('limit'),
    ]);
  });
});

describe.each(
  loadPages()
    .filter((page) => page.id === 'privacy')
    .map((page) => [page.locale, page] as const),
)('the %s privacy policy', (_locale, page) => {
  it('renders the server counts and the vote without consent from the facts module', () => {
    expect(page.source).toContain('privacy.serverCounts.columns');
    expect(page.source).toContain('privacy.agentCounts.columns');
    expect(page.source).toContain('privacy.feedbackWithoutConsent');
    expect(page.source).toContain('TDDDG');
  });

  it('names every entry the site keeps in local storage, and how many searches it keeps, from siteStorage', () => {
    for (const expression of Object.keys(namedEntries))
      expect(page.source, expression).toContain(`<code>{${expression}}</code>`);
    for (const expression of namedCounts)
      expect(page.source, expression).toContain(`<Fact value={${expression}} />`);
  });
});
