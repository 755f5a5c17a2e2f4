// @vitest-environment happy-dom
// @vitest-environment-options {"url": "https://docs.nubiva.example/de/"}
/**
 * The search events of the docs insights: the query a reader settled on,
 * once, with its hits; later pages and a repeated answer are not new
 * searches; an opened hit carries the query, its rank and its path.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { linkPlacement } from '../src/utils/linkPlacement';
import { SEARCH_SETTLE_MS, searchReporter } from '../src/utils/searchInsights';

type Sent = [string, Record<string, unknown>];

function reporter() {
  const sent: Sent[] = [];
  const report = (name: string, params: Record<string, unknown>) => void sent.push([name, params]);
  return { sent, search: searchReporter('modal', 'de', report) };
}

describe('search reporter', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reports the settled query once, not each keystroke', () => {
    const { sent, search } = reporter();
    for (const query of ['d', 'da', 'dat', 'date', 'daten']) {
      search.results(query, query.length);
      vi.advanceTimersByTime(SEARCH_SETTLE_MS / 3);
    }
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(SEARCH_SETTLE_MS);
    expect(sent).toEqual([['search', { query: 'daten', locale: 'de', hits: 5, source: 'modal' }]]);
    // The same query answered again (the index's second part arrived): still one search.
    search.results('daten', 7);
    vi.advanceTimersByTime(SEARCH_SETTLE_MS);
    expect(sent).toHaveLength(1);
  });

  it('normalises and limits the query, and forgets a cleared one', () => {
    const { sent, search } = reporter();
    search.results('  Postgres   sichern ', 3);
    search.results('', 0);
    vi.advanceTimersByTime(SEARCH_SETTLE_MS * 2);
    expect(sent).toEqual([]);
    search.results(`  ${'x'.repeat(80)}`, 0);
    search.flush();
    expect(sent[0]![1].query).toBe('x'.repeat(64));
    search.results('Postgres   sichern', 3);
    search.flush();
    expect(sent[1]![1].query).toBe('Postgres sichern');
  });

  it('an opened hit sends the pending search first, then the hit with its rank', () => {
    const { sent, search } = reporter();
    search.results('redis', 2);
    search.open('https://docs.nubiva.example/de/overview#redis', 2);
    expect(sent).toEqual([
      ['search', { query: 'redis', locale: 'de', hits: 2, source: 'modal' }],
      [
        'search_open',
        { query: 'redis', locale: 'de', position: 2, url: '/de/overview#redis', source: 'modal' },
      ],
    ]);
    // A later hit of the same query: the query again, without a second search.
    search.open('/de/redis/', 1);
    expect(sent[2]![1]).toMatchObject({ position: 1, url: '/de/redis' });
    vi.advanceTimersByTime(SEARCH_SETTLE_MS * 2);
    expect(sent).toHaveLength(3);
  });
});

describe('outbound link placement', () => {
  it('names the part of the page a link sits in', () => {
    document.body.innerHTML = `
      <nav class="navbar"><a id="n" href="https://x.example">n</a></nav>
      <div class="navbar-sidebar"><a id="m" href="https://x.example">m</a></div>
      <aside class="theme-doc-sidebar-container"><a id="s" href="https://x.example">s</a></aside>
      <main><article><a id="c" href="https://x.example">c</a></article></main>
      <footer class="footer"><a id="f" href="https://x.example">f</a></footer>
      <a id="o" href="https://x.example">o</a>`;
    const placement = (id: string) => linkPlacement(document.getElementById(id)!);
    expect(['n', 'm', 's', 'c', 'f', 'o'].map(placement)).toEqual([
      'navbar',
      'navbar',
      'sidebar',
      'content',
      'footer',
      'other',
    ]);
  });
});
