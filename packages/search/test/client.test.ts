import { describe, expect, it } from 'vitest';
import { createLocalSearchClient } from '../src/client/localClient.js';
import { snippetAttributes, SEARCH_DEFAULTS } from '../src/defaults.js';
import { germanIndex, servedParts } from './fixtures.js';

/** The request DocSearch 4 sends (parameters as in @docsearch/react). */
const docSearchRequest = (query: string, extra: Record<string, unknown> = {}) => ({
  query,
  indexName: 'nubiva-docs',
  attributesToRetrieve: [
    'hierarchy.lvl0',
    'hierarchy.lvl1',
    'hierarchy.lvl2',
    'hierarchy.lvl3',
    'hierarchy.lvl4',
    'hierarchy.lvl5',
    'hierarchy.lvl6',
    'content',
    'type',
    'url',
  ],
  attributesToSnippet: snippetAttributes(10),
  snippetEllipsisText: '…',
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
  hitsPerPage: 20,
  facetFilters: ['language:de', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
  ...extra,
});

const client = createLocalSearchClient(servedParts(germanIndex()).load);

describe('multi-query search (Algolia response shape)', () => {
  it('answers each request with hits, nbHits and queryID', async () => {
    const { results } = await client.search({
      requests: [docSearchRequest('Domainzertifikate'), docSearchRequest('Redis')],
    });
    expect(results).toHaveLength(2);
    const [first] = results;
    expect(first).toMatchObject({
      nbHits: expect.any(Number),
      page: 0,
      hitsPerPage: 20,
      query: 'Domainzertifikate',
    });
    expect(first?.queryID).toMatch(/^[0-9a-f]{32}$/);
    expect(first?.queryID).not.toBe(results[1]?.queryID);
    const hit = first?.hits[0];
    expect(hit).toMatchObject({
      objectID: expect.any(String),
      type: 'lvl2',
      url: 'https://docs.example.test/de/service/domain#tls',
      hierarchy: { lvl0: 'Eigene Domänen', lvl1: 'Eigene Domänen', lvl2: 'Domainzertifikate' },
    });
    expect(hit?._highlightResult.hierarchy?.lvl2).toEqual({
      value: '<mark>Domainzertifikate</mark>',
      matchLevel: 'full',
      matchedWords: ['Domainzertifikate'],
      fullyHighlighted: true,
    });
    expect(hit?._snippetResult.hierarchy?.lvl2?.value).toBe('<mark>Domainzertifikate</mark>');
    // The group title (lvl0) equals the page title (lvl1) and is not highlighted twice.
    expect(Object.keys(hit?._highlightResult.hierarchy ?? {})).toEqual(['lvl1', 'lvl2']);
  });

  it('accepts the array form algoliasearch-helper sends, with nested params and facets', async () => {
    const { results } = await client.search([
      {
        indexName: 'nubiva-docs',
        params: { query: 'Express', facets: ['docusaurus_tag'], hitsPerPage: 15 },
      },
    ]);
    // One hit per URL: the Express page's heading and paragraph share its URL.
    expect(results[0]?.facets).toEqual({ docusaurus_tag: { 'docs-examples-current': 1 } });
  });

  it('returns only the attributes asked for', async () => {
    const { results } = await client.search({
      requests: [{ indexName: 'x', query: 'Redis', attributesToRetrieve: ['url'] }],
    });
    const hit = results[0]?.hits[0] ?? {};
    expect(Object.keys(hit).sort()).toEqual([
      '_highlightResult',
      '_snippetResult',
      'objectID',
      'url',
    ]);
  });

  it('filters by language and docs tag (AND of ORs)', async () => {
    const only = async (facetFilters: (string | string[])[]) =>
      (await client.search({ requests: [docSearchRequest('Dienst', { facetFilters })] }))
        .results[0];
    expect((await only(['language:en']))?.nbHits).toBe(0);
    expect(
      (await only(['language:de', ['docusaurus_tag:docs-examples-current']]))?.hits.every((h) =>
        h.url?.includes('/examples/'),
      ),
    ).toBe(true);
    expect(
      (await only(['language:de', '-docusaurus_tag:docs-default-current']))?.hits.every((h) =>
        h.url?.includes('/examples/'),
      ),
    ).toBe(true);
  });

  it('rejects a malformed facet filter with a clear error', async () => {
    await expect(
      client.search({ requests: [docSearchRequest('Redis', { facetFilters: ['nocolon'] })] }),
    ).rejects.toThrow(/attribute:value/);
  });

  it('cuts snippets to the requested word count around the match', async () => {
    const { results } = await client.search({
      requests: [docSearchRequest('Warteschlangen', { attributesToSnippet: ['content:5'] })],
    });
    const content =
      results[0]?.hits.find((hit) => hit.type === 'content')?._snippetResult.content?.value ?? '';
    expect(content).toContain('<mark>Warteschlangen</mark>');
    const words = content.replace(/…/g, ' ').trim().split(/\s+/);
    expect(words.length).toBeLessThanOrEqual(5);
    expect(content.startsWith('…')).toBe(true);
  });

  it('pages through hits, 20 per page by default', async () => {
    const { results } = await client.search({ requests: [{ indexName: 'x', query: 'e' }] });
    expect(results[0]?.hitsPerPage).toBe(SEARCH_DEFAULTS.hitsPerPage);
    const { results: second } = await client.search({
      requests: [{ indexName: 'x', query: 'd', hitsPerPage: 2, page: 1 }],
    });
    expect(second[0]?.page).toBe(1);
    expect(second[0]?.hits.length).toBeLessThanOrEqual(2);
  });

  it('limits the query to 64 characters', async () => {
    const long = `Redis ${'x'.repeat(100)}`;
    const { results } = await client.search({ requests: [{ indexName: 'x', query: long }] });
    expect(results[0]?.query).toHaveLength(SEARCH_DEFAULTS.maxQueryLength);
  });

  it('escapes HTML in highlighted text', async () => {
    const { results } = await client.search({ requests: [{ indexName: 'x', query: 'Dienst' }] });
    for (const hit of results[0]?.hits ?? [])
      expect(hit._highlightResult.content?.value ?? '').not.toMatch(/<(?!\/?em>)/);
  });

  it('reports a failed index load and retries on the next search', async () => {
    let calls = 0;
    const served = servedParts(germanIndex());
    served.fail = () => ++calls === 1;
    const flaky = createLocalSearchClient(served.load);
    const failure = flaky.search({ requests: [{ indexName: 'x', query: 'Redis' }] });
    await expect(failure).rejects.toThrow('HTTP 404 for search-index.json');
    // The UI tells a failed index load (its failure screen) from a failed query by this name.
    await expect(failure).rejects.toMatchObject({ name: 'IndexLoadError' });
    const { results } = await flaky.search({ requests: [{ indexName: 'x', query: 'Redis' }] });
    expect(results[0]?.nbHits).toBeGreaterThan(0);
  });
});
