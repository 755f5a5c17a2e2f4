#!/usr/bin/env node
// `npm start`: builds what is missing (packages, then the site in all four
// locales) and serves it on http://localhost:3000/ (German: /de/).
// `npm start -- --rebuild` forces a fresh build; PORT changes the port.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const run = (command, args) => {
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

const rebuild = process.argv.includes('--rebuild');
if (rebuild || !existsSync('site/build/de/index.html')) run('npm', ['run', 'build']);
run('node', [
  'packages/server/dist/cli.js',
  '--port',
  process.env.PORT ?? '3000',
  '--host',
  process.env.HOST ?? '127.0.0.1',
]);
