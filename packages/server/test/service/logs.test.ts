/** What the server writes, as a log shipper and as a person at a terminal read it. */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, expect, it } from 'vitest';
import { makeBatch, startCliProcess, tempDir } from '../helpers.js';

const cli = fileURLToPath(new URL('../../dist/cli.js', import.meta.url));
const temps: ReturnType<typeof tempDir>[] = [];
afterEach(() => {
  for (const temp of temps.splice(0)) temp.remove();
});

/** The built site (the server's search answers need its index), the events in a temp dir. */
function site() {
  const temp = tempDir();
  temps.push(temp);
  const root = fileURLToPath(new URL('../../../../site/build', import.meta.url));
  const env = {
    EVENTS_SQLITE_FILE: path.join(temp.dir, 'events.sqlite'),
    AGENT_STATS_FILE: path.join(temp.dir, 'agents.sqlite'),
  };
  return { root, env };
}

it('writes JSON lines with time and level, one per request, without address or query', async () => {
  const { root, env } = site();
  const { child, url, output } = await startCliProcess(env, root);
  const requests = [
    fetch(`${url}/de/`),
    fetch(`${url}/de/search?q=geheimnis`),
    fetch(`${url}/fehlt`),
    fetch(`${url}/healthz`),
    fetch(`${url}/lc_t`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(makeBatch()),
    }),
  ];
  for (const response of await Promise.all(requests)) await response.arrayBuffer();
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;

  const lines = output()
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Record<string, unknown>);
  for (const line of lines) {
    expect(line.time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(['trace', 'debug', 'info', 'warn', 'error', 'fatal']).toContain(line.level);
  }
  const answered = lines.filter((line) => line.msg === 'request');
  expect(
    answered.map(({ method, path, route, status }) => ({ method, path, route, status })),
  ).toEqual(
    expect.arrayContaining([
      { method: 'GET', path: '/de/', route: 'static', status: 200 },
      { method: 'GET', path: '/de/search', route: 'search', status: 200 },
      { method: 'GET', path: '/fehlt', route: 'static', status: 404 },
      { method: 'GET', path: '/healthz', route: 'health', status: 200 },
      { method: 'POST', path: '/lc_t', route: 'collect', status: 200 },
    ]),
  );
  expect(answered).toHaveLength(5);
  for (const line of answered) {
    expect(Object.keys(line).sort()).toEqual(
      ['bytes', 'level', 'method', 'ms', 'msg', 'path', 'route', 'status', 'time'].sort(),
    );
    expect(line.bytes).toBeGreaterThan(0);
  }
  expect(output()).not.toContain('geheimnis');
});

it('writes readable lines on a terminal', async () => {
  const { root, env } = site();
  // `script` gives the server a terminal as its output.
  const child = spawn(
    'script',
    ['-qfec', `${process.execPath} ${cli} --port 0 --site ${root}`, '/dev/null'],
    { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (/Docs insights dashboard/.test(output)) resolve();
    });
    child.on('exit', () => reject(new Error(output)));
  });
  child.kill('SIGTERM');
  expect(output).toMatch(/^\d\d:\d\d:\d\d INFO {2}Serving .* at http:\/\/127\.0\.0\.1:\d+\//m);
  expect(output).not.toContain('{"level"');
});

it('leaves the access log to a proxy in front with ACCESS_LOG=0', async () => {
  const { root, env } = site();
  const { child, url, output } = await startCliProcess({ ...env, ACCESS_LOG: '0' }, root);
  await (await fetch(`${url}/de/`)).arrayBuffer();
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
  expect(output()).toContain('shutdown: done');
  expect(output()).not.toContain('"msg":"request"');
});
