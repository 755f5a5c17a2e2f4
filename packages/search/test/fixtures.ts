import { buildSerializedIndex, type IndexedPage } from '../src/indexer/buildIndex.js';
import type { ExtractedPage } from '../src/indexer/extract.js';
import type { SerializedIndex } from '../src/engine/types.js';
import { INDEX_FILE_NAME } from '../src/engine/parts.js';
import { buildIndexParts } from '../src/indexer/buildParts.js';

type Block = ExtractedPage['blocks'][number];
const h2 = (text: string, anchor: string): Block => ({ kind: 'heading', level: 2, anchor, text });
const p = (text: string): Block => ({ kind: 'text', text });

/** German fixture pages written for the tests, independent of the site's content. */
export const germanPages: IndexedPage[] = [
  {
    path: '/de/service/environment',
    page: {
      title: 'Konfiguration',
      language: 'de',
      tag: 'docs-default-current',
      blocks: [
        h2('Umgebungsvariablen', 'env'),
        p(
          'Lege Umgebungsvariablen im Dashboard an; sie stehen deinem Dienst beim Start zur Verfügung.',
        ),
        h2('Geheimnisse', 'secrets'),
        p('Schlüssel und Passwörter speicherst du verschlüsselt.'),
      ],
    },
  },
  {
    path: '/de/service/domain',
    page: {
      title: 'Eigene Domänen',
      language: 'de',
      tag: 'docs-default-current',
      blocks: [
        p('Verbinde deine Domain mit einem Dienst.'),
        h2('Domainzertifikate', 'tls'),
        p('Domainzertifikate werden automatisch ausgestellt und erneuert.'),
      ],
    },
  },
  {
    path: '/de/redis/',
    page: {
      title: 'Redis',
      language: 'de',
      tag: 'docs-default-current',
      blocks: [
        p('Redis dient als schneller Zwischenspeicher für Sitzungen und Warteschlangen.'),
        h2('Größe wählen', 'size'),
        p('Die Größe des Speichers legst du beim Anlegen fest.'),
      ],
    },
  },
  {
    path: '/de/postgresql',
    page: {
      title: 'PostgreSQL',
      language: 'de',
      tag: 'docs-default-current',
      blocks: [
        p('Lege eine verwaltete Datenbank an und verbinde deine Dienste damit.'),
        h2('Sicherungen', 'backups'),
        p('Tägliche Backups der Datenbanken werden sieben Tage aufbewahrt.'),
      ],
    },
  },
  {
    path: '/de/service/observability',
    page: {
      title: 'Beobachtbarkeit',
      language: 'de',
      tag: 'docs-default-current',
      blocks: [
        p('Logs und Metriken deiner Deployments siehst du in Echtzeit.'),
        h2('Protokolle', 'logs'),
        p('Das Protokoll eines Deployments enthält die Ausgabe des Builds.'),
      ],
    },
  },
  {
    path: '/de/examples/nodejs/express',
    page: {
      title: 'Express',
      language: 'de',
      tag: 'docs-examples-current',
      blocks: [p('Stelle eine Express-Anwendung mit Node.js bereit.')],
    },
  },
];

export const germanIndex = (): SerializedIndex =>
  buildSerializedIndex(germanPages, { language: 'de', origin: 'https://docs.example.test' });

export const japaneseIndex = (): SerializedIndex =>
  buildSerializedIndex(
    [
      {
        path: '/ja/postgresql',
        page: {
          title: 'PostgreSQL',
          language: 'ja',
          tag: 'docs-default-current',
          blocks: [p('マネージドデータベースを作成して、サービスに接続します。')],
        },
      },
      {
        path: '/ja/redis/',
        page: {
          title: 'Redis',
          language: 'ja',
          tag: 'docs-default-current',
          blocks: [p('キャッシュとしてRedisを使います。')],
        },
      },
    ],
    { language: 'ja', origin: 'https://docs.example.test' },
  );

export const koreanIndex = (): SerializedIndex =>
  buildSerializedIndex(
    [
      {
        path: '/ko/postgresql',
        page: {
          title: 'PostgreSQL',
          language: 'ko',
          tag: 'docs-default-current',
          blocks: [p('관리형 데이터베이스를 만들고 서비스에 연결합니다.')],
        },
      },
    ],
    { language: 'ko', origin: 'https://docs.example.test' },
  );

const h3 = (text: string, anchor: string): Block => ({ kind: 'heading', level: 3, anchor, text });
const docs = 'docs-default-current';
const guide = 'docs-examples-current';
const at = (path: string, title: string, tag: string, blocks: Block[], description?: string) => ({
  path,
  page: { title, language: 'de', tag, blocks, ...(description ? { description } : {}) },
});

/**
 * A second German site for ranking tests, shaped like the situations readers
 * ran into: a docs page and an example guide that both speak of Postgres,
 * names with punctuation, English URL names of German pages, the terms of
 * service that mention data and securing it.
 */
export const rankingPages: IndexedPage[] = [
  at(
    '/de/postgresql',
    'PostgreSQL',
    docs,
    [
      p('Die Plattform betreibt verwaltete PostgreSQL-Datenbanken neben deinen Diensten.'),
      h2('Datenbank anlegen', 'create'),
      p('Lege eine Datenbank im Dashboard an und wähle einen Tarif.'),
      p('Die Datenbank steht nach einer Minute bereit.'),
      h2('Backups und Wiederherstellung', 'backups'),
      p('Die Plattform erstellt jeden Tag ein Backup jeder Datenbank.'),
      h2('Tarife', 'plans'),
      p('Jeder Tarif legt Speicher und Verbindungen der Datenbank fest.'),
    ],
    'Lege eine verwaltete Postgres-Datenbank an, lerne Tarife und Backups kennen.',
  ),
  at('/de/examples/python/django', 'Django', guide, [
    p('In dieser Anleitung deployst du ein Django-Projekt.'),
    h2('Postgres oder Redis anbinden', 'postgres-oder-redis-anbinden'),
    p('Hängst du eine Postgres-Datenbank an, setzt die Plattform DATABASE_URL.'),
    h2('Fehlerbehebung', 'fehlerbehebung'),
    p('Der Build schlägt fehl, wenn requirements.txt fehlt.'),
  ]),
  at('/de/examples/nodejs/', 'Node.js', guide, [
    p('Mit Node.js baust du Webdienste, von Express bis Next.js.'),
  ]),
  at('/de/examples/nodejs/nextjs', 'Next.js', guide, [
    p('Stelle eine serverseitig gerenderte Next.js-App bereit.'),
    h2('Fehlerbehebung', 'fehlerbehebung'),
    p('Ohne Build fehlt das Verzeichnis .next.'),
  ]),
  at('/de/service/troubleshooting', 'Fehlerbehebung', docs, [
    p('Ein Katalog häufiger Probleme, jeweils mit Ursache und Lösung.'),
    h2('Builds', 'builds'),
    h3('Der Build schlägt fehl', 'build-fails'),
    p('Die Lock-Datei fehlt oder die Runtime-Version weicht ab.'),
  ]),
  at('/de/acceptable', 'Richtlinie zur zulässigen Nutzung', docs, [
    p('Diese Richtlinie beschreibt, wie du die Plattform nutzen darfst.'),
    h2('Verbotene Aktivitäten', 'prohibited'),
    p('Schürfe keine Kryptowährungen.'),
  ]),
  at('/de/term', 'Nutzungsbedingungen', docs, [
    p('Diese Bedingungen regeln die Nutzung der Plattform.'),
    h2('Deine Daten', 'data'),
    p('Du bist dafür verantwortlich, deine Daten zu sichern.'),
    p('Wir stellen sicher, dass Datenbank und Dienste erreichbar sind.'),
    h2('Haftung', 'liability'),
    p('Für verlorene Daten einer Datenbank haften wir nur bei Vorsatz.'),
    h2('Sicherheit', 'security'),
    p('Wir sichern die Plattform nach dem Stand der Technik.'),
  ]),
];

export const rankingIndex = (): SerializedIndex =>
  buildSerializedIndex(rankingPages, { language: 'de', origin: 'https://docs.example.test' });

/** Parts much smaller than a site's, so that the fixtures' few pages make many. */
export const TINY_PARTS = { shardCharacters: 800, maxShards: 1000, fragmentCharacters: 200 };

/**
 * An index's parts served from memory as the browser fetches them: `requested` lists every file
 * asked for, in order; `fail` makes the files it matches fail to load.
 */
export function servedParts(index: SerializedIndex, sizes = TINY_PARTS) {
  const { manifest, files } = buildIndexParts(index, sizes);
  const requested: string[] = [];
  const served = {
    requested,
    fail: (_file: string): boolean => false,
    manifest,
    files,
    load: async (file: string): Promise<unknown> => {
      requested.push(file);
      await Promise.resolve();
      if (served.fail(file)) throw new Error(`HTTP 404 for ${file}`);
      if (file === INDEX_FILE_NAME) return structuredClone(manifest);
      const text = files.get(file);
      if (text === undefined) throw new Error(`HTTP 404 for ${file}`);
      return JSON.parse(text);
    },
  };
  return served;
}
