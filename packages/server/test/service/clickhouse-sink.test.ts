import { spawnSync } from 'node:child_process';
import type { IncomingMessage } from 'node:http';
import { mkdirSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import {
  AgentFetchCounter,
  readAgentFetches,
  type AgentFetchVia,
} from '../../src/agents/counter.js';
import { PageViewCounter, pageViewFileSource } from '../../src/page-views.js';
import type { Batch } from '../../src/collect/batch.js';
import { CollectError } from '../../src/collect/errors.js';
import { readBatch } from '../../src/collect/reader.js';
import { forwardDefaults } from '../../src/config.js';
import { log } from '../../src/log.js';
import { ClickHouseClient, quote } from '../../src/storage/clickhouse-client.js';
import {
  ClickHouseSink,
  ClickHouseStore,
  toJsonLine,
  toSpoolBatch,
} from '../../src/storage/clickhouse.js';
import { startRetention } from '../../src/storage/retention.js';
import { toRows } from '../../src/storage/rows.js';
import type { EventSink } from '../../src/storage/sink.js';
import { Spool } from '../../src/storage/spool.js';
import { SqliteSink } from '../../src/storage/sqlite.js';
import { summarize } from '../../src/stats/summary.js';
import { migrationCases } from '../clickhouse-migration-cases.js';
import { freePort, startClickHouse, type LocalClickHouse } from '../clickhouse-server.js';
import { sampleBatches } from '../dataset.js';
import { makeBatch, makeEvent, startCliProcess, startCollector, tempDir } from '../helpers.js';

// No skip: without ClickHouse this suite fails (the test command installs it).
let clickhouse: LocalClickHouse;
let client: ClickHouseClient;
beforeAll(async () => {
  clickhouse = await startClickHouse();
  client = new ClickHouseClient({ url: clickhouse.url });
}, 40_000);
afterAll(async () => {
  await client?.close();
  await clickhouse?.stop();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let databaseCounter = 0;
function sinkOptions(
  overrides: { maxEvents?: number; database?: string; spoolFile?: string } = {},
) {
  const temp = tempDir();
  onTestFinished(() => temp.remove());
  return {
    url: clickhouse.url,
    database: overrides.database ?? `nubiva_test_${process.pid}_${++databaseCounter}`,
    table: 'events',
    createTables: true,
    timeoutMs: 3000,
    spool: {
      file: overrides.spoolFile ?? path.join(temp.dir, 'spool.sqlite'),
      sync: 'full' as const,
      maxEvents: overrides.maxEvents ?? 100_000,
    },
    forward: { ...forwardDefaults, intervalMs: 50, maxBackoffMs: 200 },
  };
}

async function openSink(overrides: Parameters<typeof sinkOptions>[0] = {}) {
  const sink = await ClickHouseSink.open(sinkOptions(overrides));
  onTestFinished(() => sink.close());
  return sink;
}

/** Waits until the forwarder has emptied the spool. */
async function drained(sink: ClickHouseSink, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (sink.spool.depth.events > 0) {
    if (Date.now() > deadline) throw new Error(`spool not drained: ${sink.spool.depth.events}`);
    await sleep(20);
  }
}

const physicalRows = async (database: string) =>
  Number((await client.rows<{ n: string }>(`SELECT count() AS n FROM ${database}.events`))[0]!.n);

describe('ClickHouse sink with its spool', () => {
  it('round-trips a batch posted over HTTP, every column intact', async () => {
    const sink = await openSink();
    const server = await startCollector({ sink });
    onTestFinished(() => server.close());
    const batch = makeBatch({ utmSource: 'newsletter', lcT: 'm_post', ugCustom: { a: 'b' } }, 20);
    const response = await server.post(batch);
    expect(await response.json()).toEqual({ ok: true, stored: 20, duplicates: 0 });
    await drained(sink);
    const rows = await client.rows<Record<string, string>>(
      `SELECT * FROM ${sink.database}.events FINAL ORDER BY event_id`,
    );
    expect(rows).toHaveLength(20);
    const first = batch.events.find((event) => event.event_id === rows[0]!.event_id)!;
    expect(rows[0]).toMatchObject({
      event: first.event,
      ts: String(first.ts),
      url: first.url,
      pathname: first.pathname,
      search: first.search,
      device_id: 'dev-1',
      session_id: 'ses-1',
      utm_source: 'newsletter',
      lc_t: 'm_post',
    });
    expect(JSON.parse(rows[0]!.context!)).toMatchObject({
      browser: 'Chrome',
      ugCustom: { a: 'b' },
    });
  });

  it('counts a retried batch once, whether the retry met it in the spool or in ClickHouse', async () => {
    const sink = await openSink();
    const batch = makeBatch({}, 20) as Batch;
    const rows = () => toRows(batch, Date.now());
    // Two tries in the spool at once (one chunk), then one after the first reached ClickHouse.
    await Promise.all([sink.store(rows()), sink.store(rows())]);
    await drained(sink);
    await sink.store(rows());
    await drained(sink);
    expect((await sink.aggregate(0, Date.now() + 1000)).events).toBe(20);
  });

  it('resends a chunk whose insert may have landed, without storing it twice', async () => {
    const options = sinkOptions();
    const rows = toRows(makeBatch({}, 20) as Batch, Date.now());
    // A server inserted the chunk and died before deleting it from its spool.
    const store = new ClickHouseStore(options);
    const ids = rows.map((row) => row.eventId);
    await store.insert(ids, rows.map(toJsonLine), { filter: false });
    await store.close();
    const spool = new Spool(options.spool.file);
    await spool.append(Date.now(), toSpoolBatch(rows));
    await spool.close();
    // The restarted server forwards it again: filtered, since the first chunk is uncertain.
    const sink = await ClickHouseSink.open(options);
    onTestFinished(() => sink.close());
    await drained(sink);
    expect(sink.forwarder.state.skippedEvents).toBe(20);
    expect(await physicalRows(options.database)).toBe(20);
  });

  it('computes the same stats as the SQLite sink', async () => {
    const sink = await openSink();
    const temp = tempDir();
    const sqlite = new SqliteSink(path.join(temp.dir, 'events.sqlite'));
    onTestFinished(async () => {
      await sqlite.close();
      temp.remove();
    });
    const { batches, expected, since, until } = sampleBatches();
    for (const batch of batches) {
      const rows = toRows(batch as Batch, Date.now());
      await sink.store(rows);
      await sqlite.store(rows);
    }
    await drained(sink);
    const fromClickHouse = summarize(await sink.aggregate(since, until), since, until);
    expect(fromClickHouse).toMatchObject(expected);
    expect(fromClickHouse).toEqual(summarize(await sqlite.aggregate(since, until), since, until));
  });

  it('deletes events received before the retention cutoff', async () => {
    const sink = await openSink();
    const now = Date.now();
    await sink.store(toRows(makeBatch({}, 2) as Batch, now - 100 * 86_400_000));
    await sink.store(toRows(makeBatch({}, 3) as Batch, now));
    await drained(sink);
    await sink.deleteReceivedBefore(now - 90 * 86_400_000);
    // Mutations run in the background; wait until it is done. The events' own times are those
    // of their making, which on a loaded machine came seconds after `now`: the window reaches a
    // day past it.
    await vi.waitFor(
      async () => expect((await sink.aggregate(0, now + 86_400_000)).events).toBe(3),
      { timeout: 15_000, interval: 100 },
    );
  }, 20_000);

  it('spools a batch in shared and per-event parts that join to its JSONEachRow lines', async () => {
    const temp = tempDir();
    onTestFinished(() => temp.remove());
    const spool = new Spool(path.join(temp.dir, 'spool.sqlite'));
    onTestFinished(() => spool.close());
    // The second batch's events differ in context (an unknown field in one of them).
    const read = readBatch(makeBatch({ events: [makeEvent(), makeEvent({ future: 1 })] }), 1);
    if (!read.ok) throw new Error(read.hint);
    const batches = [
      toRows(makeBatch({}, 3) as Batch, Date.now()),
      toRows(read.value.batch, Date.now(), read.value.extras),
    ];
    for (const rows of batches) await spool.append(Date.now(), toSpoolBatch(rows));
    const chunk = (await spool.head(100))!;
    const rows = batches.flat();
    expect(chunk).toMatchObject({ batches: 2, events: 5, ids: rows.map((row) => row.eventId) });
    expect(chunk.lines.map((line) => JSON.parse(line))).toEqual(
      rows.map((row) => JSON.parse(toJsonLine(row))),
    );
    // Shared columns are stored once: the spooled batch is far smaller than its lines.
    const batch = toSpoolBatch(batches[0]!);
    const spooled = batch.shared.length + batch.parts.join('\n').length;
    expect(spooled * 1.5).toBeLessThan(batches[0]!.map(toJsonLine).join('\n').length);
  });

  it('allows one process per spool file', async () => {
    const options = sinkOptions();
    const sink = await ClickHouseSink.open(options);
    onTestFinished(() => sink.close());
    const other = spawnSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `import { Spool } from ${JSON.stringify(new URL('../../dist/storage/spool.js', import.meta.url).href)};
         try { new Spool(${JSON.stringify(options.spool.file)}); } catch (error) { console.log(error.message); process.exit(3); }`,
      ],
      { encoding: 'utf8' },
    );
    expect(other.status).toBe(3);
    expect(other.stdout).toMatch(
      /in use by process \d+; give each server its own EVENTS_SPOOL_FILE/,
    );
  });
});

const waitFor = async (condition: () => boolean | Promise<boolean>, timeoutMs: number) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition()) && Date.now() < deadline) await sleep(50);
};

/** Starts the real CLI on ClickHouse with its own spool and an empty site; stopped after the test. */
async function startCli(env: Record<string, string>) {
  const temp = tempDir();
  onTestFinished(() => temp.remove());
  const site = path.join(temp.dir, 'site');
  mkdirSync(site);
  const started = await startCliProcess(
    { EVENTS_SPOOL_FILE: path.join(temp.dir, 'spool.sqlite'), ...env },
    site,
  );
  onTestFinished(async () => {
    if (started.child.exitCode !== null) return;
    const exited = new Promise((resolve) => started.child.once('exit', resolve));
    started.child.kill('SIGTERM');
    await exited;
  });
  return started;
}

describe('retention at the start', () => {
  it('waits for the table check on a new ClickHouse (no "database doesn\'t exist")', async () => {
    const database = `nubiva_fresh_${process.pid}_${++databaseCounter}`;
    const server = await startCli({
      CLICKHOUSE_URL: clickhouse.url,
      CLICKHOUSE_DATABASE: database,
    });
    // The first retention run is a mutation of the new table (or, without the wait, an error).
    const mutations = async () =>
      Number(
        (
          await client.rows<{ n: string }>(
            `SELECT count() AS n FROM system.mutations WHERE database = ${quote(database)}`,
          )
        )[0]!.n,
      );
    await waitFor(
      async () => server.output().includes('retention') || (await mutations()) > 0,
      10_000,
    );
    expect(server.output()).not.toMatch(/Code: 81|retention|^\s+at /m);
    expect(await mutations()).toBe(1);
  }, 20_000);

  it('logs a failed run as one line without a stack (ClickHouse down at the start)', async () => {
    const url = `http://127.0.0.1:${await freePort()}`;
    const server = await startCli({ CLICKHOUSE_URL: url, CLICKHOUSE_DATABASE: 'nubiva_down' });
    await waitFor(() => server.output().includes('retention'), 10_000);
    const lines = server
      .output()
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines.filter((line) => String(line.msg).includes('retention'))).toEqual([
      {
        level: 'error',
        time: expect.any(String),
        msg: expect.stringMatching(
          /^retention: deleting old events failed \(next try in 60 min\): connect ECONNREFUSED 127\.0\.0\.1:\d+$/,
        ),
      },
    ]);
    expect(server.output()).not.toMatch(/"err"|errno/);
  }, 20_000);

  it('gives up a run waiting for a hung ClickHouse when stopped (a shutdown is not held up)', async () => {
    // Takes connections and never answers, like a ClickHouse stopped with SIGSTOP.
    const sockets = new Set<net.Socket>();
    let requested = false;
    const hung = net.createServer((socket) => {
      sockets.add(socket);
      socket.once('data', () => (requested = true));
    });
    await new Promise<void>((resolve) => hung.listen(0, '127.0.0.1', resolve));
    onTestFinished(async () => {
      await store.close();
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => hung.close(resolve));
    });
    const { port } = hung.address() as net.AddressInfo;
    const store = new ClickHouseStore({
      url: `http://127.0.0.1:${port}`,
      database: 'nubiva_hung',
      table: 'events',
      createTables: true,
      timeoutMs: 30_000,
    });
    const errors = logged();
    const retention = startRetention(
      {
        kind: 'clickhouse',
        deleteReceivedBefore: (cutoff, signal) => store.deleteReceivedBefore(cutoff, signal),
      } as EventSink,
      90,
    );
    // The run's request has reached the hung ClickHouse: the run is waiting for its answer.
    await waitFor(() => requested, 10_000);
    expect(requested).toBe(true);
    const stoppedAt = Date.now();
    retention.stop();
    await retention.firstRun;
    expect(Date.now() - stoppedAt).toBeLessThan(1000);
    expect(errors).toEqual([]);
  }, 10_000);
});

/** What the server logs meanwhile (the messages), at every level from info up. */
function logged(): string[] {
  const messages: string[] = [];
  for (const level of ['info', 'warn', 'error'] as const) {
    const spy = vi
      .spyOn(log, level)
      .mockImplementation(
        ((first: unknown, message?: string) =>
          void messages.push(typeof first === 'string' ? first : String(message))) as never,
      );
    onTestFinished(() => spy.mockRestore());
  }
  return messages;
}

// These tests stop the shared ClickHouse; they run one after the other, after the ones above.
describe('ClickHouse down', () => {
  it('accepts batches into the spool, reports it on /healthz and forwards them once ClickHouse is back', async () => {
    const sink = await openSink();
    const server = await startCollector({ sink });
    onTestFinished(() => server.close());
    await clickhouse.kill();
    onTestFinished(() => (clickhouse.running ? undefined : clickhouse.start()));
    const batches = [makeBatch({}, 20), makeBatch({}, 20)];
    for (const batch of batches) expect((await server.post(batch)).status).toBe(200);
    while (sink.forwarder.state.reachable !== false) await sleep(20);
    const health = await sink.health();
    expect(health).toMatchObject({
      ok: true,
      spool: { events: 40, batches: 2, full: false },
      clickhouse: { reachable: false, lastInsertError: expect.any(String) },
    });
    await clickhouse.start();
    await drained(sink);
    expect((await sink.aggregate(0, Date.now() + 1000)).events).toBe(40);
    expect(await sink.health()).toMatchObject({
      ok: true,
      spool: { events: 0 },
      clickhouse: { reachable: true, lastInsertError: null },
    });
  }, 30_000);

  it('answers 503 with Retry-After and an errMsg once the spool is full, and logs it once', async () => {
    const sink = await openSink({ maxEvents: 50 });
    const server = await startCollector({ sink });
    onTestFinished(() => server.close());
    await clickhouse.kill();
    onTestFinished(() => (clickhouse.running ? undefined : clickhouse.start()));
    const errors = logged();

    const accepted = [makeBatch({}, 20), makeBatch({}, 20)];
    for (const batch of accepted) expect((await server.post(batch)).status).toBe(200);
    for (let i = 0; i < 3; i++) {
      const refused = await server.post(makeBatch({}, 20));
      expect(refused.status).toBe(503);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(await refused.json()).toEqual({
        errMsg: { errorCode: CollectError.spoolFull, hint: expect.stringMatching(/spool is full/) },
      });
    }
    // A batch that still fits is taken.
    expect((await server.post(makeBatch({}, 10))).status).toBe(200);
    expect(errors.filter((line) => line.includes('the spool is full'))).toHaveLength(1);
    const healthz = await fetch(`${server.url}/healthz`);
    expect(healthz.status).toBe(200); // the test collector serves the default health
    expect(await sink.health()).toMatchObject({ ok: false, spool: { events: 50, full: true } });

    await clickhouse.start();
    await drained(sink);
    expect((await server.post(makeBatch({}, 20))).status).toBe(200);
    expect(errors.filter((line) => line.includes('takes batches again'))).toHaveLength(1);
    await drained(sink);
    expect((await sink.aggregate(0, Date.now() + 1000)).events).toBe(70);
  }, 30_000);

  /** `npm run stats -- --since 1d` against this ClickHouse database and spool. */
  const runStats = (options: ReturnType<typeof sinkOptions>) =>
    spawnSync(
      process.execPath,
      [fileURLToPath(new URL('../../dist/stats-cli.js', import.meta.url)), '--since', '1d'],
      {
        encoding: 'utf8',
        env: {
          ...process.env,
          CLICKHOUSE_URL: clickhouse.url,
          CLICKHOUSE_DATABASE: options.database,
          EVENTS_SPOOL_FILE: options.spool.file,
        },
      },
    );

  it('the stats command warns while the spool holds events', async () => {
    const options = sinkOptions();
    const store = new ClickHouseStore(options);
    await store.ensureTables();
    await store.close();
    const rows = toRows(makeBatch({}, 7) as Batch, Date.now());
    const spool = new Spool(options.spool.file);
    await spool.append(Date.now(), toSpoolBatch(rows));
    await spool.close();
    const run = runStats(options);
    expect(run.status, run.stderr).toBe(0);
    expect(run.stderr).toMatch(/Warning: 7 events \(1 batches\) are still in the spool/);
    expect(run.stdout).toMatch(/events\s+0/);
  }, 30_000);

  it('the stats command warns about the spool also when ClickHouse is down, before the error', async () => {
    const options = sinkOptions();
    const rows = toRows(makeBatch({}, 20) as Batch, Date.now());
    const spool = new Spool(options.spool.file);
    await spool.append(Date.now(), toSpoolBatch(rows.slice(0, 12)));
    await spool.append(Date.now(), toSpoolBatch(rows.slice(12)));
    await spool.close();
    await clickhouse.kill();
    onTestFinished(() => (clickhouse.running ? undefined : clickhouse.start()));
    const run = runStats(options);
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr.trim().split('\n')).toEqual([
      expect.stringMatching(/^Warning: 20 events \(2 batches\) are still in the spool /),
      expect.stringMatching(/^stats: connect ECONNREFUSED 127\.0\.0\.1:\d+$/),
    ]);
  }, 30_000);
});

// The same cases run on ClickHouse 26.x through chdb (../clickhouse-migrations-chdb.test.ts).
describe('ClickHouse migrations on 18.16', () => {
  it('runs ClickHouse 18.16', async () => {
    expect((await client.rows<{ v: string }>('SELECT version() AS v'))[0]!.v).toMatch(/^18\.16\./);
  });
  migrationCases(() => client, 'nubiva_migrate');
});

describe('agent fetches of several instances in ClickHouse', () => {
  const hour = Date.UTC(2026, 0, 31, 14, 5);
  const counts = (
    counter: AgentFetchCounter,
    path: string,
    n: number,
    agent = 'ClaudeBot/1.0',
    via: AgentFetchVia = 'file',
  ) => {
    for (let i = 0; i < n; i += 1) counter.count(path, agent, via, hour);
  };

  it('two instances, one killed before sending, give the counts of one; a batch sent twice counts once', async () => {
    const options = sinkOptions();
    const store = new ClickHouseStore(options);
    onTestFinished(() => store.close());
    const temp = tempDir();
    onTestFinished(() => temp.remove());
    const file = (name: string) => path.join(temp.dir, `${name}.sqlite`);

    // Instance a counted into its own file before ClickHouse took the counts: they go there too.
    const before = new AgentFetchCounter(file('a'), 60_000);
    counts(before, '/de/llms.txt', 1);
    await before.close();
    const first = new AgentFetchCounter(file('a'), 60_000, store);
    counts(first, '/de/llms.txt', 2);
    counts(first, '/de/service/domain.md', 2, 'GPTBot/1.2');
    // A page read through the MCP endpoint's get_page.
    counts(first, '/de/redis/index.md', 1, 'claude-code/2.0', 'mcp');
    await first.close();

    // The second instance's ClickHouse fails until it is killed: its counts wait in its file.
    const down = { insertAgentFetches: () => Promise.reject(new Error('connection refused')) };
    const errors: Error[] = [];
    const second = new AgentFetchCounter(file('b'), 60_000, down, (error) => errors.push(error));
    counts(second, '/de/llms.txt', 4);
    await second.close(Date.now() + 1000);
    expect(errors.map((error) => error.message)).toContain('connection refused');

    // Its next start sends them; a retry of a batch ClickHouse already stored replaces it.
    const sent: string[] = [];
    const restarted = new AgentFetchCounter(file('b'), 60_000, {
      insertAgentFetches: async (batch, rows) => {
        sent.push(batch);
        await store.insertAgentFetches(batch, rows);
        await store.insertAgentFetches(batch, rows);
      },
    });
    await vi.waitFor(() => expect(sent).toHaveLength(1), { timeout: 5000 });
    await restarted.close();
    expect(sent).toHaveLength(1);
    const again = new AgentFetchCounter(file('b'), 60_000, store);
    await again.close();

    const one = new AgentFetchCounter(file('one'), 60_000);
    counts(one, '/de/llms.txt', 3);
    counts(one, '/de/service/domain.md', 2, 'GPTBot/1.2');
    counts(one, '/de/llms.txt', 4);
    counts(one, '/de/redis/index.md', 1, 'claude-code/2.0', 'mcp');
    await one.close();
    const since = hour - 3_600_000;
    const until = hour + 3_600_000;
    const all = await store.agentFetches(since, until);
    expect(all.requests).toBe(10);
    expect(all.via).toContainEqual({ via: 'mcp', requests: 1 });
    expect(all).toEqual(readAgentFetches(file('one'), since, until));
  });
});

describe('page views of several instances in ClickHouse', () => {
  const day = Date.UTC(2026, 0, 31, 14, 5);
  const reader = (referer = '') =>
    ({
      method: 'GET',
      headers: { 'user-agent': 'Mozilla/5.0 Chrome/140.0', referer },
    }) as unknown as IncomingMessage;

  it('two instances add up, a batch sent twice counts once, and the stats equal one instance', async () => {
    const store = new ClickHouseStore(sinkOptions());
    onTestFinished(() => store.close());
    const temp = tempDir();
    onTestFinished(() => temp.remove());
    const file = (name: string) => path.join(temp.dir, `${name}.sqlite`);
    const views = (counter: PageViewCounter) => {
      counter.count(reader('https://www.example.org/x'), '/de/redis', 'page', day);
      counter.count(reader(), '/de/fehlt', 'not_found', day);
      counter.count(reader(), '/ja/search', 'search', day);
    };
    const a = new PageViewCounter(file('a'), 60_000, store);
    views(a);
    await a.close();
    const b = new PageViewCounter(file('b'), 60_000, {
      insertPageViews: async (batch, rows) => {
        await store.insertPageViews(batch, rows);
        await store.insertPageViews(batch, rows);
      },
    });
    views(b);
    await b.close();
    const one = new PageViewCounter(file('one'), 60_000);
    views(one);
    views(one);
    await one.close();
    const since = day - 3_600_000;
    const all = await store.pageViews(since, day + 3_600_000);
    expect(all).toMatchObject({ views: 2, notFound: 2, searches: 2 });
    expect(all.referrers).toEqual([{ host: 'www.example.org', views: 2 }]);
    expect(all).toEqual(await pageViewFileSource(file('one')).pageViews(since, day + 3_600_000));
  });
});
