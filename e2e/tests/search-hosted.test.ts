/**
 * The hosted provider, through the same UI: the German variant build with
 * ALGOLIA_APP_ID, ALGOLIA_API_KEY and ALGOLIA_INDEX_NAME, and ALGOLIA_HOST
 * pointing at a local stub (scripts/build-variants.mjs, `german`) that answers the multi-query call
 * (`POST /1/indexes/*\/queries`) in the provider's documented response format
 * (results with hits, nbHits, queryID). The page head preconnects to it, the
 * request has the shape of docs/requirements.md#search-call with the reader's language and docs
 * tags, an answer later than the section-9 time-out shows the failure screen,
 * and the build holds the provider's client (and no index of its own).
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPage, waitForHydration } from '../src/browser.js';
import { hostedSearchStubPort } from '../../scripts/build-variants.mjs';
import { useVariant } from '../src/site.js';
import { HOSTED_CLIENT_MARKERS, markersIn } from '../src/buildMarkers.js';

interface StubRequest {
  url: string;
  body: { requests: Record<string, unknown>[] };
}
const received: StubRequest[] = [];

const hit = (n: number) => ({
  objectID: `stub-${n}`,
  url: `https://docs.nubiva.example/de/postgresql#stub-${n}`,
  type: 'lvl2',
  content: null,
  hierarchy: { lvl0: 'PostgreSQL', lvl1: 'PostgreSQL', lvl2: `Stubtreffer ${n}` },
  _highlightResult: {
    hierarchy: {
      lvl2: { value: `<mark>Stubtreffer</mark> ${n}`, matchLevel: 'full', matchedWords: ['x'] },
    },
  },
  _snippetResult: { hierarchy: { lvl2: { value: `<mark>Stubtreffer</mark> ${n}` } } },
});

/** The provider's multi-query endpoint, as documented: one result per request. */
const stub = http.createServer((request, response) => {
  const cors = { 'access-control-allow-origin': '*' };
  let raw = '';
  request.on('data', (chunk: Buffer) => (raw += chunk));
  request.on('end', () => {
    if (request.method !== 'POST' || !request.url?.startsWith('/1/indexes/*/queries')) {
      response.writeHead(404, cors).end();
      return;
    }
    const body = JSON.parse(raw) as StubRequest['body'];
    received.push({ url: request.url, body });
    const query = String(body.requests[0]?.query ?? '');
    const answer = () =>
      response.writeHead(200, { ...cors, 'content-type': 'application/json' }).end(
        JSON.stringify({
          results: body.requests.map((r) => {
            const hits = query === 'Stubtreffer' ? [hit(1), hit(2), hit(3)] : [];
            return {
              hits,
              nbHits: hits.length,
              page: 0,
              nbPages: 1,
              hitsPerPage: r.hitsPerPage,
              exhaustiveNbHits: true,
              query,
              params: '',
              index: r.indexName,
              processingTimeMS: 1,
              queryID: 'stub-query-id',
            };
          }),
        }),
      );
    // Later than the connect time-out (1 s): the client gives up.
    if (query === 'Zeitlupe') setTimeout(answer, 1500);
    else answer();
  });
});

beforeAll(
  () => new Promise<void>((resolve) => stub.listen(hostedSearchStubPort, '127.0.0.1', resolve)),
);
afterAll(() => void stub.close());

// The pages may connect to the provider: here, the stub.
const stubOrigin = `http://127.0.0.1:${hostedSearchStubPort}`;
const variant = useVariant('german', { cspConnectSrc: [stubOrigin] });
const outRoot = variant.root;

describe('hosted search', () => {
  it('builds the provider client in and writes no index of its own', () => {
    expect(markersIn(outRoot, ['/1/indexes/', 'x-algolia-'])).not.toEqual([]);
    expect(HOSTED_CLIENT_MARKERS).toContain('/1/indexes/');
    expect(fs.existsSync(path.join(outRoot, 'search-index.json'))).toBe(false);
  });

  it('preconnects to the provider from the page head', async () => {
    const html = await (await fetch(`${variant.url()}/overview`)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    // Minified: attribute values without spaces lose their quotes.
    expect(head).toMatch(new RegExp(`<link[^>]*rel="?preconnect[^>]*href="?${stubOrigin}`));
  });

  it('searches the provider through the modal and the search page', async () => {
    const { page, errors, close } = await openPage(variant.browser(), {
      viewport: { width: 1280, height: 900 },
    });
    // This server has no event collector: the tracker's batches get an empty answer.
    await page.route('**/lc_t', (route) => route.fulfill({ json: {} }));
    await page.goto(`${variant.url()}/overview`);
    await waitForHydration(page);
    await page.click('button.nsearch-button');
    await page.fill('input[role="combobox"]', 'Stubtreffer');
    await page.waitForSelector('[role="option"]');
    expect(await page.$$eval('[role="option"]', (o) => o.map((e) => e.dataset.url))).toEqual([
      '/de/postgresql#stub-1',
      '/de/postgresql#stub-2',
      '/de/postgresql#stub-3',
    ]);
    expect(await page.textContent('[role="option"] mark')).toBe('Stubtreffer');
    const request = received.find((r) => r.body.requests[0]?.query === 'Stubtreffer')!;
    expect(request.url).toContain('x-algolia-application-id=STUBAPP');
    expect(request.url).toContain('x-algolia-api-key=stub-search-key');
    expect(request.body.requests[0]).toMatchObject({
      indexName: 'nubiva-stub',
      query: 'Stubtreffer',
      hitsPerPage: 20,
      highlightPreTag: '<mark>',
      highlightPostTag: '</mark>',
      attributesToRetrieve: expect.arrayContaining(['hierarchy', 'content', 'url']),
      attributesToSnippet: expect.arrayContaining(['content:10']),
      facetFilters: [
        'language:de',
        expect.arrayContaining(['docusaurus_tag:docs-default-current']),
      ],
    });
    await page.click('a.nsearch-see-all');
    await page.waitForSelector('main a.nsearch-hit');
    expect(await page.textContent('[role="status"].nsearch-count')).toBe('3 Dokumente gefunden');
    expect(errors).toEqual([]);
    await close();
  });

  it('shows the failure screen when the provider answers after the time-out', async () => {
    const { page, close } = await openPage(variant.browser());
    await page.goto(`${variant.url()}/overview`);
    await waitForHydration(page);
    await page.click('button.nsearch-button');
    await page.fill('input[role="combobox"]', 'Zeitlupe');
    expect(await page.textContent('.nsearch-error')).toContain(
      'Ergebnisse konnten nicht geladen werden',
    );
    await close();
  });
});
