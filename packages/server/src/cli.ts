#!/usr/bin/env node
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createCollector } from './collect/collector.js';
import { collectorConfigFromEnv } from './config.js';
import { startServer } from './server.js';
import { detectLocalePrefixes } from './static.js';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.PORT ?? '3000' },
    host: { type: 'string', default: process.env.HOST ?? '127.0.0.1' },
    site: { type: 'string', default: process.env.SITE_DIR ?? 'site/build' },
  },
});

const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`Invalid port "${values.port}": expected a number from 0 to 65535.`);
  process.exit(1);
}

let config;
try {
  config = await collectorConfigFromEnv();
} catch (error) {
  console.error(`Invalid configuration: ${(error as Error).message}`);
  process.exit(1);
}
const collector = await createCollector(config);
const root = path.resolve(values.site);
const server = await startServer({
  root,
  localePrefixes: await detectLocalePrefixes(root),
  port,
  host: values.host,
  collect: collector,
  health: collector.health,
  cspConnectSrc: (process.env.CSP_CONNECT_SRC ?? '').split(/\s+/).filter(Boolean),
});
const where = config.sink.kind === 'sqlite' ? config.sink.file : config.sink.url;
console.log(`Serving ${values.site} at ${server.url}/ (German: ${server.url}/de/)`);
console.log(`Tracker events: POST ${server.url}/lc_t → ${config.sink.kind} (${where})`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void server
      .close()
      .then(() => collector.close())
      .then(() => process.exit(0));
  });
}
