// @vitest-environment happy-dom
/**
 * The one lite client of site search (src/search/liteClient.ts): the stock
 * search page's stand-in for algoliasearch/lite answers from the site's index,
 * or from Algolia when the plugin's global data says hosted, and announces
 * every answer for the page's search insights.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';

const pluginData = vi.hoisted(() => ({ hosted: false, indexUrl: '/de/search-index.json' }));
vi.mock('@generated/globalData', () => ({
  default: { 'nubiva-search': { default: pluginData } },
}));

const localSearch = vi.fn((requests: unknown[]) =>
  Promise.resolve({ results: requests.map(() => ({ hits: [], nbHits: 0 })) }),
);
const localSearchClient = vi.fn(() => ({ search: localSearch }));
vi.mock('@nubiva/search/client', () => ({ localSearchClient }));

const hostedSearch = vi.fn(() => Promise.resolve({ results: [{ hits: [{}], nbHits: 1 }] }));
const addAlgoliaAgent = vi.fn();
const hostedLiteClient = vi.fn(() => ({
  search: hostedSearch,
  addAlgoliaAgent,
  clearCache: () => Promise.resolve(),
}));
vi.mock('algoliasearch/lite', () => ({ liteClient: hostedLiteClient }));

const { liteClient, localLiteClient, SEARCH_RESPONSE_EVENT } =
  await import('../src/search/liteClient');

const announced: unknown[] = [];
addEventListener(SEARCH_RESPONSE_EVENT, (event) => announced.push((event as CustomEvent).detail));
afterEach(() => {
  vi.clearAllMocks();
  announced.length = 0;
});

const request = [{ indexName: 'docs', params: { query: 'datenbank' } }];

describe('the lite client', () => {
  it("answers from the locale's own index, loaded with the first search", async () => {
    const client = localLiteClient('/ja/search-index.json');
    expect(localSearchClient).not.toHaveBeenCalled();
    await client.search(request as never);
    expect(localSearchClient).toHaveBeenCalledWith('/ja/search-index.json');
    expect(localSearch).toHaveBeenCalledWith(request);
  });

  it('stands in for algoliasearch/lite: the own index answers, and each answer is announced', async () => {
    pluginData.hosted = false;
    const response = await liteClient('APP', 'key').search(request as never);
    expect(localSearchClient).toHaveBeenCalledWith('/de/search-index.json');
    expect(hostedLiteClient).not.toHaveBeenCalled();
    expect(announced).toEqual([response]);
  });

  it("with hosted search, Algolia's client answers (agents included) and each answer is announced", async () => {
    pluginData.hosted = true;
    const client = liteClient('APP', 'key');
    client.addAlgoliaAgent('docusaurus', '3.10.2');
    const response = await client.search(request as never);
    expect(hostedLiteClient).toHaveBeenCalledWith('APP', 'key');
    expect(addAlgoliaAgent).toHaveBeenCalledWith('docusaurus', '3.10.2');
    expect(hostedSearch).toHaveBeenCalledWith(request);
    expect(localSearchClient).not.toHaveBeenCalled();
    expect(announced).toEqual([response]);
  });
});
