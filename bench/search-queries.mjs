// German search queries with the /de/ pages a reader expects (any one of them
// counts as a hit), written from the pages' topics (titles, descriptions,
// section headings), not from any engine's output. Used by
// search-relevance.mjs and search-scale.mjs.
export const germanQueries = [
  // Plurals and inflections (stemming)
  { kind: 'plural', query: 'Datenbanken anlegen', expect: ['/de/postgresql'] },
  { kind: 'plural', query: 'Warteschlangen', expect: ['/de/service/async', '/de/redis/'] },
  { kind: 'plural', query: 'Zertifikate', expect: ['/de/service/domain'] },
  { kind: 'plural', query: 'Alarme', expect: ['/de/service/observability'] },
  { kind: 'plural', query: 'Metrik', expect: ['/de/service/observability'] },
  { kind: 'plural', query: 'Berechtigung', expect: ['/de/service/connect-to-github'] },
  { kind: 'plural', query: 'Migration', expect: ['/de/postgresql'] },
  { kind: 'plural', query: 'Instanzgrößen', expect: ['/de/service/', '/de/limit'] },
  { kind: 'plural', query: 'Verbotene Aktivität', expect: ['/de/acceptable'] },
  // Umlaut and ß spellings
  { kind: 'umlaut', query: 'Zwoelf Faktor', expect: ['/de/12factors'] },
  { kind: 'umlaut', query: 'Zwolf-Faktor', expect: ['/de/12factors'] },
  { kind: 'umlaut', query: 'Ueberblick', expect: ['/de/overview'] },
  { kind: 'umlaut', query: 'Datenschutzerklaerung', expect: ['/de/privacy'] },
  { kind: 'umlaut', query: 'Verstoesse', expect: ['/de/acceptable'] },
  { kind: 'umlaut', query: 'Kuendigung', expect: ['/de/term'] },
  { kind: 'umlaut', query: 'Praefix entfernen', expect: ['/de/service/path-based'] },
  { kind: 'umlaut', query: 'zulassige Nutzung', expect: ['/de/acceptable'] },
  { kind: 'umlaut', query: 'Verdraengung', expect: ['/de/redis/'] },
  // The docs say "Domain"; readers also write the German word, in any spelling.
  { kind: 'umlaut', query: 'Domäne hinzufügen', expect: ['/de/service/domain'] },
  { kind: 'umlaut', query: 'Domaene', expect: ['/de/service/domain'] },
  // Typos
  { kind: 'typo', query: 'Obervability', expect: ['/de/service/observability'] },
  { kind: 'typo', query: 'Warteschlagne', expect: ['/de/service/async', '/de/redis/'] },
  { kind: 'typo', query: 'Zertifkat', expect: ['/de/service/domain'] },
  { kind: 'typo', query: 'Persistnez', expect: ['/de/redis/', '/de/serverless-vs-persistent'] },
  { kind: 'typo', query: 'Fehlerbehebng', expect: ['/de/service/troubleshooting'] },
  { kind: 'typo', query: 'Datenschutzerklärnug', expect: ['/de/privacy'] },
  { kind: 'typo', query: 'Nutzungsbedingugnen', expect: ['/de/term'] },
  // Compound words (a part finds the whole)
  { kind: 'compound', query: 'Zertifikat', expect: ['/de/service/domain'] },
  { kind: 'compound', query: 'Präfix', expect: ['/de/service/path-based'] },
  {
    kind: 'compound',
    query: 'Leerlauf Kosten',
    expect: ['/de/overview', '/de/serverless-vs-persistent'],
  },
  { kind: 'compound', query: 'Schwellen', expect: ['/de/fair-use'] },
  {
    kind: 'compound',
    query: 'Erkennung Sprache',
    expect: ['/de/examples/audio/whisper', '/de/examples/audio/'],
  },
  { kind: 'compound', query: 'Klassifizierung Bild', expect: ['/de/examples/ai/hg-image'] },
  { kind: 'compound', query: 'Verbindungspool', expect: ['/de/postgresql'] },
  { kind: 'compound', query: 'Pool', expect: ['/de/postgresql'] },
  { kind: 'compound', query: 'Hilfe Entscheidung', expect: ['/de/serverless-vs-persistent'] },
  // English terms used in German text
  { kind: 'english', query: 'Health-Check', expect: ['/de/service/troubleshooting'] },
  { kind: 'english', query: 'Build-Logs', expect: ['/de/service/continuous-deployments'] },
  { kind: 'english', query: 'Monorepo', expect: ['/de/service/connect-to-github'] },
  { kind: 'english', query: 'WebSockets', expect: ['/de/serverless-vs-persistent'] },
  { kind: 'english', query: 'Traces', expect: ['/de/service/observability'] },
  {
    kind: 'english',
    query: 'Screenshots',
    expect: ['/de/examples/testing/playwright', '/de/examples/testing/'],
  },
  {
    kind: 'english',
    query: 'PDF',
    expect: ['/de/examples/testing/puppeteer', '/de/examples/testing/'],
  },
  { kind: 'english', query: 'Thumbnail', expect: ['/de/examples/video/ffmpeg'] },
  { kind: 'english', query: 'Hugging Face', expect: ['/de/examples/ai/hg-image'] },
  { kind: 'english', query: 'Tokio', expect: ['/de/examples/rust/auxm'] },
  { kind: 'english', query: 'Rollbacks', expect: ['/de/service/continuous-deployments'] },
  // Phrases
  { kind: 'phrase', query: 'Domain hinzufügen', expect: ['/de/service/domain'] },
  { kind: 'phrase', query: 'Besitz nachweisen', expect: ['/de/service/domain'] },
  { kind: 'phrase', query: 'Missbrauch melden', expect: ['/de/acceptable'] },
  {
    kind: 'phrase',
    query: 'Deployment bei jedem Push',
    expect: ['/de/service/continuous-deployments'],
  },
  { kind: 'phrase', query: 'Repository verschieben', expect: ['/de/service/connect-to-github'] },
  { kind: 'phrase', query: 'Geplante Jobs', expect: ['/de/service/async'] },
  { kind: 'phrase', query: 'Antwortzeiten', expect: ['/de/support'] },
  { kind: 'phrase', query: 'Apex-Domain', expect: ['/de/service/domain'] },
  { kind: 'phrase', query: 'Wie lange bewahrt ihr meine Daten auf', expect: ['/de/privacy'] },
];
