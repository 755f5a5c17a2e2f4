// Fills the npm cache with the example projects' packages while the site builds, so that the
// guide tier's `npm install` (run as the pages say, with npm_config_prefer_offline) reads them
// from the disk instead of waiting on the registry beside the browser tests: one CI run's Next.js
// install and build outlasted its 300 s there. Only the tarballs are fetched (a lockfile resolved
// in a throwaway folder names them; `npm cache add` stores them), nothing is unpacked: unpacking
// Next.js' 369 MB beside the site's build slowed the build down. A failure only warns: the guide
// tier's own install then says what the registry did.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const examples = new URL('../examples/', import.meta.url).pathname;
const projects = readdirSync(examples, { recursive: true })
  .filter((path) => path.endsWith('/package.json') && !path.includes('node_modules'))
  .map((path) => path.slice(0, -'/package.json'.length));
// Without the variables `npm run` adds for the docs repository (its package, its lifecycle).
const env = Object.fromEntries(
  Object.entries(process.env).filter(
    ([key]) => !/^npm_(?!config_)|^INIT_CWD$|^NODE_OPTIONS$/i.test(key),
  ),
);
const npm = (args, cwd) =>
  spawnSync('npm', [...args, '--no-audit', '--no-fund', '--prefer-offline'], {
    cwd,
    encoding: 'utf8',
    env: { ...env, npm_config_fetch_timeout: '30000' },
  });

/** Whether a locked package is one npm installs here (its os, cpu and libc fields allow it). */
const installsHere = (entry) =>
  (entry.os ?? [process.platform]).includes(process.platform) &&
  (entry.cpu ?? [process.arch]).includes(process.arch) &&
  !(entry.libc ?? []).includes('musl');

for (const project of projects) {
  const started = performance.now();
  const dir = mkdtempSync(join(tmpdir(), 'warm-npm-cache-'));
  cpSync(join(examples, project, 'package.json'), join(dir, 'package.json'));
  const locked = npm(['install', '--package-lock-only', '--ignore-scripts'], dir);
  const tarballs =
    locked.status === 0
      ? Object.entries(JSON.parse(readFileSync(join(dir, 'package-lock.json'), 'utf8')).packages)
          .filter(([path, entry]) => path !== '' && !entry.link && installsHere(entry))
          .map(
            ([path, entry]) =>
              `${path.slice(path.lastIndexOf('node_modules/') + 13)}@${entry.version}`,
          )
      : [];
  const added = tarballs.length > 0 ? npm(['cache', 'add', ...tarballs], dir) : locked;
  rmSync(dir, { recursive: true, force: true });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (added.status === 0)
    console.log(`${project}: ${tarballs.length} packages cached in ${seconds} s`);
  else console.warn(`${project}: npm failed after ${seconds} s\n${added.stderr}`);
}
