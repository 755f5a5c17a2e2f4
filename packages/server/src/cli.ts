#!/usr/bin/env node
import path from 'node:path';
import { parseArgs } from 'node:util';
import { AgentFetchCounter, agentFetchFile } from './agents/counter.js';
import { PageViewCounter, pageViewFile, pageViewFileSource } from './page-views.js';
import { ClickHouseSink } from './storage/clickhouse.js';
import { createCollector } from './collect/collector.js';
import { RateLimiter } from './collect/rate-limit.js';
import {
  configFromEnv,
  settings,
  type CollectorConfig,
  type InsightsConfig,
  type ServerSettings,
} from './config.js';
import { log } from './log.js';
import { ServerMetrics } from './metrics.js';
import { startServer } from './server.js';
import { detectLocalePrefixes } from './static.js';

/** `--help`: the flags, then every setting of the environment with its default. */
function usage(): string {
  const plain = (text: string) => text.replace(/`/g, '');
  return [
    'Usage: node packages/server/dist/cli.js [--port <port>] [--host <host>] [--site <dir>]',
    '',
    'Serves the built site and stores tracker events. Settings come from the environment',
    '(an empty variable counts as unset; the flags win over PORT, HOST and SITE_DIR):',
    '',
    ...settings().flatMap(({ name, shown, text }) => [
      `  ${name}  (default: ${plain(shown)})`,
      `      ${plain(text)}`,
    ]),
  ].join('\n');
}

let values: { port?: string; host?: string; site?: string; help?: boolean };
try {
  ({ values } = parseArgs({
    options: {
      port: { type: 'string' },
      host: { type: 'string' },
      site: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  }));
} catch (error) {
  console.error(`${(error as Error).message}\n\n${usage()}`);
  process.exit(2);
}
if (values.help) {
  console.log(usage());
  process.exit(0);
}

let settingsFromEnv: ServerSettings;
let config: CollectorConfig;
let insights: InsightsConfig;
try {
  ({
    server: settingsFromEnv,
    collector: config,
    insights,
  } = await configFromEnv({
    ...process.env,
    ...(values.port !== undefined && { PORT: values.port }),
    ...(values.host !== undefined && { HOST: values.host }),
    ...(values.site !== undefined && { SITE_DIR: values.site }),
  }));
} catch (error) {
  log.fatal(`Invalid configuration: ${(error as Error).message}`);
  process.exit(1);
}
const { port, host, siteDir, cspConnectSrc } = settingsFromEnv;
const collector = await createCollector(config);
const root = path.resolve(siteDir);
// Requests for Markdown twins and llms.txt; flushed every few seconds and on exit. With ClickHouse
// the file is this instance's outbox and the counts of every instance meet in ClickHouse.
const clickhouseStore =
  collector.sink instanceof ClickHouseSink ? collector.sink.clickhouse : undefined;
const agentFetches = new AgentFetchCounter(
  settingsFromEnv.agentStatsFile,
  undefined,
  clickhouseStore,
  (error) =>
    log.warn(
      `Agent fetches: kept in ${agentFetches.file}, not yet in ClickHouse (${error.message})`,
    ),
);
// Pages, 404 pages and searches the server delivered, counted without consent and without any
// identifier (src/page-views.ts); the same outbox path as the agent fetches.
const pageViews = new PageViewCounter(
  pageViewFile(settingsFromEnv.agentStatsFile),
  undefined,
  clickhouseStore,
  (error) =>
    log.warn(`Page views: kept in ${pageViews.file}, not yet in ClickHouse (${error.message})`),
);
const metrics = new ServerMetrics({
  health: collector.health,
  site: () => server.site,
  sqliteFiles: [config.sink.kind === 'sqlite' ? config.sink.file : config.sink.spool.file],
});
const server = await startServer({
  root,
  localePrefixes: await detectLocalePrefixes(root),
  port,
  host,
  collect: { ...collector, counts: metrics.counts },
  // The public port says only whether this instance takes events; the details (spool,
  // ClickHouse's errors) are on the metrics port.
  health: async () => ({ ok: (await collector.health()).ok }),
  cspConnectSrc,
  onAnswer: (entry) => {
    metrics.answered(entry);
    // The access log: one line per request, without the client's address or the query string.
    if (settingsFromEnv.accessLog) log.info(entry, 'request');
  },
  agentFetches,
  pageViews,
  // Search and page reads for AI tools, with their own per-client budget of the same size.
  mcp: {
    rateLimiter: new RateLimiter(config.rateLimitPerMinute),
    allowedOrigins: config.allowedOrigins,
    trustedProxies: config.trustedProxies,
  },
  insights:
    insights.token === null
      ? undefined
      : {
          token: insights.token,
          sink: collector.sink,
          mainSiteHost: insights.mainSiteHost,
          trustedProxies: config.trustedProxies,
          agentFetches: clickhouseStore ?? agentFetchFile(agentFetches.file),
          pageViews: clickhouseStore ?? pageViewFileSource(pageViews.file),
        },
});
const megabytes = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;
/** What the build costs in memory (served from memory, never from disk). */
const describeSite = ({ files, bytes, loadMs }: typeof server.site) =>
  `${files} files in memory: ${megabytes(bytes.identity)} as built, ${megabytes(bytes.br)} brotli, ` +
  `${megabytes(bytes.gzip)} gzip (${megabytes(bytes.identity + bytes.br + bytes.gzip)} in all), read in ${loadMs} ms`;
const where = config.sink.kind === 'sqlite' ? config.sink.file : config.sink.url;
log.info({ url: server.url }, `Serving ${siteDir} at ${server.url}/ (German: ${server.url}/de/)`);
log.info(`Site: ${describeSite(server.site)}; SIGHUP reads a rebuilt site`);
log.info(`Tracker events: POST ${server.url}/lc_t → ${config.sink.kind} (${where})`);
log.info(
  `Agent fetches (.md, llms.txt): counted in ${agentFetches.file}${clickhouseStore ? ', sent on to ClickHouse' : ''}`,
);
log.info(
  `Page views (pages, 404 pages, searches; no identifier): counted in ${pageViews.file}${clickhouseStore ? ', sent on to ClickHouse' : ''}`,
);
log.info(`MCP (search, get_page for AI tools): ${server.url}/mcp`);
log.info(
  insights.token === null
    ? 'Docs insights dashboard: off (set INSIGHTS_TOKEN to serve /_insights/)'
    : `Docs insights dashboard: ${server.url}/_insights/ (token: INSIGHTS_TOKEN)`,
);
if (settingsFromEnv.metrics !== null) {
  const { port: metricsPort, host: metricsHost } = settingsFromEnv.metrics;
  await metrics.listen(metricsPort, metricsHost).then(
    ({ url }) =>
      log.info({ metrics: url }, `Metrics: ${url}/metrics, details of /healthz: ${url}/healthz`),
    (error: unknown) =>
      log.error(
        `Metrics: cannot listen on ${metricsHost}:${metricsPort} (${String(error)}); the site is served without them`,
      ),
  );
}
if (config.sink.kind === 'clickhouse') {
  log.info(`Spool: ${config.sink.spool.file} (up to ${config.sink.spool.maxEvents} events)`);
}

/**
 * SIGTERM/SIGINT: stop accepting, let requests in flight finish, forward what
 * the spool holds, and exit within SHUTDOWN_TIMEOUT_MS. A second signal exits
 * at once. Nothing acknowledged depends on the shutdown: it is durable in the
 * store or the spool (SIGKILL loses nothing either).
 */
let shuttingDown = false;
async function shutdown(signal: string) {
  if (shuttingDown) {
    log.warn(`${signal} again: exiting now`);
    process.exit(1);
  }
  shuttingDown = true;
  const started = Date.now();
  const deadline = started + config.shutdownTimeoutMs;
  // The last moments are for aborting the forwarder and closing the files (up to half the time:
  // on a busy machine a fifth was too little, and the hard exit cut a clean shutdown); past the
  // deadline the process exits anyway.
  const flushDeadline = deadline - Math.min(1000, config.shutdownTimeoutMs / 2);
  setTimeout(() => {
    log.error(`shutdown: not done after ${config.shutdownTimeoutMs} ms, exiting`);
    process.exit(1);
  }, config.shutdownTimeoutMs).unref();
  log.info(`${signal}: shutting down (${server.inFlight} requests in flight)`);
  const cut = await server.shutdown(flushDeadline);
  if (cut > 0) log.warn(`shutdown: ${cut} requests unfinished at the deadline were cut`);
  await Promise.all([agentFetches.close(flushDeadline), pageViews.close(flushDeadline)]);
  await collector.close(flushDeadline);
  log.info({ ms: Date.now() - started }, 'shutdown: done');
  process.exit(0);
}
// A rebuilt site: read it while the old one is served, then switch.
process.on('SIGHUP', () => {
  server.reload().then(
    (site) => log.info(`SIGHUP: site reloaded, ${describeSite(site)}`),
    (error: unknown) =>
      log.error(`SIGHUP: reload failed, still serving the previous site: ${String(error)}`),
  );
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void shutdown(signal));
}
