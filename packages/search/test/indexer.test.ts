import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { extractPage } from '../src/indexer/extract.js';
import { createLocalSearchClient } from '../src/client/localClient.js';
import { indexLocale, INDEX_FILE_NAME, INDEX_PARTS_FOLDER } from '../src/indexer/indexLocale.js';

// Shaped like a built Docusaurus page (minified: unquoted attributes, unclosed <p>/<li>).
const page = (lang: string, title: string, body: string) =>
  `<!doctype html><html lang=${lang}><head><title>${title} | Nubiva</title>` +
  `<meta name=docsearch:language content=${lang}><meta name=docsearch:docusaurus_tag content=docs-default-current>` +
  `<meta name=description content="Über ${title}.">` +
  `</head><body><nav><a href=/>Dokumente</a></nav><main><article><div class="theme-doc-markdown markdown">` +
  `<header><h1>${title}</h1></header>${body}</div></article></main><footer>Fußzeile</footer></body></html>`;

describe('page extraction', () => {
  const html = page(
    'de',
    'Redis',
    '<p>Lege eine <code>Redis</code>-Instanz an.' +
      '<h2 class=anchor id=verbindungen>Verbindungen<a href=#verbindungen class=hash-link aria-label="Direkter Link">​</a></h2>' +
      '<ul><li>Erster Punkt<li>Zweiter Punkt<ul><li>Unterpunkt</ul></ul>' +
      '<pre><code>redis-cli PING</code></pre>' +
      '<table><tr><td>Maximale Verbindungen<td>1000</table>',
  );
  const extracted = extractPage(html);

  it('reads title, language and docs tag', () => {
    expect(extracted).toMatchObject({
      title: 'Redis',
      description: 'Über Redis.',
      language: 'de',
      tag: 'docs-default-current',
    });
  });

  it('reads headings with anchors and text blocks, without code blocks, hash links or navigation', () => {
    expect(extracted.blocks).toEqual([
      { kind: 'text', text: 'Lege eine Redis-Instanz an.' },
      { kind: 'heading', level: 2, anchor: 'verbindungen', text: 'Verbindungen' },
      { kind: 'text', text: 'Erster Punkt' },
      { kind: 'text', text: 'Zweiter Punkt' },
      { kind: 'text', text: 'Unterpunkt' },
      { kind: 'text', text: 'Maximale Verbindungen' },
      { kind: 'text', text: '1000' },
    ]);
  });

  it('falls back to the document title when a page has no h1', () => {
    expect(
      extractPage(
        '<html><head><title>Suche | Nubiva</title></head><body><div class=markdown><p>x</div></body></html>',
      ).title,
    ).toBe('Suche');
  });
});

describe('indexing a built locale', () => {
  it('writes the index in parts for the locale’s routes only', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-indexer-'));
    fs.mkdirSync(path.join(dir, 'redis'));
    fs.writeFileSync(
      path.join(dir, 'redis', 'index.html'),
      page('de', 'Redis', '<p>Eins.<p>Zwei.'),
    );
    fs.mkdirSync(path.join(dir, 'search'));
    fs.writeFileSync(path.join(dir, 'search', 'index.html'), page('de', 'Suche', '<p>Suchseite'));
    fs.writeFileSync(path.join(dir, 'other.html'), page('en', 'Other', '<p>English'));
    const { index } = indexLocale({
      outDir: dir,
      baseUrl: '/de/',
      routes: ['/de/redis/', '/de/search', '/de/other.html', '/de/missing'],
      language: 'de',
      origin: 'https://docs.example.test/',
      exclude: ['/de/search'],
    });
    expect(index.pages).toEqual([['/de/redis/', 'docs-default-current', 'Redis', 'Über Redis.']]);
    expect(index.origin).toBe('https://docs.example.test');
    const manifest = JSON.parse(fs.readFileSync(path.join(dir, INDEX_FILE_NAME), 'utf8'));
    // The parts are in one folder, named by the manifest; nothing else is in the parts' folder.
    expect(manifest.parts).toMatch(new RegExp(`^${INDEX_PARTS_FOLDER}/[0-9a-f]{12}$`));
    expect(fs.readdirSync(path.join(dir, INDEX_PARTS_FOLDER))).toEqual([
      manifest.parts.split('/')[1],
    ]);
    const parts = fs.readdirSync(path.join(dir, manifest.parts)).sort();
    expect(parts).toEqual(
      [...manifest.shardKeys.map((_: string, i: number) => `s${i}.json`), '0-0.json'].sort(),
    );
    const client = createLocalSearchClient(async (file) =>
      JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')),
    );
    const { results } = await client.search([{ indexName: 'x', query: 'zwei' }]);
    expect(results[0]?.hits.map((hit) => [hit.url, hit.content])).toEqual([
      ['https://docs.example.test/de/redis/', 'Zwei.'],
    ]);
    // A new build replaces the parts of the one before.
    indexLocale({
      outDir: dir,
      baseUrl: '/de/',
      routes: ['/de/redis/'],
      language: 'de',
      origin: 'https://docs.example.test/',
    });
    expect(fs.readdirSync(path.join(dir, INDEX_PARTS_FOLDER))).toHaveLength(1);
    fs.rmSync(dir, { recursive: true });
  });
});
