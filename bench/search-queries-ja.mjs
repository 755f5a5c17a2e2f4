// Japanese search queries with the /ja/ pages a reader expects (any one of them counts as
// a hit; the page that covers the topic best first). Written from the Japanese pages
// (site/i18n/ja/…: titles, descriptions, headings and text) the way a reader of those
// pages searches: short keywords, product names, katakana loanwords as the pages write
// them, Latin names mixed with Japanese, error messages as they appear in logs, and
// questions. Written without looking at the search engine (packages/search/src) or its
// results. Used by site/test/search-ja-ko.test.ts (hit@3 ≥ 90 %).
export const japaneseQueries = [
  // Keywords in Japanese
  { kind: 'keyword', query: 'カスタムドメイン', expect: ['/ja/service/domain'] },
  {
    kind: 'keyword',
    query: '証明書',
    expect: ['/ja/service/domain', '/ja/service/troubleshooting'],
  },
  { kind: 'keyword', query: '定期ジョブ', expect: ['/ja/service/async'] },
  { kind: 'keyword', query: '冪等性', expect: ['/ja/service/async'] },
  { kind: 'keyword', query: '接続プーリング', expect: ['/ja/postgresql'] },
  { kind: 'keyword', query: '構造化ログ', expect: ['/ja/service/observability'] },
  { kind: 'keyword', query: 'プレフィックスの除去', expect: ['/ja/service/path-based'] },
  { kind: 'keyword', query: 'インスタンスサイズ', expect: ['/ja/service/', '/ja/limit'] },
  { kind: 'keyword', query: '利用規約', expect: ['/ja/term'] },
  { kind: 'keyword', query: 'プライバシーポリシー', expect: ['/ja/privacy'] },
  { kind: 'keyword', query: '不正利用の報告', expect: ['/ja/acceptable', '/ja/contact'] },
  { kind: 'keyword', query: '異議申し立て', expect: ['/ja/acceptable'] },
  { kind: 'keyword', query: '応答時間', expect: ['/ja/support'] },
  { kind: 'keyword', query: '公正利用', expect: ['/ja/fair-use'] },
  { kind: 'keyword', query: '従量課金', expect: ['/ja/overview', '/ja/term'] },
  { kind: 'keyword', query: '解約', expect: ['/ja/term'] },
  { kind: 'keyword', query: '非同期タスク', expect: ['/ja/service/async'] },
  { kind: 'keyword', query: 'クイックスタート', expect: ['/ja/'] },
  // Katakana loanwords
  { kind: 'loanword', query: 'ロールバック', expect: ['/ja/service/continuous-deployments'] },
  { kind: 'loanword', query: 'プレビューデプロイ', expect: ['/ja/service/continuous-deployments'] },
  { kind: 'loanword', query: 'コールドスタート', expect: ['/ja/serverless-vs-persistent'] },
  {
    kind: 'loanword',
    query: 'スケールダウン',
    expect: ['/ja/serverless-vs-persistent', '/ja/overview', '/ja/service/'],
  },
  { kind: 'loanword', query: 'オブザーバビリティ', expect: ['/ja/service/observability'] },
  { kind: 'loanword', query: 'リクエストトレース', expect: ['/ja/service/observability'] },
  { kind: 'loanword', query: 'パスベースのルーティング', expect: ['/ja/service/path-based'] },
  { kind: 'loanword', query: 'ヘッドレスブラウザ', expect: ['/ja/examples/testing/'] },
  { kind: 'loanword', query: 'リージョン', expect: ['/ja/overview', '/ja/service/'] },
  // Product names, alone or with Japanese
  { kind: 'mixed', query: 'Redis 永続化', expect: ['/ja/redis/'] },
  { kind: 'mixed', query: 'Redis エビクション', expect: ['/ja/redis/'] },
  {
    kind: 'mixed',
    query: 'Postgres マイグレーション',
    expect: ['/ja/postgresql', '/ja/service/continuous-deployments'],
  },
  { kind: 'mixed', query: 'GitHub アプリ 権限', expect: ['/ja/service/connect-to-github'] },
  { kind: 'mixed', query: 'DNS レコード', expect: ['/ja/service/domain'] },
  { kind: 'mixed', query: 'Next.js ビルド', expect: ['/ja/examples/nodejs/nextjs'] },
  { kind: 'mixed', query: 'Whisper 文字起こし', expect: ['/ja/examples/audio/whisper'] },
  {
    kind: 'mixed',
    query: 'FFmpeg サムネイル',
    expect: ['/ja/examples/video/ffmpeg', '/ja/examples/video/'],
  },
  { kind: 'mixed', query: 'Puppeteer PDF', expect: ['/ja/examples/testing/puppeteer'] },
  {
    kind: 'mixed',
    query: 'Playwright スクリーンショット',
    expect: ['/ja/examples/testing/playwright'],
  },
  { kind: 'mixed', query: 'Hugging Face 画像分類', expect: ['/ja/examples/ai/hg-image'] },
  { kind: 'product', query: 'Django', expect: ['/ja/examples/python/django'] },
  { kind: 'product', query: 'FastAPI Uvicorn', expect: ['/ja/examples/python/fastapi'] },
  { kind: 'product', query: 'Gin', expect: ['/ja/examples/golang/gin'] },
  { kind: 'product', query: 'Axum Tokio', expect: ['/ja/examples/rust/auxm'] },
  { kind: 'product', query: 'Twelve-Factor App', expect: ['/ja/12factors'] },
  {
    kind: 'product',
    query: 'モノレポ',
    expect: ['/ja/service/connect-to-github', '/ja/service/path-based'],
  },
  // Error messages as they appear
  { kind: 'error', query: 'HTTP 502 Bad Gateway', expect: ['/ja/service/troubleshooting'] },
  {
    kind: 'error',
    query: 'too many connections',
    expect: ['/ja/service/troubleshooting', '/ja/postgresql'],
  },
  { kind: 'error', query: 'health check timed out', expect: ['/ja/service/troubleshooting'] },
  { kind: 'error', query: 'WORKER TIMEOUT', expect: ['/ja/examples/python/flask'] },
  { kind: 'error', query: 'Cannot find module express', expect: ['/ja/examples/nodejs/express'] },
  // Questions and problems in the reader's words
  {
    kind: 'question',
    query: 'ヘルスチェック 失敗',
    expect: ['/ja/service/troubleshooting', '/ja/examples/python/fastapi'],
  },
  {
    kind: 'question',
    query: 'ドメインが保留中のまま',
    expect: ['/ja/service/domain', '/ja/service/troubleshooting'],
  },
  {
    kind: 'question',
    query: 'サーバーレスと常時稼働の違い',
    expect: ['/ja/serverless-vs-persistent'],
  },
  { kind: 'question', query: '最初のサービスをデプロイする', expect: ['/ja/'] },
  {
    kind: 'question',
    query: 'メモリ不足で再起動する',
    expect: [
      '/ja/service/troubleshooting',
      '/ja/examples/python/flask',
      '/ja/examples/ai/hg-image',
      '/ja/examples/audio/whisper',
    ],
  },
  {
    kind: 'question',
    query: 'WebSocket が切断される',
    expect: ['/ja/service/troubleshooting', '/ja/serverless-vs-persistent'],
  },
  { kind: 'question', query: 'サポートへの連絡方法', expect: ['/ja/support', '/ja/contact'] },
];
