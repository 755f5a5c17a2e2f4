#!/usr/bin/env node
// `npm run stats -- --since 7d [--html report.html] [--json]`: reads the
// configured sink (same environment variables as the server).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { agentStatsFile, readAgentFetches } from './agents/counter.js';
import { agentFetchesHtml, formatAgentFetches } from './agents/report.js';
import { collectorConfigFromEnv } from './config.js';
import { ClickHouseStore } from './storage/clickhouse.js';
import { readSpoolDepth } from './storage/spool.js';
import { SqliteSink } from './storage/sqlite.js';
import { formatText } from './stats/format-text.js';
import { htmlReport } from './stats/html-report.js';
import { parseSince } from './stats/since.js';
import { summarize } from './stats/summary.js';

const { values } = parseArgs({
  options: {
    since: { type: 'string', default: '7d' },
    html: { type: 'string' },
    json: { type: 'boolean', default: false },
  },
});

try {
  const until = Date.now();
  const since = parseSince(values.since, until);
  const config = await collectorConfigFromEnv();
  // Read only: the stats never start a forwarder (the server owns its spool).
  const sink =
    config.sink.kind === 'sqlite'
      ? new SqliteSink(config.sink.file, config.sink.sync)
      : new ClickHouseStore(config.sink);
  const summary = summarize(await sink.aggregate(since, until), since, until);
  await sink.close();
  if (config.sink.kind === 'clickhouse') {
    const depth = readSpoolDepth(config.sink.spool.file);
    if (depth !== null && depth.events > 0) {
      console.error(
        `Warning: ${depth.events} events (${depth.batches} batches) are still in the spool ` +
          `${config.sink.spool.file}, not yet in ClickHouse, and not counted below. ` +
          'The server forwards them while ClickHouse answers (see GET /healthz).',
      );
    }
  }
  // Requests for Markdown twins and llms.txt, counted by the server (agents run no tracker).
  const agentFetches = readAgentFetches(agentStatsFile(), since, until);
  console.log(
    values.json
      ? JSON.stringify({ ...summary, agentFetches }, null, 2)
      : `${formatText(summary)}\n${formatAgentFetches(agentFetches)}`,
  );
  if (values.html !== undefined) {
    const file = path.resolve(values.html);
    writeFileSync(file, htmlReport(summary, agentFetchesHtml(agentFetches)));
    console.log(`HTML report: ${file}`);
  }
} catch (error) {
  console.error(`stats: ${(error as Error).message}`);
  process.exit(1);
}
