#!/usr/bin/env node
// `npm run stats -- --since 7d [--html report.html] [--json]`: reads the
// configured sink (same environment variables as the server).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { collectorConfigFromEnv } from './config.js';
import { openSink } from './storage/open-sink.js';
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
    const sink = await openSink(config.sink);
    const summary = summarize(await sink.aggregate(since, until), since, until);
    await sink.close();
    console.log(values.json ? JSON.stringify(summary, null, 2) : formatText(summary));
    if (values.html !== undefined) {
        const file = path.resolve(values.html);
        writeFileSync(file, htmlReport(summary));
        console.log(`HTML report: ${file}`);
    }
}
catch (error) {
    console.error(`stats: ${error.message}`);
    process.exit(1);
}
//# sourceMappingURL=stats-cli.js.map