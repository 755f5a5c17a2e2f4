#!/usr/bin/env node
// `npm run dev`: the German site as a preview that reloads on every save
// (docusaurus start --locale de, http://localhost:3000/de/). Compiles the
// workspace packages the site imports first, when they are missing. Search and
// the Markdown twins are made by the production build only; the preview says so
// where they would be.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const run = (command, args) => {
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

const packages = ['tracker', 'search'];
for (const name of packages) {
  if (!existsSync(`packages/${name}/dist`)) run('npm', ['run', 'build', '-w', `@nubiva/${name}`]);
}
run('npm', [
  'run',
  'start',
  '-w',
  'site',
  '--',
  '--locale',
  'de',
  '--port',
  process.env.PORT ?? '3000',
  '--no-open',
]);
