// Fills the npm cache with the example projects' packages while the site builds, so that the
// guide tier's `npm install` (run as the pages say, with npm_config_prefer_offline) reads them
// from the disk instead of waiting on the registry beside the browser tests: one CI run's Next.js
// install and build (369 MB of node_modules) outlasted its 300 s there. Installing into a
// throwaway folder (without install scripts) is what fetches exactly the tarballs this machine's
// platform needs; the folder is deleted (in the background), the cache stays. A failure only warns:
// the guide tier's own install then says what the registry did.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const examples = new URL('../examples/', import.meta.url).pathname;
const projects = readdirSync(examples, { recursive: true })
  .filter((path) => path.endsWith('/package.json') && !path.includes('node_modules'))
  .map((path) => join(examples, path));

for (const manifest of projects) {
  const dir = mkdtempSync(join(tmpdir(), 'warm-npm-cache-'));
  cpSync(manifest, join(dir, 'package.json'));
  const started = performance.now();
  const result = spawnSync(
    'npm',
    ['install', '--ignore-scripts', '--no-audit', '--no-fund', '--prefer-offline'],
    { cwd: dir, encoding: 'utf8', env: { ...process.env, npm_config_fetch_timeout: '30000' } },
  );
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const name = manifest.slice(examples.length, -'/package.json'.length);
  if (result.status === 0) console.log(`${name}: cached in ${seconds} s`);
  else console.warn(`${name}: npm install failed after ${seconds} s\n${result.stderr}`);
  spawn('rm', ['-rf', dir], { detached: true, stdio: 'ignore' }).unref();
}
