/** The built CLI's settings as an operator meets them: `--help`, a bad flag, a bad value. */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { settings } from '../../src/config.js';

const cli = fileURLToPath(new URL('../../dist/cli.js', import.meta.url));
const run = (args: string[], env: Record<string, string> = {}) =>
  spawnSync(process.execPath, [cli, ...args], {
    env: { ...process.env, ...env },
    encoding: 'utf8',
    timeout: 20_000,
  });

it('--help lists every setting with its default and exits 0', () => {
  const { status, stdout } = run(['--help']);
  expect(status).toBe(0);
  for (const { name, shown } of settings())
    expect(stdout).toContain(`  ${name}  (default: ${shown.replace(/`/g, '')})`);
});

it('an unknown flag prints the usage and exits 2', () => {
  const { status, stderr } = run(['--prot', '8080']);
  expect(status).toBe(2);
  expect(stderr).toContain("Unknown option '--prot'");
  expect(stderr).toContain('Usage: node packages/server/dist/cli.js');
});

it.each([
  [{ PORT: 'eighty' }, 'PORT="eighty"'],
  [{ TRUSTED_PROXIES: 'proxy.internal' }, 'TRUSTED_PROXIES="proxy.internal"'],
  [{ EVENTS_SQLITE_SYNC: 'off' }, 'EVENTS_SQLITE_SYNC="off"'],
  [{ INSIGHTS_TOKEN: 'short' }, 'INSIGHTS_TOKEN must be at least'],
])('a bad value stops the start naming it: %j', (env, named) => {
  const { status, stdout } = run([], env);
  expect(status).toBe(1);
  const lines = stdout
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { level: string; msg: string });
  expect(lines).toContainEqual(
    expect.objectContaining({
      level: 'fatal',
      msg: expect.stringContaining(`Invalid configuration: ${named}`),
    }),
  );
});
