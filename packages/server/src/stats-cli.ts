#!/usr/bin/env node
// `npm run stats -- --since 7d [--locale de] [--path /de/service] [--lang de]
// [--html report.html] [--json]`: reads the configured sink (same environment
// variables as the server).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { agentFetchFile, type AgentFetchStats } from './agents/counter.js';
import { agentFetchesHtml, formatAgentFetches } from './agents/report.js';
import { configFromEnv } from './config.js';
import { pageViewFile, pageViewFileSource, type PageViewStats } from './page-views.js';
import { formatPageViews, pageViewsHtml } from './stats/page-views-report.js';
import { ClickHouseStore } from './storage/clickhouse.js';
import { readSpoolDepth } from './storage/spool.js';
import { SqliteSink } from './storage/sqlite.js';
import type { Aggregates } from './stats/aggregates.js';
import { formatText } from './stats/format-text.js';
import { htmlReport } from './stats/html-report.js';
import { parseLang } from './stats/messages.js';
import { parseSince, parseStatsFilter } from './stats/since.js';
import { summarize } from './stats/summary.js';

const { values } = parseArgs({
  options: {
    since: { type: 'string', default: '7d' },
    html: { type: 'string' },
    json: { type: 'boolean', default: false },
    locale: { type: 'string' },
    path: { type: 'string' },
    lang: { type: 'string', default: 'en' },
  },
});

/** Events the stats cannot count: still in this host's spool, not yet in ClickHouse. */
function warnAboutSpool(file: string): void {
  const depth = readSpoolDepth(file);
  if (depth === null || depth.events === 0) return;
  console.error(
    `Warning: ${depth.events} events (${depth.batches} batches) are still in the spool ` +
      `${file}, not yet in ClickHouse, and not counted below. ` +
      'The server forwards them while ClickHouse answers (see GET /healthz).',
  );
}

try {
  const until = Date.now();
  const since = parseSince(values.since, until);
  const lang = parseLang(values.lang);
  if (lang === null) throw new Error(`--lang "${values.lang}": use en or de`);
  const filter = parseStatsFilter({ locale: values.locale, path: values.path });
  const { collector: config, insights, server } = await configFromEnv();
  // Read only: the stats never start a forwarder (the server owns its spool).
  const sink =
    config.sink.kind === 'sqlite'
      ? new SqliteSink(config.sink.file, config.sink.sync)
      : new ClickHouseStore(config.sink);
  let aggregates: Aggregates;
  // Requests for Markdown twins and llms.txt, counted by the server (agents run no tracker): with
  // ClickHouse those of every instance, else this instance's file.
  let agentFetches: AgentFetchStats;
  // Pages, 404 pages and searches the server delivered, counted for every reader (no consent
  // needed, no identifier): with ClickHouse those of every instance, else this instance's file.
  let pageViews: PageViewStats;
  try {
    aggregates = await sink.aggregate(since, until, {
      ...filter,
      mainSiteHost: insights.mainSiteHost,
    });
    agentFetches = await (
      sink instanceof ClickHouseStore ? sink : agentFetchFile(server.agentStatsFile)
    ).agentFetches(since, until);
    pageViews = await (
      sink instanceof ClickHouseStore
        ? sink
        : pageViewFileSource(pageViewFile(server.agentStatsFile))
    ).pageViews(since, until);
  } finally {
    // Also when the aggregate failed (ClickHouse down): the spool is where those events wait,
    // and the warning must come before the error.
    if (config.sink.kind === 'clickhouse') warnAboutSpool(config.sink.spool.file);
  }
  await sink.close();
  const summary = summarize(aggregates, since, until, filter);
  console.log(
    values.json
      ? JSON.stringify({ serverPageViews: pageViews, ...summary, agentFetches }, null, 2)
      : `${formatPageViews(pageViews, lang)}\n${formatText(summary, lang)}\n${formatAgentFetches(agentFetches, lang)}`,
  );
  if (values.html !== undefined) {
    const file = path.resolve(values.html);
    writeFileSync(
      file,
      htmlReport(
        summary,
        agentFetchesHtml(agentFetches, lang),
        lang,
        pageViewsHtml(pageViews, lang),
      ),
    );
    console.log(`HTML report: ${file}`);
  }
} catch (error) {
  console.error(`stats: ${(error as Error).message}`);
  process.exit(1);
}
