#!/usr/bin/env node
// Fault bench of the event collector. Real parts only: Debian's
// ClickHouse on loopback, the built server CLI in its own processes, real
// HTTP, real SQLite files. A client that behaves like the tracker (20-event
// batches, 3 retries 1 s apart, 10 s time-out, a 2xx with an errMsg counts as
// failure) records what it was told was accepted; after each fault the store
// is counted:
//   sent          events the client tried to deliver
//   acknowledged  events of batches answered 2xx
//   stored        distinct event ids in the store
//   lost          acknowledged but not stored (must be 0)
//   dup counted   events the stats count more than once (must be 0)
// Scenarios: 1 ClickHouse killed under steady load, then restarted; 2 the
// server killed with SIGKILL every few seconds and restarted (SQLite store,
// ClickHouse store); 3 version skew (unknown fields, missing optional
// fields); 4 the spool filled to its limit (503 + Retry-After); 5 two servers
// on one ClickHouse, events and agent fetches, while one is SIGKILLed and
// restarted: their `npm run stats -- --json` must equal that of one server fed
// the acknowledged batches and the same agent fetches. Then ingest throughput into the spool
// and forwarding throughput into ClickHouse.
//
// Usage: npm run build -w packages/server && node bench/faults.mjs
//   --ci      small sizes (the CI test, packages/server/test/faults.test.ts)
//   --json    also print the results as one JSON line at the end
//   --only 1,4  run some scenarios (t = throughput)
// Exits 1 if any row lost or double-counted an event.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import { sampleBatch } from '../packages/server/test/sample-batch.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'packages/server/dist');
const { startClickHouse, freePort } = await import(
  path.join(root, 'packages/server/test/clickhouse-process.mjs')
);
const { ClickHouseClient } = await import(path.join(dist, 'storage/clickhouse-client.js'));
const { ClickHouseStore } = await import(path.join(dist, 'storage/clickhouse.js'));
const { readSpoolDepth } = await import(path.join(dist, 'storage/spool.js'));

const { values: args } = parseArgs({
  options: {
    ci: { type: 'boolean', default: false },
    json: { type: 'boolean', default: false },
    only: { type: 'string' },
  },
});

/** Sizes: the full bench, and the CI test's (seconds and counts kept small). */
const sizes = args.ci
  ? {
      rate: 10, // batches per second of steady load (20 events each)
      warmupS: 1,
      outageS: 5, // longer than the tracker's retry window (3 retries, 1 s apart)
      killEveryS: 2,
      kills: 2,
      skewBatches: 20,
      spoolLimit: 400,
      spoolDownS: 4,
      twoServersS: 5,
      restarts: 1,
      agentRounds: 6,
      // Ingest: at least 1 s and 50 acknowledged batches; a saturated CI machine answered no
      // 2xx within a fixed 1 s, so the window runs on until the 50th (at most 60 s).
      throughputS: 1,
      ingestMinBatches: 50,
      ingestDeadlineS: 60,
      // The forwarder's back-off tops out at 2 s (default 10 s), so the drains after an outage are short.
      serverEnv: { EVENTS_FORWARD_MAX_BACKOFF_MS: '2000' },
    }
  : {
      rate: 20,
      warmupS: 5,
      outageS: 60,
      killEveryS: 10,
      kills: 6,
      skewBatches: 200,
      spoolLimit: 10_000,
      spoolDownS: 40,
      twoServersS: 30,
      restarts: 3,
      agentRounds: 300,
      throughputS: 10, // a fixed window
      ingestMinBatches: 0,
      ingestDeadlineS: 10,
      serverEnv: {},
    };
const eventsPerBatch = 20;
const only = args.only?.split(',').map((item) => item.trim());
const wanted = (id) => only === undefined || only.includes(id);

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const work = mkdtempSync(path.join(tmpdir(), 'nubiva-faults-'));
const site = path.join(work, 'site');
mkdirSync(path.join(site, 'de'), { recursive: true });
// What agents fetch (.md twins, llms.txt), for the two servers' agent-fetch counts.
const agentPaths = ['/llms.txt', '/de/llms.txt', '/de/overview.md'];
for (const file of agentPaths) writeFileSync(path.join(site, file), `# ${file}\n`);
const cli = path.join(dist, 'cli.js');

// ---------------------------------------------------------------- processes

/** The server CLI in its own process on a fixed port, so a restart keeps its address. */
async function startServer(name, env, port) {
  port ??= await freePort();
  const server = {
    name,
    port,
    url: `http://127.0.0.1:${port}`,
    database: env.CLICKHOUSE_DATABASE,
    child: null,
    log: '',
  };
  server.start = async () => {
    const child = spawn(
      process.execPath,
      [cli, '--port', String(port), '--host', '127.0.0.1', '--site', site],
      {
        env: {
          ...process.env,
          RATE_LIMIT_PER_MINUTE: '0',
          METRICS_PORT: '0',
          ...sizes.serverEnv,
          ...env,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    server.child = child;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    server.exited = exited;
    child.stderr.on('data', (chunk) => (server.log += chunk.toString()));
    await new Promise((resolve, reject) => {
      let out = '';
      child.stdout.on('data', (chunk) => {
        out += chunk.toString();
        server.log += chunk.toString();
        // The metrics port (the store's detailed health) is told last.
        const metrics = /"metrics":"(http:[^"]+)"/.exec(out)?.[1];
        if (metrics) {
          server.metricsUrl = metrics;
          resolve();
        }
      });
      exited.then((code) => reject(new Error(`${name} exited (${code}): ${server.log}`)));
    });
  };
  server.kill = async (signal = 'SIGKILL') => {
    if (server.child === null || server.child.exitCode !== null) return;
    server.child.kill(signal);
    await server.exited;
  };
  server.health = async () => (await fetch(`${server.metricsUrl}/healthz`)).json();
  /** Waits until the forwarder has moved the whole spool to ClickHouse. */
  server.drained = async (timeoutMs = 180_000) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const health = await server.health();
      if (health.spool === undefined || health.spool.events === 0) return;
      if (Date.now() > deadline)
        throw new Error(`${name}: spool not drained: ${health.spool.events}`);
      await sleep(200);
    }
  };
  await server.start();
  return server;
}

let databaseCounter = 0;
const clickhouseEnv = (clickhouse, name, extra = {}) => ({
  CLICKHOUSE_URL: clickhouse.url,
  CLICKHOUSE_DATABASE: `faults_${process.pid}_${extra.database ?? ++databaseCounter}`,
  EVENTS_SPOOL_FILE: path.join(work, `${name}-spool.sqlite`),
  ...extra.env,
});

// ---------------------------------------------------------------- tracker-like client

let sequence = 0;
const pages = ['/de/overview', '/de/postgresql', '/de/redis', '/de/service/domain', '/de/support'];

/** A batch as the tracker sends it; `shape` changes it as a newer or older tracker would. */
function makeBatch(shape = 'current') {
  const now = Date.now();
  sequence += 1;
  const events = Array.from({ length: eventsPerBatch }, (_, i) => {
    const pathname = pages[(sequence + i) % pages.length];
    const event = {
      event: i % 3 === 2 ? 'page_stay' : i % 3 === 1 ? 'page_leave' : 'page_enter',
      params: i % 3 === 2 ? { duration: 1000 + i * 137 } : {},
      ts: now - (eventsPerBatch - i) * 250,
      url: `https://docs.nubiva.example${pathname}`,
      prev_url: 'https://docs.nubiva.example/de/',
      hostname: 'docs.nubiva.example',
      pathname,
      search: '',
      workspace: '',
      page_type: 'docs',
      event_id: `f-${process.pid}-${sequence}-${i}`,
    };
    if (shape === 'newer') event.scrollDepth = 0.5;
    if (shape === 'older') delete event.workspace;
    return event;
  });
  const batch = sampleBatch({
    deviceId: `dev-${sequence % 997}`,
    sessionId: `ses-${sequence % 1999}`,
    windowId: `win-${sequence % 3001}`,
    browserVersion: '131.0.0.0',
    osName: 'Windows',
    osVersion: '10',
    userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/131.0.0.0 Safari/537.36',
    utmSource: 'newsletter',
    utmMedium: 'email',
    utmCampaign: 'launch',
    sendTs: now,
    events,
  });
  if (shape === 'newer') {
    batch.someFutureField = 'x';
    batch.consentState = { analytics: true };
  }
  if (shape === 'older') {
    for (const key of ['windowId', 'platformModel', 'ugCustom', 'sendTs', 'lcT']) delete batch[key];
  }
  return batch;
}

/**
 * The tracker's delivery: up to 1 + 3 attempts, 1 s apart, each with a 10 s
 * time-out; an answer counts as accepted only if it is 2xx without errMsg.
 * `targets()` gives the servers; each attempt takes the next (a balancer).
 */
class Tracker {
  constructor(targets) {
    this.targets = targets;
    this.deliveries = 0;
    this.sent = new Set();
    this.acknowledged = new Set();
    /** The batches answered 2xx, as sent (to feed them to one server for comparison). */
    this.acknowledgedBatches = [];
    this.pending = new Set();
    this.statuses = new Map();
    this.refused503 = 0;
    this.refused503Proper = 0;
    /** Failed attempts per server URL (each retried on the next server while retries are left). */
    this.failuresAt = new Map();
  }

  send(batch) {
    const ids = batch.events.map((event) => event.event_id);
    for (const id of ids) this.sent.add(id);
    const delivery = this.deliver(batch, ids).finally(() => this.pending.delete(delivery));
    this.pending.add(delivery);
    return delivery;
  }

  async deliver(batch, ids) {
    const body = JSON.stringify(batch);
    // Deliveries spread over the servers; a retry goes to the next one (as a balancer would).
    const first = this.deliveries++;
    for (let attempt = 0; attempt <= 3; attempt++) {
      if (attempt > 0) await sleep(1000);
      const targets = this.targets();
      const url = targets[(first + attempt) % targets.length];
      let key;
      try {
        const response = await fetch(`${url}/lc_t`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body,
          signal: AbortSignal.timeout(10_000),
        });
        const text = await response.text();
        key = String(response.status);
        let answer = null;
        try {
          answer = JSON.parse(text);
        } catch {
          // not JSON: a failure
        }
        if (response.status === 503) {
          this.refused503 += 1;
          if (response.headers.get('retry-after') && answer?.errMsg?.errorCode) {
            this.refused503Proper += 1;
          }
        }
        if (response.ok && answer !== null && answer.errMsg === undefined) {
          for (const id of ids) this.acknowledged.add(id);
          this.acknowledgedBatches.push(batch);
          this.count(key);
          return;
        }
      } catch (error) {
        key = error.cause?.code ?? error.name;
      }
      this.count(key);
      this.failuresAt.set(url, (this.failuresAt.get(url) ?? 0) + 1);
    }
  }

  count(key) {
    this.statuses.set(key, (this.statuses.get(key) ?? 0) + 1);
  }

  /** Steady load: `rate` batches a second for `seconds`, then waits for their deliveries. */
  async load(rate, seconds, shape) {
    const until = Date.now() + seconds * 1000;
    const gap = 1000 / rate;
    let due = Date.now();
    while (Date.now() < until) {
      void this.send(makeBatch(shape));
      due += gap;
      await sleep(Math.max(0, due - Date.now()));
    }
  }

  async settle() {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }
}

// ---------------------------------------------------------------- counting

async function countClickHouse(clickhouse, database) {
  const client = new ClickHouseClient({ url: clickhouse.url, timeoutMs: 60_000 });
  const ids = new Set(
    (await client.rows(`SELECT DISTINCT event_id FROM ${database}.events`)).map((r) => r.event_id),
  );
  await client.close();
  // What the stats count: ClickHouseStore.aggregate, the code behind `npm run stats`.
  const store = new ClickHouseStore({
    url: clickhouse.url,
    database,
    table: 'events',
    createTables: false,
  });
  const counted = (await store.aggregate(0, Date.now() + 86_400_000)).events;
  await store.close();
  return { ids, counted };
}

function countSqlite(file) {
  const db = new Database(file, { readonly: true });
  const ids = new Set(db.prepare('SELECT event_id FROM events').pluck().all());
  const counted = db.prepare('SELECT count(*) FROM events').pluck().get();
  db.close();
  return { ids, counted };
}

function row(name, tracker, { ids, counted }, notes = {}) {
  const lost = [...tracker.acknowledged].filter((id) => !ids.has(id)).length;
  return {
    name,
    sent: tracker.sent.size,
    acknowledged: tracker.acknowledged.size,
    stored: ids.size,
    lost,
    duplicatesCounted: counted - ids.size,
    ...notes,
  };
}

// ---------------------------------------------------------------- scenarios

const results = [];
const throughput = {};

async function clickhouseOutage(clickhouse) {
  const server = await startServer('outage', clickhouseEnv(clickhouse, 'outage'));
  const tracker = new Tracker(() => [server.url]);
  const loading = (async () => {
    await tracker.load(sizes.rate, sizes.warmupS + sizes.outageS + sizes.warmupS);
  })();
  await sleep(sizes.warmupS * 1000);
  await clickhouse.kill();
  const downAt = Date.now();
  await sleep(sizes.outageS * 1000);
  await clickhouse.start();
  const downS = (Date.now() - downAt) / 1000;
  await loading;
  await tracker.settle();
  await server.drained();
  const counts = await countClickHouse(clickhouse, server.database);
  await server.kill('SIGTERM');
  return row(`1 ClickHouse killed ${downS.toFixed(0)} s under load`, tracker, counts, {
    unacknowledged: tracker.sent.size - tracker.acknowledged.size,
  });
}

async function serverKills(clickhouse, store) {
  const env =
    store === 'sqlite'
      ? { EVENTS_STORE: 'sqlite', EVENTS_SQLITE_FILE: path.join(work, 'kills.sqlite') }
      : clickhouseEnv(clickhouse, 'kills');
  const server = await startServer(`kills-${store}`, env);
  const tracker = new Tracker(() => [server.url]);
  const loading = tracker.load(sizes.rate, sizes.kills * sizes.killEveryS + 1);
  for (let kill = 0; kill < sizes.kills; kill++) {
    await sleep(sizes.killEveryS * 1000);
    await server.kill('SIGKILL');
    await server.start();
  }
  await loading;
  await tracker.settle();
  let counts;
  if (store === 'sqlite') {
    await server.kill('SIGTERM');
    counts = countSqlite(env.EVENTS_SQLITE_FILE);
  } else {
    await server.drained();
    counts = await countClickHouse(clickhouse, server.database);
    await server.kill('SIGTERM');
  }
  return row(
    `2 server SIGKILLed ${sizes.kills}x, every ${sizes.killEveryS} s (${store === 'sqlite' ? 'SQLite' : 'ClickHouse'})`,
    tracker,
    counts,
  );
}

async function versionSkew(clickhouse) {
  const server = await startServer('skew', clickhouseEnv(clickhouse, 'skew'));
  const tracker = new Tracker(() => [server.url]);
  const deliveries = [];
  for (let i = 0; i < sizes.skewBatches; i++) {
    deliveries.push(tracker.send(makeBatch('newer')), tracker.send(makeBatch('older')));
    if (i % 10 === 9) await Promise.all(deliveries.splice(0));
  }
  await tracker.settle();
  const health = await server.health();
  await server.drained();
  const database = server.database;
  const counts = await countClickHouse(clickhouse, database);
  const client = new ClickHouseClient({ url: clickhouse.url });
  const [sample] = await client.rows(
    `SELECT context FROM ${database}.events WHERE context LIKE '%someFutureField%' LIMIT 1`,
  );
  await client.close();
  const kept = JSON.parse(sample?.context ?? '{}')._unknown?.someFutureField === 'x';
  await server.kill('SIGTERM');
  return row('3 unknown fields / missing optional fields', tracker, counts, {
    unknownFieldKept: kept,
    unknownFieldCount: health.tolerated?.unknown?.someFutureField ?? 0,
  });
}

async function spoolFull(clickhouse) {
  const server = await startServer(
    'full',
    clickhouseEnv(clickhouse, 'full', {
      env: { EVENTS_SPOOL_MAX_EVENTS: String(sizes.spoolLimit) },
    }),
  );
  const tracker = new Tracker(() => [server.url]);
  await clickhouse.kill();
  await tracker.load(sizes.rate, sizes.spoolDownS);
  const health = await server.health();
  await clickhouse.start();
  await tracker.load(sizes.rate, sizes.warmupS + 2);
  await tracker.settle();
  await server.drained();
  const counts = await countClickHouse(clickhouse, server.database);
  await server.kill('SIGTERM');
  return row(`4 spool full (limit ${sizes.spoolLimit} events)`, tracker, counts, {
    spoolFullSeen: health.spool.full === true && health.ok === false,
    refused503: tracker.refused503,
    refused503WithRetryAfterAndErrMsg: tracker.refused503Proper,
  });
}

/** `npm run stats -- --json` of a database, without the period's bounds (they move with the clock). */
function statsJson(clickhouse, database) {
  const run = spawnSync(
    process.execPath,
    [path.join(dist, 'stats-cli.js'), '--json', '--since', '1d'],
    {
      encoding: 'utf8',
      env: {
        ...process.env,
        CLICKHOUSE_URL: clickhouse.url,
        CLICKHOUSE_DATABASE: database,
        EVENTS_SPOOL_FILE: path.join(work, `stats-${database}.sqlite`),
      },
    },
  );
  if (run.status !== 0) throw new Error(`stats: ${run.stderr}`);
  const { since, until, ...stats } = JSON.parse(run.stdout);
  void since;
  void until;
  return stats;
}

/** Agent fetches: `rounds` GETs of each agent path from each server; the 200s. */
async function fetchAsAgent(servers, rounds) {
  let answered = 0;
  for (let round = 0; round < rounds; round++) {
    for (const [index, server] of servers.entries()) {
      const file = agentPaths[(round + index) % agentPaths.length];
      const agent = round % 2 === 0 ? 'ClaudeBot/1.0' : 'GPTBot/1.2';
      const response = await fetch(`${server.url}${file}`, { headers: { 'User-Agent': agent } });
      await response.arrayBuffer();
      if (response.ok) answered += 1;
    }
  }
  return answered;
}

async function twoServers(clickhouse) {
  const shared = ++databaseCounter;
  const a = await startServer('a', clickhouseEnv(clickhouse, 'a', { database: shared }));
  const b = await startServer('b', clickhouseEnv(clickhouse, 'b', { database: shared }));
  // The client keeps alternating while a restarts, like a balancer whose health check has not
  // noticed yet (the harder case): an attempt that meets a stopped fails, and its retry goes to b.
  // The row counts those attempts, so the run shows that the restarts were met.
  const tracker = new Tracker(() => [a.url, b.url]);
  const loading = tracker.load(sizes.rate, sizes.twoServersS);
  let restarts = 0;
  const restartEvery = (sizes.twoServersS * 1000) / (sizes.restarts + 1);
  for (let i = 0; i < sizes.restarts; i++) {
    await sleep(restartEvery);
    // Killed: its spool keeps what it acknowledged, and its next start forwards it.
    await a.kill('SIGKILL');
    await sleep(500);
    await a.start();
    restarts += 1;
  }
  await loading;
  await tracker.settle();
  // Agent fetches to both, counted in each one's outbox and sent on to ClickHouse.
  const agentFetches = await fetchAsAgent([a, b], sizes.agentRounds);
  await a.drained();
  await b.drained();
  const counts = await countClickHouse(clickhouse, a.database);
  await a.kill('SIGTERM');
  await b.kill('SIGTERM');
  const twoStats = statsJson(clickhouse, a.database);

  // One server fed the same: every acknowledged batch once, the same agent fetches.
  const one = await startServer('one', clickhouseEnv(clickhouse, 'one'));
  const feeder = new Tracker(() => [one.url]);
  for (const batch of tracker.acknowledgedBatches) {
    void feeder.send(batch);
    if (feeder.pending.size >= 16) await Promise.race([...feeder.pending]);
  }
  await feeder.settle();
  await fetchAsAgent([one, one], sizes.agentRounds);
  await one.drained();
  await one.kill('SIGTERM');
  const oneStats = statsJson(clickhouse, one.database);
  const differing = Object.keys({ ...twoStats, ...oneStats }).filter(
    (key) => JSON.stringify(twoStats[key]) !== JSON.stringify(oneStats[key]),
  );
  return row(`5 two servers, one SIGKILLed ${restarts}x`, tracker, counts, {
    failedAttemptsAtRestarted: tracker.failuresAt.get(a.url) ?? 0,
    agentFetches,
    agentFetchesCounted: twoStats.agentFetches.requests,
    pageViews: twoStats.pageViews,
    statsEqualOneServer: differing.length === 0,
    statsDiffering: differing,
  });
}

async function measureThroughput(clickhouse) {
  const env = clickhouseEnv(clickhouse, 'throughput');
  const server = await startServer('throughput', env);
  // Ingest: ClickHouse down, so the server only spools (what a request costs).
  await clickhouse.kill();
  const ingest = autocannon({
    url: `${server.url}/lc_t`,
    connections: 32,
    duration: sizes.ingestDeadlineS,
    sampleInt: 100, // autocannon looks at stop() once per sample
    requests: [
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        setupRequest: (request) => ({ ...request, body: JSON.stringify(makeBatch()) }),
      },
    ],
  });
  // The window ends after throughputS once ingestMinBatches were acknowledged, or at the deadline:
  // a count, not a fixed time, so a busy host only makes it longer.
  const minimumEnds = Date.now() + sizes.throughputS * 1000;
  let acknowledged = 0;
  ingest.on('response', (_client, statusCode) => {
    if (statusCode >= 200 && statusCode < 300) acknowledged++;
    if (acknowledged >= sizes.ingestMinBatches && Date.now() >= minimumEnds) ingest.stop();
  });
  const result = await ingest;
  throughput.ingestSeconds = result.duration;
  throughput.ingestEventsPerSecond = Math.round(
    (result['2xx'] * eventsPerBatch) / (result.duration || sizes.throughputS),
  );
  throughput.ingestP99Ms = result.latency.p99;
  throughput.ingestNon2xx = result.non2xx + result.errors + result.timeouts;
  await server.kill('SIGTERM');
  throughput.spooledEvents = readSpoolDepth(env.EVENTS_SPOOL_FILE).events;
  // Forwarding: ClickHouse up, the server restarted on the full spool forwards at once.
  await clickhouse.start();
  await server.start();
  const started = Date.now();
  for (;;) {
    const health = await server.health();
    if (health.spool.events === 0) break;
    await sleep(20);
  }
  const seconds = (Date.now() - started) / 1000;
  throughput.forwardEventsPerSecond = Math.round(throughput.spooledEvents / seconds);
  throughput.forwardSeconds = Number(seconds.toFixed(2));
  const counts = await countClickHouse(clickhouse, server.database);
  throughput.forwardedStored = counts.ids.size;
  await server.kill('SIGTERM');
}

// ---------------------------------------------------------------- run

const scenarios = [
  ['1', clickhouseOutage],
  ['2', (clickhouse) => serverKills(clickhouse, 'sqlite')],
  ['2', (clickhouse) => serverKills(clickhouse, 'clickhouse')],
  ['3', versionSkew],
  ['4', spoolFull],
  ['5', twoServers],
];
const started = Date.now();
let clickhouse;
try {
  clickhouse = await startClickHouse();
  console.log(
    `Fault bench (${args.ci ? 'CI sizes' : 'full size'}): ${sizes.rate} batches/s of ${eventsPerBatch} events, ` +
      `ClickHouse 18.16 on ${clickhouse.url}, servers from packages/server/dist\n`,
  );
  for (const [id, scenario] of scenarios) {
    if (!wanted(id)) continue;
    const t0 = Date.now();
    const result = await scenario(clickhouse);
    result.seconds = Number(((Date.now() - t0) / 1000).toFixed(1));
    results.push(result);
    console.log(`  ${result.name}: done in ${result.seconds} s`);
  }
  if (wanted('t')) await measureThroughput(clickhouse);
} finally {
  await clickhouse?.stop();
  rmSync(work, { recursive: true, force: true });
}

const columns = [
  ['scenario', (r) => r.name],
  ['sent', (r) => r.sent],
  ['acknowledged', (r) => r.acknowledged],
  ['stored', (r) => r.stored],
  ['lost', (r) => r.lost],
  ['dup counted', (r) => r.duplicatesCounted],
  ['notes', (r) => notesOf(r)],
];
function notesOf(r) {
  const notes = [];
  if (r.unacknowledged !== undefined) notes.push(`${r.unacknowledged} never acknowledged`);
  if (r.unknownFieldKept !== undefined) {
    notes.push(
      `unknown field kept: ${r.unknownFieldKept ? 'yes' : 'NO'}, counted ${r.unknownFieldCount}x`,
    );
  }
  if (r.refused503 !== undefined) {
    notes.push(
      `${r.refused503} answers 503 (${r.refused503WithRetryAfterAndErrMsg} with Retry-After + errMsg)`,
    );
  }
  if (r.failedAttemptsAtRestarted !== undefined) {
    notes.push(`${r.failedAttemptsAtRestarted} attempts met the restarting server, retried`);
  }
  if (r.statsEqualOneServer !== undefined) {
    notes.push(
      `${r.agentFetchesCounted} of ${r.agentFetches} agent fetches counted; ` +
        `stats --json ${r.statsEqualOneServer ? 'equal' : `DIFFER (${r.statsDiffering.join(', ')})`} to one server fed the same`,
    );
  }
  return notes.join('; ');
}
const cells = [
  columns.map(([title]) => title),
  ...results.map((r) => columns.map(([, f]) => String(f(r)))),
];
const widths = columns.map((_, i) => Math.max(...cells.map((line) => line[i].length)));
console.log('');
for (const [index, line] of cells.entries()) {
  console.log(
    line
      .map((cell, i) =>
        i === 0 || i === columns.length - 1 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]),
      )
      .join('  ')
      .trimEnd(),
  );
  if (index === 0) console.log(widths.map((width) => '-'.repeat(width)).join('  '));
}
if (throughput.ingestEventsPerSecond !== undefined) {
  console.log(
    `\nIngest into the spool (ClickHouse down, 32 connections, ${throughput.ingestSeconds} s): ` +
      `${throughput.ingestEventsPerSecond} events/s, p99 ${throughput.ingestP99Ms} ms, non-2xx ${throughput.ingestNon2xx}`,
  );
  console.log(
    `Forwarding into ClickHouse: ${throughput.forwardEventsPerSecond} events/s ` +
      `(${throughput.spooledEvents} spooled events in ${throughput.forwardSeconds} s after the restarted server listened, ` +
      `inserts of up to 10,000; ${throughput.forwardedStored} stored)`,
  );
}
console.log(`\nTotal ${((Date.now() - started) / 1000).toFixed(0)} s`);
if (args.json) console.log(JSON.stringify({ sizes, results, throughput }));
const failed =
  results.some(
    (r) =>
      r.lost !== 0 ||
      r.duplicatesCounted !== 0 ||
      r.statsEqualOneServer === false ||
      r.agentFetchesCounted !== r.agentFetches,
  ) ||
  (throughput.forwardedStored !== undefined &&
    throughput.forwardedStored !== throughput.spooledEvents);
process.exit(failed ? 1 : 0);
