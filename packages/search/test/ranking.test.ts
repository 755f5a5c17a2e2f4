import { describe, expect, it } from 'vitest';
import { buildSerializedIndex } from '../src/indexer/buildIndex.js';
import { indexEngine } from '../src/indexer/buildParts.js';
import { rankingIndex } from './fixtures.js';

const engine = indexEngine(rankingIndex());
const path = (url: string | undefined): string => {
  const parsed = new URL(url ?? '');
  return `${parsed.pathname}${parsed.hash}`;
};
const search = (query: string, extra: Record<string, unknown> = {}, on = engine) =>
  on.search({ indexName: 'docs', query, hitsPerPage: 50, ...extra });
/** Pages in result order. */
const pages = (query: string, on = engine): string[] => [
  ...new Set(search(query, {}, on).hits.map((hit) => new URL(hit.url ?? '').pathname)),
];

describe('one hit per URL (DocSearch: distinct on url)', () => {
  it('answers a section once, though its heading and paragraphs all match', () => {
    const result = search('Datenbank');
    const urls = result.hits.map((hit) => hit.url);
    expect(new Set(urls).size).toBe(urls.length);
    expect(urls).toContain('https://docs.example.test/de/postgresql#create');
    expect(result.nbHits).toBe(urls.length);
    expect(result.nbPages).toBe(1);
  });

  it('shows the record with most of the words: the paragraph, not its heading', () => {
    const hit = search('Backup Datenbank').hits[0];
    expect(hit).toMatchObject({
      type: 'content',
      url: 'https://docs.example.test/de/postgresql#backups',
    });
  });

  it('lists every matching record when a request turns distinct off', () => {
    for (const distinct of [false, 0]) {
      const result = search('Datenbank', { distinct });
      const urls = result.hits.map((hit) => path(hit.url));
      expect(urls.filter((url) => url === '/de/postgresql#create').length).toBe(3);
      expect(result.nbHits).toBe(result.hits.length);
      expect(result.nbHits).toBeGreaterThan(search('Datenbank').nbHits);
    }
  });

  it('keeps at most n records per URL for distinct: n', () => {
    const urls = search('Datenbank', { distinct: 2 }).hits.map((hit) => path(hit.url));
    expect(urls.filter((url) => url === '/de/postgresql#create').length).toBe(2);
  });
});

describe('documents with all words first, and the count counts those', () => {
  it('"Datenbank sichern": the backups, not every page that mentions one of the words', () => {
    const result = search('Datenbank sichern');
    // Each answer has both words (sichern ≈ Backup) in one section (the page
    // itself: in its description); the PostgreSQL page first.
    expect(result.hits.map((hit) => path(hit.url)).sort()).toEqual([
      '/de/postgresql',
      '/de/postgresql#backups',
      '/de/term#data',
    ]);
    expect(new URL(result.hits[0]?.url ?? '').pathname).toBe('/de/postgresql');
    expect(result.nbHits).toBe(3);
    expect(search('Datenbank').nbHits).toBeGreaterThan(result.nbHits);
  });

  it('falls back to the pages with the most words when none has all', () => {
    const result = search('Datenbank Quantencomputer');
    expect(result.nbHits).toBe(search('Datenbank').nbHits);
    expect(search('Xylophon Quantencomputer').nbHits).toBe(0);
  });
});

/** A page with each paragraph in a section of its own ("Abschnitt i"), or the heading given. */
const text = (path: string, title: string, ...paragraphs: (string | [string, string])[]) => ({
  path,
  page: {
    title,
    language: 'de',
    tag: 'docs-default-current',
    blocks: paragraphs.flatMap((paragraph, i) => {
      const [heading, body] =
        typeof paragraph === 'string' ? [`Abschnitt ${i}`, paragraph] : paragraph;
      return [
        { kind: 'heading' as const, level: 2, anchor: `s${i}`, text: heading },
        { kind: 'text' as const, text: body },
      ];
    }),
  },
});
const engineOf = (...pages: ReturnType<typeof text>[]) =>
  indexEngine(buildSerializedIndex(pages, { language: 'de', origin: 'https://docs.example.test' }));

describe('a long query', () => {
  it('finds the page about its rarer words though a long page mentions every word', () => {
    const long = engineOf(
      text(
        '/de/websockets',
        'WebSockets',
        'Eine WebSocket-Verbindung bleibt dauerhaft bestehen, solange der Client sie hält.',
      ),
      text(
        '/de/referenz',
        'Referenz',
        'Dateien bleiben offen, bis der Prozess endet.',
        'Ein dauerhaft laufender Dienst hält viele Verbindungen.',
        'Auch websocket-Verbindungen zählen dazu.',
      ),
    );
    expect(pages('WebSocket dauerhaft offen', long)[0]).toBe('/de/websockets');
    // Of two words, both are needed.
    expect(pages('WebSocket offen', long)).toEqual(['/de/referenz']);
  });
});

describe('the query’s words together', () => {
  const filler = 'Dieser Abschnitt beschreibt weitere Einstellungen des Systems im Detail. '.repeat(
    50,
  );

  it('a word matched only through a compound’s last part is barely there ("Socket" for "WebSocket")', () => {
    const on = engineOf(
      text('/de/websockets', 'Verbindungen', [
        'WebSocket-Verbindungen',
        'Sie bleiben dauerhaft offen, solange du sie hältst.',
      ]),
      text('/de/sockets', 'Sockets', ['Dauerhaft offen', 'Ein Socket im Web hält die Verbindung.']),
    );
    expect(pages('WebSocket dauerhaft offen halten', on)[0]).toBe('/de/websockets');
  });

  it('words in one very long section are less together than in a short one', () => {
    const on = engineOf(
      text(
        '/de/queues',
        'Warteschlangen',
        'Eine Nachricht, die zu oft fehlschlägt, landet in der Dead-Letter-Queue.',
      ),
      text('/de/handbuch', 'Handbuch', [
        'Queue',
        `${filler} Eine letter genannte Option setzt die queue als dead. ${filler}`,
      ]),
    );
    expect(pages('dead letter queue', on)[0]).toBe('/de/queues');
  });

  it('a name found joined as typed beats its words apart ("Root-Verzeichnis")', () => {
    const on = engineOf(
      text(
        '/de/build',
        'Build',
        'Das Root-Verzeichnis deines Repositorys enthält die package.json.',
      ),
      text(
        '/de/dateien',
        'Dateien',
        ['Verzeichnisse', 'Jedes Verzeichnis hat Rechte.'],
        'Ein Verzeichnis gehört root, bis du es änderst.',
      ),
    );
    expect(pages('Root-Verzeichnis', on)[0]).toBe('/de/build');
  });
});

describe('ranking the reader expects', () => {
  it('a page whose title names the query beats another page’s section that mentions it ("postgres")', () => {
    expect(pages('postgres')[0]).toBe('/de/postgresql');
    expect(pages('Postgres ')[0]).toBe('/de/postgresql');
    expect(pages('Postgers')[0]).toBe('/de/postgresql');
  });

  it('the example guide wins for its framework’s name', () => {
    expect(pages('Django')[0]).toBe('/de/examples/python/django');
  });

  it('docs pages beat example guides on equal terms', () => {
    // Every page here has a "Fehlerbehebung": the docs page of that name first.
    expect(pages('Fehlerbehebung')[0]).toBe('/de/service/troubleshooting');
    expect(pages('Build schlägt fehl')[0]).toBe('/de/service/troubleshooting');
  });

  it.each([
    ['Next.js', '/de/examples/nodejs/nextjs'],
    ['nextjs', '/de/examples/nodejs/nextjs'],
    ['next js', '/de/examples/nodejs/nextjs'],
    ['NextJS', '/de/examples/nodejs/nextjs'],
    ['Nxet.js', '/de/examples/nodejs/nextjs'],
    ['Node.js', '/de/examples/nodejs/'],
    ['nodejs', '/de/examples/nodejs/'],
    ['node js', '/de/examples/nodejs/'],
  ])('names with punctuation match joined and spaced forms: %s', (query, page) => {
    expect(pages(query)[0]).toBe(page);
  });

  it.each([
    ['troubleshooting', '/de/service/troubleshooting'],
    ['acceptable use policy', '/de/acceptable'],
    ['akzeptable Nutzung', '/de/acceptable'],
    ['terms of service', '/de/term'],
    ['database backup', '/de/postgresql'],
    ['plans', '/de/postgresql'],
  ])('English terms find the German page: %s', (query, page) => {
    expect(pages(query)[0]).toBe(page);
  });

  it('German separable verbs in questions: "wie lege ich eine Datenbank an"', () => {
    expect(pages('wie lege ich eine Datenbank an')[0]).toBe('/de/postgresql');
  });
});
