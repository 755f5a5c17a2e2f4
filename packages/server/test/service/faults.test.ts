import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const bench = fileURLToPath(new URL('../../../../bench/faults.mjs', import.meta.url));

interface Row {
  name: string;
  sent: number;
  acknowledged: number;
  stored: number;
  lost: number;
  duplicatesCounted: number;
  unacknowledged?: number;
  unknownFieldKept?: boolean;
  spoolFullSeen?: boolean;
  refused503?: number;
  refused503WithRetryAfterAndErrMsg?: number;
  failedAttemptsAtRestarted?: number;
  agentFetches?: number;
  agentFetchesCounted?: number;
  statsEqualOneServer?: boolean;
  statsDiffering?: string[];
}

/**
 * The fault bench (bench/faults.mjs) with its CI sizes: a real ClickHouse,
 * real server processes, SIGKILLs, an outage longer than the tracker's retry
 * window, a full spool, two servers (one SIGKILLed) whose stats equal one server's. Every scenario: nothing acknowledged
 * lost, nothing counted twice.
 */
it('the fault bench loses nothing acknowledged and counts nothing twice', async () => {
  const child = spawn(process.execPath, [bench, '--ci', '--json'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise((resolve) => child.once('exit', resolve));
  const json = output
    .split('\n')
    .reverse()
    .find((line) => line.startsWith('{"sizes"'));
  expect(json, output).toBeDefined();
  const { results, throughput } = JSON.parse(json!) as {
    results: Row[];
    throughput: { spooledEvents: number; forwardedStored: number; ingestEventsPerSecond: number };
  };
  expect(results.map((row) => row.name.slice(0, 1))).toEqual(['1', '2', '2', '3', '4', '5']);
  for (const row of results) {
    expect(row.acknowledged, row.name).toBeGreaterThan(0);
    expect(row.lost, row.name).toBe(0);
    expect(row.duplicatesCounted, row.name).toBe(0);
    expect(row.stored, row.name).toBeGreaterThanOrEqual(row.acknowledged);
    expect(row.stored, row.name).toBeLessThanOrEqual(row.sent);
  }
  const [outage, , , skew, full, twoServers] = results;
  // The outage outlasts the tracker's retries, yet the spool took every batch.
  expect(outage!.unacknowledged).toBe(0);
  expect(skew!.acknowledged).toBe(skew!.sent);
  expect(skew!.unknownFieldKept).toBe(true);
  expect(full!.spoolFullSeen).toBe(true);
  expect(full!.refused503).toBeGreaterThan(0);
  expect(full!.refused503WithRetryAfterAndErrMsg).toBe(full!.refused503);
  // The client met the restarting server (it is not skipped) and its retries went to the other.
  expect(twoServers!.failedAttemptsAtRestarted).toBeGreaterThan(0);
  expect(twoServers!.acknowledged).toBe(twoServers!.sent);
  // One of them SIGKILLed and restarted: `npm run stats -- --json` of the two equals one server's
  // fed the same batches and agent fetches, and every agent fetch of either is counted.
  expect(twoServers!.statsDiffering).toEqual([]);
  expect(twoServers!.statsEqualOneServer).toBe(true);
  expect(twoServers!.agentFetches).toBeGreaterThan(0);
  expect(twoServers!.agentFetchesCounted).toBe(twoServers!.agentFetches);
  expect(throughput.ingestEventsPerSecond).toBeGreaterThan(0);
  expect(throughput.forwardedStored).toBe(throughput.spooledEvents);
  expect(code, output).toBe(0);
}, 240_000);
