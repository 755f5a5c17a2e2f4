import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, onTestFinished } from 'vitest';
import type { Batch } from '../../src/collect/batch.js';
import { PageViewCounter } from '../../src/page-views.js';
import { toRows } from '../../src/storage/rows.js';
import { SqliteSink } from '../../src/storage/sqlite.js';
import { formatText } from '../../src/stats/format-text.js';
import { htmlReport } from '../../src/stats/html-report.js';
import { parseSince } from '../../src/stats/since.js';
import { lcTSource, summarize } from '../../src/stats/summary.js';
import { sampleBatches } from '../dataset.js';
import { tempDir } from '../helpers.js';

const statsCli = fileURLToPath(new URL('../../dist/stats-cli.js', import.meta.url));

/** Aggregates with nothing counted, for the tests that set a few. */
const emptyAggregates: Parameters<typeof summarize>[0] = {
  events: 0,
  pageViews: 0,
  visitors: 0,
  sessions: 0,
  daily: [],
  topPages: [],
  sessionReferrers: [],
  utm: [],
  lcT: [],
  pageStay: [],
  hostnames: [],
  anonymousPageLoads: 0,
  searches: 0,
  zeroResultSearches: 0,
  feedbackEvents: 0,
  topSearches: [],
  zeroResultQueries: [],
  unopenedSearches: [],
  helpfulness: [],
  missingPages: [],
  mainSiteClicks: [],
  clicksByPlacement: [],
};

describe('stats', () => {
  it('parses --since as a duration or a date', () => {
    const now = Date.UTC(2026, 0, 10);
    expect(parseSince('7d', now)).toBe(now - 7 * 86_400_000);
    expect(parseSince('24h', now)).toBe(now - 86_400_000);
    expect(parseSince('30m', now)).toBe(now - 1_800_000);
    expect(parseSince('2w', now)).toBe(now - 14 * 86_400_000);
    expect(parseSince('2026-01-01', now)).toBe(Date.UTC(2026, 0, 1));
    expect(() => parseSince('last week', now)).toThrow(/--since/);
  });

  it('maps lc_t sources as the requirements say (campaign-params)', () => {
    expect(['d_a', 'm_a', 's_a', 'z_a', 'q_a', 'n_a', 'blog_a', 'x'].map(lcTSource)).toEqual([
      'devto',
      'medium',
      'substack',
      'zenn',
      'qiita',
      'note',
      'blog',
      'x',
    ]);
  });

  it('prints the numbers and writes a self-contained HTML report with charts', async () => {
    const temp = tempDir();
    onTestFinished(() => temp.remove());
    const file = path.join(temp.dir, 'events.sqlite');
    const sink = new SqliteSink(file);
    const { batches, expected } = sampleBatches();
    for (const batch of batches) await sink.store(toRows(batch as Batch, Date.now()));
    await sink.close();
    // Page views the server counted beside the events (without consent: no identifier).
    const served = new PageViewCounter(path.join(temp.dir, 'page-views.sqlite'), 60_000);
    const request = (referer: string) =>
      ({ method: 'GET', headers: { 'user-agent': 'Mozilla/5.0 Chrome/140.0', referer } }) as never;
    for (const referer of ['https://search.example/?q=x', '', 'https://search.example/']) {
      served.count(request(referer), '/de/overview', 'page');
    }
    served.count(request(''), '/de/fehlt', 'not_found');
    await served.close();

    const report = path.join(temp.dir, 'report.html');
    const result = spawnSync(process.execPath, [statsCli, '--since', '7d', '--html', report], {
      env: { ...process.env, EVENTS_SQLITE_FILE: file, EVENTS_STORE: 'sqlite' },
      encoding: 'utf8',
    });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    const text = result.stdout;
    // Both sources, each labelled: the server's counts first, then the consenting readers' events.
    expect(text).toContain('Page views counted by the server');
    expect(text).toMatch(/pages delivered: 3\n\s+404 pages delivered: 1\n/);
    expect(text).toMatch(/search\.example\s+2/);
    expect(text).toContain('events of readers who consented to statistics (tracker)');
    expect(text).toMatch(new RegExp(`page views\\s+${expected.pageViews}\\b`));
    expect(text).toMatch(new RegExp(`visitors\\s+${expected.visitors}\\b`));
    expect(text).toMatch(new RegExp(`sessions\\s+${expected.sessions}\\b`));
    expect(text).toMatch(/\/de\/overview\s+4/);
    expect(text).toMatch(/news\.example\.org\s+2/);
    expect(text).toMatch(/newsletter \/ email \/ launch\s+1/);
    expect(text).toMatch(/devto\s+1/);
    expect(text).toMatch(/\/de\/overview\s+2\.0 s\s+3/);

    const html = readFileSync(report, 'utf8');
    expect(html).toContain('<svg');
    expect(html).toMatch(/data-source="server".*<strong data-count="views">3<\/strong>/s);
    expect(html).toContain('/de/overview');
    expect(html).not.toMatch(/<script|<link|src=|https?:\/\/(?!news)/);
  });

  it("writes numbers as the report's language does (German 12.345 and 1,5 s)", () => {
    const { since, until } = sampleBatches();
    const summary = summarize(
      {
        ...emptyAggregates,
        events: 12_345,
        pageViews: 2_500,
        topPages: [{ pathname: '/de/overview', views: 1_234 }],
        pageStay: [{ pathname: '/de/overview', medianMs: 1_500, samples: 1_002 }],
      },
      since,
      until,
    );
    const german = htmlReport(summary, '', 'de');
    expect(german).toContain('<div class="value">12.345</div>');
    expect(german).toContain('>1.234</text>');
    expect(german).toContain('1,5 s (n = 1.002)');
    expect(formatText(summary, 'de')).toMatch(/Seitenaufrufe\s+2\.500\b/);
    const english = htmlReport(summary, '', 'en');
    expect(english).toContain('<div class="value">12,345</div>');
    expect(english).toContain('1.5 s (n = 1,002)');
    expect(formatText(summary, 'en')).toMatch(/\/de\/overview\s+1\.5 s\s+1,002/);
  });

  it('escapes whatever the payload put into paths and referrers', () => {
    const { since, until } = sampleBatches();
    const html = htmlReport(
      summarize(
        {
          ...emptyAggregates,
          events: 1,
          pageViews: 1,
          visitors: 1,
          sessions: 1,
          daily: [
            { day: '2026-01-01', pageViews: 1, visitors: 1, searches: 1, zeroResultSearches: 1 },
          ],
          topPages: [{ pathname: '/<script>alert(1)</script>', views: 1 }],
          sessionReferrers: [{ referrer: '"><img src=x onerror=alert(1)>', sessions: 1 }],
          searches: 1,
          zeroResultSearches: 1,
          feedbackEvents: 1,
          topSearches: [{ query: '<script>q</script>', locale: 'de', searches: 1, zeroResults: 1 }],
          zeroResultQueries: [{ query: '<img src=x>', locale: 'de', searches: 1, lastTs: 0 }],
          helpfulness: [
            {
              pathname: '/<script>p</script>',
              yes: 0,
              no: 1,
              yesShare: 0,
              comments: [{ vote: 'no', comment: '<script>alert(1)</script>', ts: 0 }],
            },
          ],
          missingPages: [{ path: '/<script>', referrer: '"><img src=x>', count: 1 }],
          clicksByPlacement: [{ placement: '<script>', clicks: 1 }],
        },
        since,
        until,
      ),
    );
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
  });
});
