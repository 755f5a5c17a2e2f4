#!/usr/bin/env node
// What the official MCP SDK weighs in the server (decisions/2026-11-28-mcp-endpoint.md):
// its installed dependency closure (packages and bytes on disk), and what loading the MCP
// tools' module (McpServer, the Streamable HTTP transport, zod) adds to a process that has
// loaded the server's modules: wall time and peak RSS, each the median of BENCH_RUNS
// (default 9) fresh processes, A/B against the server's modules alone, alternated.
// Usage: npm run build -w @nubiva/server && node bench/mcp-weight.mjs
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const server = path.join(root, 'packages/server');
const runs = Number(process.env.BENCH_RUNS ?? 9);

/** Bytes of a directory tree on disk (files' sizes). */
const bytesOf = (dir) =>
  readdirSync(dir, { recursive: true }).reduce((sum, name) => {
    const stat = statSync(path.join(dir, name), { throwIfNoEntry: false });
    return sum + (stat?.isFile() ? stat.size : 0);
  }, 0);

/** The package directories `name` needs, itself included, as Node resolves them from `from`. */
function closure(name, from, seen = new Map()) {
  // Node's lookup: node_modules/<name> in `from`, then in each folder above it.
  let dir = from;
  while (!existsSync(path.join(dir, 'node_modules', name, 'package.json'))) {
    if (dir === path.dirname(dir)) throw new Error(`${name} is not installed above ${from}`);
    dir = path.dirname(dir);
  }
  dir = path.join(dir, 'node_modules', name);
  const manifest = path.join(dir, 'package.json');
  if (seen.has(dir)) return seen;
  const { dependencies = {} } = JSON.parse(readFileSync(manifest, 'utf8'));
  seen.set(dir, bytesOf(dir));
  for (const dependency of Object.keys(dependencies)) closure(dependency, dir, seen);
  return seen;
}

const sdk = closure('@modelcontextprotocol/sdk', server);
const sdkBytes = [...sdk.values()].reduce((a, b) => a + b, 0);

// The server's modules (dist: npm run build -w @nubiva/server), then the MCP tools' module.
const serverModules = `await import('./dist/index.js');`;
const load = `${serverModules}\n  await import('./dist/mcp/tools.js');`;
const probe = (body) => {
  const started = process.hrtime.bigint();
  const run = spawnSync(
    process.execPath,
    ['--input-type=module', '-e', `${body}\nconsole.log(process.resourceUsage().maxRSS);`],
    { cwd: server, encoding: 'utf8' },
  );
  if (run.status !== 0) throw new Error(run.stderr);
  return { ms: Number(process.hrtime.bigint() - started) / 1e6, rssKb: Number(run.stdout) };
};
const median = (values) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)];
const bare = [];
const withSdk = [];
for (let i = 0; i < runs; i++) {
  bare.push(probe(serverModules));
  withSdk.push(probe(load));
}
const ms = (list) => median(list.map((r) => r.ms));
const mb = (list) => median(list.map((r) => r.rssKb)) / 1024;

console.log(`MCP SDK weight (median of ${runs} fresh processes each, alternated)`);
console.log(
  `  install: ${sdk.size} packages, ${(sdkBytes / 1_048_576).toFixed(1)} MB on disk (the SDK's dependency closure)`,
);
console.log(
  `  server's modules:      ${ms(bare).toFixed(0)} ms, ${mb(bare).toFixed(1)} MB peak RSS`,
);
console.log(
  `  + the MCP tools (SDK): ${ms(withSdk).toFixed(0)} ms, ${mb(withSdk).toFixed(1)} MB peak RSS`,
);
console.log(
  `  added:                 ${(ms(withSdk) - ms(bare)).toFixed(0)} ms, ${(mb(withSdk) - mb(bare)).toFixed(1)} MB`,
);

// Per request, warm: the same German searches as a tools/call through the SDK (a server and a
// transport per request, as a stateless endpoint builds them) and as the Markdown search answer
// (GET /de/search, Accept: text/markdown), alternated, on the built site (site/build).
const { startServer, detectLocalePrefixes } = await import(path.join(server, 'dist/index.js'));
const { RateLimiter } = await import(path.join(server, 'dist/collect/rate-limit.js'));
const { TrustedProxies } = await import(path.join(server, 'dist/proxies.js'));
const site = path.join(root, 'site/build');
const running = await startServer({
  root: site,
  localePrefixes: await detectLocalePrefixes(site),
  port: 0,
  mcp: {
    rateLimiter: new RateLimiter(0),
    allowedOrigins: [],
    trustedProxies: new TrustedProxies(),
  },
});
const viaMcp = (query) =>
  fetch(`${running.url}/mcp`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'tools/call',
      params: { name: 'search', arguments: { query, locale: 'de' } },
    }),
  }).then((response) => response.text());
const viaGet = (query) =>
  fetch(`${running.url}/de/search?q=${encodeURIComponent(query)}`, {
    headers: { Accept: 'text/markdown' },
  }).then((response) => response.text());
const queries = ['Redis', 'Postgres', 'Domain', 'Dienst', 'Backup', 'Limits', 'Deployment', 'Logs'];
const megabytes = () => process.memoryUsage().rss / 1_048_576;
const rssBefore = megabytes();
let started = performance.now();
await viaMcp('Redis');
const firstMs = performance.now() - started;
const rssAfter = megabytes();
for (const query of queries) await Promise.all([viaMcp(query), viaGet(query)]);
const times = { mcp: [], get: [] };
for (let round = 0; round < 5; round++) {
  for (const query of queries) {
    for (const [name, ask] of [
      ['mcp', viaMcp],
      ['get', viaGet],
    ]) {
      started = performance.now();
      await ask(query);
      times[name].push(performance.now() - started);
    }
  }
}
await running.close();
console.log(
  `  first MCP request (loads the SDK): ${firstMs.toFixed(0)} ms; RSS with the build in memory ${rssBefore.toFixed(0)} → ${rssAfter.toFixed(0)} MB (one process, bench included)`,
);
console.log(
  `  a warm search, median of ${times.mcp.length}: MCP tools/call ${median(times.mcp).toFixed(1)} ms, GET /de/search as Markdown ${median(times.get).toFixed(1)} ms`,
);
