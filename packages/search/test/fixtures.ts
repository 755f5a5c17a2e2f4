import { buildSerializedIndex, type IndexedPage } from '../src/indexer/buildIndex.js';
import type { ExtractedPage } from '../src/indexer/extract.js';
import type { SerializedIndex } from '../src/engine/types.js';

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
