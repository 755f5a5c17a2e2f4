import { describe, expect, it } from 'vitest';
import { indexEngine } from '../src/indexer/buildParts.js';
import { germanIndex, japaneseIndex, koreanIndex } from './fixtures.js';

const engine = indexEngine(germanIndex());

/** Page paths in result order (one group per page). */
function pages(query: string, search = engine): string[] {
  const { hits } = search.search({ indexName: 'docs', query, hitsPerPage: 50 });
  return [...new Set(hits.map((hit) => new URL(hit.url ?? '').pathname))];
}

describe('German relevance', () => {
  it('finds plurals by the singular and back (stemming)', () => {
    expect(pages('Datenbank')[0]).toBe('/de/postgresql');
    expect(pages('Sicherung')[0]).toBe('/de/postgresql');
  });

  it('finds umlaut words in every spelling', () => {
    for (const query of ['Domäne', 'Domaene', 'Domane'])
      expect(pages(query)[0]).toBe('/de/service/domain');
    for (const query of ['Größe', 'Groesse', 'Grosse']) expect(pages(query)[0]).toBe('/de/redis/');
  });

  it('finds compound words by their parts', () => {
    expect(pages('Variablen')[0]).toBe('/de/service/environment');
    expect(pages('Zertifikat')[0]).toBe('/de/service/domain');
    expect(pages('Speicher')).toContain('/de/redis/');
  });

  it('tolerates typos', () => {
    expect(pages('Datenbnak')[0]).toBe('/de/postgresql');
    expect(pages('Umgebungsvariabeln')[0]).toBe('/de/service/environment');
  });

  it('matches the last word by prefix while typing', () => {
    expect(pages('Zwischensp')[0]).toBe('/de/redis/');
    expect(pages('Warte')).toEqual(['/de/redis/']);
    // A finished word (followed by a space) is not a prefix.
    expect(pages('Warte ')).toEqual([]);
  });

  it('ranks a title or heading above a mention in the text', () => {
    expect(pages('Protokolle')[0]).toBe('/de/service/observability');
    const { hits } = engine.search({ indexName: 'docs', query: 'Domainzertifikate' });
    expect(hits[0]?.type).toBe('lvl2');
  });

  it('requires every word, ignoring stopwords', () => {
    expect(pages('Backups der Datenbanken')).toEqual(['/de/postgresql']);
  });

  it('keeps the records of one page together', () => {
    const { hits } = engine.search({ indexName: 'docs', query: 'Deployments Dienst' });
    const order = hits.map((hit) => new URL(hit.url ?? '').pathname);
    const firstSeen = order.filter((page, i) => order.indexOf(page) === i);
    expect(order).toEqual(firstSeen.flatMap((page) => order.filter((p) => p === page)));
  });

  it('finds nothing for words that are not there', () => {
    expect(engine.search({ indexName: 'docs', query: 'Xylophonunterricht' }).nbHits).toBe(0);
  });
});

describe('CJK', () => {
  it('finds Japanese words inside unspaced text', () => {
    expect(pages('データベース', indexEngine(japaneseIndex()))).toEqual(['/ja/postgresql']);
    expect(pages('キャッシュ', indexEngine(japaneseIndex()))).toEqual(['/ja/redis/']);
  });

  it('finds Korean words with particles attached', () => {
    expect(pages('데이터베이스', indexEngine(koreanIndex()))).toEqual(['/ko/postgresql']);
    expect(pages('서비스', indexEngine(koreanIndex()))).toEqual(['/ko/postgresql']);
  });
});

describe('synonyms for English terms in German docs', () => {
  it('finds the Domain page for Domäne in every spelling', () => {
    const docs = indexEngine({
      ...germanIndex(),
      pages: germanIndex().pages.map(([path, tag, title]) => [
        path,
        tag,
        title === 'Eigene Domänen' ? 'Eigene Domains' : title,
      ]),
    });
    for (const query of ['Domäne', 'Domaene', 'Domänen']) {
      expect(pages(query, docs)[0]).toBe('/de/service/domain');
    }
  });
});
