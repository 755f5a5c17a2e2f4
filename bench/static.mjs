#!/usr/bin/env node
// Static serving: our server (the CLI, as `npm start` runs it) beside nginx from Debian
// (nginx-light: one worker, gzip_static on, its config in a temp dir), plain and with the
// configuration generated from our server's rules (packages/server/src/nginx.ts: every header,
// route and redirect of ours; nginx+views also mirrors each page request to our server, which
// counts page views), and a ten-line Node server answering from a Buffer in memory, on the same
// precompressed files of the site build: a page and the main JS asset; and that Node server again
// sending the headers ours sends for each file (its security headers, CSP, ETag, Link, …), which
// shows what node:http itself costs for our answer.
// Each gets the same load, `wrk -t1 -c32` with `Accept-Encoding: gzip` (nginx
// has no brotli, so all send the same .gz bytes), after a short warm-up, in
// rounds that take the servers in turn; the script prints the median requests/s,
// p50, p99 and CPU time per request of each server and the ratio to plain nginx.
// Targets: ours at least 0.8x nginx's requests/s on both, p99 at most 5 ms; nginx with the
// generated configuration at least 0.9x plain nginx.
// Usage: npm run build (or SITE_DIR=<a build>) && node bench/static.mjs
//   SERVER_DIST=<dist> runs another build of the server (e.g. main's, for a before/after);
//   BENCH_SECONDS (default 10), BENCH_CONNECTIONS (default 32), BENCH_ROUNDS (default 3).
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { startNginx } from '../packages/server/test/nginx-process.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const site = path.resolve(process.env.SITE_DIR ?? path.join(repo, 'site/build'));
const dist = path.resolve(process.env.SERVER_DIST ?? path.join(repo, 'packages/server/dist'));
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const targets = { ratio: 0.8, p99Ms: 5, configuredRatio: 0.9 };

for (const [tool, hint] of [
  ['/usr/sbin/nginx', 'apt-get install nginx-light'],
  ['/usr/bin/wrk', 'apt-get install wrk'],
]) {
  if (!existsSync(tool)) throw new Error(`${tool} is missing: ${hint}`);
}
if (!existsSync(path.join(site, 'de/service/observability/index.html.gz'))) {
  throw new Error(`${site} is no precompressed site build: run npm run build, or set SITE_DIR`);
}
const mainJs = readdirSync(path.join(site, 'assets/js')).find((name) =>
  /^main\.[0-9a-f]+\.js$/.test(name),
);
const files = [
  { name: 'page', url: '/de/service/observability', file: 'de/service/observability/index.html' },
  { name: 'asset', url: `/assets/js/${mainJs}`, file: `assets/js/${mainJs}` },
];
const work = mkdtempSync(path.join(tmpdir(), 'nubiva-static-bench-'));
const children = [];
// Also on a crash: no server outlives the bench.
process.on('exit', () =>
  children.forEach((child) => child.exitCode === null && child.kill('SIGKILL')),
);

/** Starts a process and resolves with its URL: printed on stdout, or when its port answers. */
function start(command, args, { env = {}, url, printed } = {}) {
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: 'pipe' });
  children.push(child);
  let output = '';
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${command} exited (${code}): ${output}`)));
    const onData = (chunk) => {
      output += chunk.toString();
      const match = printed?.exec(output);
      if (match) resolve({ child, url: match[1], output: () => output });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    if (url) {
      const poll = () =>
        net
          .connect(Number(new URL(url).port), '127.0.0.1', function () {
            this.destroy();
            resolve({ child, url, output: () => output });
          })
          .once('error', () => setTimeout(poll, 20));
      poll();
    }
  });
}

async function ours() {
  return start(
    process.execPath,
    [path.join(dist, 'cli.js'), '--port', '0', '--host', '127.0.0.1', '--site', site],
    {
      env: {
        EVENTS_STORE: 'sqlite',
        EVENTS_SQLITE_FILE: path.join(work, 'events.sqlite'),
        AGENT_STATS_FILE: path.join(work, 'agents.sqlite'),
        INSIGHTS_TOKEN: '',
        // As nginx's below (access_log off): the bench measures serving, not logging.
        ACCESS_LOG: '0',
        METRICS_PORT: '0',
      },
      printed: /at (http:\/\/[^/\s]+)\//,
    },
  );
}

/** nginx, plain: the files as they are, gzip_static, nothing of our headers. */
function nginx() {
  return startNginx(
    path.join(work, 'nginx'),
    (port) => `
  include /etc/nginx/mime.types;
  sendfile on;
  gzip_static on;
  server {
    listen 127.0.0.1:${port};
    root ${site};
    location / { try_files $uri $uri/index.html $uri.html =404; }
  }`,
    { workers: 1 },
  );
}

/** nginx with the configuration generated from our server's rules, ours as its upstream. */
async function configuredNginx(name, countPageViews) {
  const { nginxSiteConfig } = await import(pathToFileURL(path.join(dist, 'nginx.js')).href);
  const { loadSite, detectLocalePrefixes } = await import(
    pathToFileURL(path.join(dist, 'static.js')).href
  );
  const localePrefixes = await detectLocalePrefixes(site);
  const loaded = await loadSite({ root: site, localePrefixes });
  const upstream = new URL(started[0].server.url).host;
  return startNginx(
    path.join(work, name),
    (port) =>
      nginxSiteConfig(loaded, {
        listen: `127.0.0.1:${port}`,
        upstream,
        root: site,
        localePrefixes,
        countPageViews,
      }),
    { workers: 1 },
  );
}

/** The baseline: the two .gz files in Buffers, ten lines of node:http, with `headers` per URL. */
async function buffer(headers) {
  const source = `
const http = require('node:http'), fs = require('node:fs');
const answers = new Map(${JSON.stringify(files.map((f) => [f.url, path.join(site, `${f.file}.gz`), headers[f.url]]))}
  .map(([url, file, headers]) => [url, { body: fs.readFileSync(file), headers }]));
http.createServer((request, response) => {
  const answer = answers.get(request.url);
  if (!answer) return void response.writeHead(404).end();
  response.writeHead(200, answer.headers);
  response.end(answer.body);
}).listen(0, '127.0.0.1', function () { console.log('at http://127.0.0.1:' + this.address().port + '/'); });`;
  return start(process.execPath, ['-e', source], { printed: /at (http:\/\/[^/\s]+)\// });
}
const fewHeaders = Object.fromEntries(
  files.map((f) => [
    f.url,
    {
      'Content-Type': `text/${f.file.endsWith('.html') ? 'html' : 'javascript'}; charset=utf-8`,
      'Content-Encoding': 'gzip',
      'Content-Length': readFileSync(path.join(site, `${f.file}.gz`)).length,
    },
  ]),
);
/** The headers ours answered with (check), less those node:http adds itself. */
const oursHeaders = {};

/** The answer must be the build's .gz bytes: the same file from every server. */
function check(url, file) {
  const expected = readFileSync(path.join(site, `${file}.gz`));
  return new Promise((resolve, reject) => {
    const request = http.get(
      url,
      { agent: false, headers: { 'Accept-Encoding': 'gzip' } },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => {
          const body = Buffer.concat(chunks);
          if (response.statusCode === 200 && body.equals(expected)) resolve(response.rawHeaders);
          else
            reject(
              new Error(`${url}: ${response.statusCode}, ${body.length} bytes, not ${file}.gz`),
            );
        });
      },
    );
    request.once('error', (error) => reject(new Error(`${url}: ${error.message}`)));
  });
}

const ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }));
/** CPU seconds a process and its children (nginx's worker) used so far: load-independent cost. */
function cpuSeconds(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const [utime, stime] = stat
    .slice(stat.lastIndexOf(')') + 2)
    .split(' ')
    .slice(11, 13)
    .map(Number);
  const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
    .split(' ')
    .filter(Boolean);
  return (
    (utime + stime) / ticksPerSecond + children.reduce((sum, child) => sum + cpuSeconds(child), 0)
  );
}

const milliseconds = (value, unit) => Number(value) * { us: 0.001, ms: 1, s: 1000 }[unit];

function wrk(url, duration) {
  const output = execFileSync(
    '/usr/bin/wrk',
    ['-t1', `-c${connections}`, `-d${duration}s`, '--latency', '-H', 'Accept-Encoding: gzip', url],
    { encoding: 'utf8' },
  );
  const latency = (percent) => {
    const match = new RegExp(`^\\s*${percent}%\\s+([\\d.]+)(us|ms|s)$`, 'm').exec(output);
    return match ? milliseconds(match[1], match[2]) : NaN;
  };
  const errors = /Non-2xx or 3xx responses: (\d+)|Socket errors: (.*)/.exec(output);
  if (errors) throw new Error(`wrk ${url}: ${errors[0]}`);
  return {
    rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(output)[1]),
    p50: latency(50),
    p99: latency(99),
  };
}

const servers = [
  ['ours', ours],
  ['nginx', nginx],
  ['nginx+cfg', () => configuredNginx('nginx-configured', false)],
  ['nginx+views', () => configuredNginx('nginx-views', true)],
  ['buffer', () => buffer(fewHeaders)],
  ['buf+hdrs', () => buffer(oursHeaders)],
];
const runs = [];
const loadBefore = loadavg()[0];
const started = [];
try {
  for (const [name, startServer] of servers) {
    const server = await startServer();
    if (!children.includes(server.child)) children.push(server.child);
    for (const file of files) {
      const raw = await check(server.url + file.url, file.file).catch((error) => {
        throw new Error(`${name}: ${error.message}\n${server.output()}`);
      });
      if (name === 'ours') {
        const own = ['date', 'connection', 'keep-alive'];
        oursHeaders[file.url] = raw.flatMap((value, i) =>
          i % 2 === 1 || own.includes(value.toLowerCase()) ? [] : [value, raw[i + 1]],
        );
      }
      wrk(server.url + file.url, 2); // warm-up
    }
    started.push({ name, server });
  }
  const memory = /Site: (.*)/.exec(started[0].server.output())?.[1];
  if (memory) console.log(`ours: ${memory}`);
  // Rounds, each server in turn (the order rotating), so a busy moment of the machine does not
  // fall on one server only; the table shows each one's median.
  for (let round = 0; round < rounds; round++) {
    for (const file of files) {
      for (let i = 0; i < started.length; i++) {
        const { name, server } = started[(i + round) % started.length];
        const cpuBefore = cpuSeconds(server.child.pid);
        const result = wrk(server.url + file.url, seconds);
        const cpuUs = ((cpuSeconds(server.child.pid) - cpuBefore) / (result.rps * seconds)) * 1e6;
        runs.push({ server: name, file: file.name, ...result, cpuUs });
      }
    }
  }
} finally {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  rmSync(work, { recursive: true, force: true });
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const results = servers.flatMap(([server]) =>
  files.map((file) => {
    const mine = runs.filter((run) => run.server === server && run.file === file.name);
    const of = (key) => median(mine.map((run) => run[key]));
    const rps = mine.map((run) => run.rps);
    return {
      server,
      file: file.name,
      rps: of('rps'),
      range: `${Math.round(Math.min(...rps) / 1000)}–${Math.round(Math.max(...rps) / 1000)}k`,
      p50: of('p50'),
      p99: of('p99'),
      cpuUs: of('cpuUs'),
    };
  }),
);

const shown = path.relative(repo, dist).startsWith('..') ? dist : path.relative(repo, dist);
console.log(
  `\nwrk -t1 -c${connections} -d${seconds}s, Accept-Encoding: gzip, ${rounds} rounds, medians; ` +
    `${files[0].url}, ${files[1].url}; server ${shown}; ` +
    `load average ${loadBefore.toFixed(1)} → ${loadavg()[0].toFixed(1)}\n`,
);
const pad = (value, width) => String(value).padStart(width);
console.log(
  `${'server'.padEnd(12)}${'file'.padEnd(7)}${pad('requests/s', 12)}${pad('range', 10)}` +
    `${pad('p50', 10)}${pad('p99', 10)}${pad('× nginx', 9)}${pad('CPU/request', 13)}`,
);
for (const row of results) {
  const nginxRps = results.find((r) => r.server === 'nginx' && r.file === row.file).rps;
  console.log(
    `${row.server.padEnd(12)}${row.file.padEnd(7)}${pad(Math.round(row.rps).toLocaleString('en'), 12)}` +
      `${pad(row.range, 10)}${pad(`${row.p50.toFixed(2)} ms`, 10)}${pad(`${row.p99.toFixed(2)} ms`, 10)}` +
      `${pad((row.rps / nginxRps).toFixed(2), 9)}${pad(`${row.cpuUs.toFixed(1)} µs`, 13)}`,
  );
}
const ratioTo = (row, server) =>
  row.rps / results.find((r) => r.server === server && r.file === row.file).rps;
const misses = results.flatMap((row) => {
  if (row.server === 'ours') {
    return [
      ratioTo(row, 'nginx') < targets.ratio
        ? `ours ${row.file}: ${ratioTo(row, 'nginx').toFixed(2)}× nginx`
        : [],
      row.p99 > targets.p99Ms ? `ours ${row.file}: p99 ${row.p99.toFixed(2)} ms` : [],
    ].flat();
  }
  if (row.server === 'nginx+cfg' && ratioTo(row, 'nginx') < targets.configuredRatio) {
    return [`nginx+cfg ${row.file}: ${ratioTo(row, 'nginx').toFixed(2)}× nginx`];
  }
  return [];
});
const goals =
  `ours ≥ ${targets.ratio}× nginx's requests/s and p99 ≤ ${targets.p99Ms} ms; ` +
  `nginx+cfg ≥ ${targets.configuredRatio}× nginx`;
console.log(
  misses.length === 0
    ? `\nTargets met: ${goals}.`
    : `\nTargets missed (${goals}): ${misses.join('; ')}`,
);
