#!/usr/bin/env node
// The one test command (`npm test`), in three tiers that each run once: system packages,
// lint, the fast tier (no build, no browser, no service), one production build (packages
// compiled and bundled once, the site in all four locales) and the variant builds of the
// build contract, types, the build tier (reads that build), then the browser and service
// tier (Chromium, ClickHouse, server processes against that build), then the example
// guides run as their built pages say. Stops at the first
// failing step. `node scripts/test.mjs fast build` runs only the named steps.
import { spawnSync } from 'node:child_process';

const steps = [
  ['system', 'node', ['scripts/ensure-system-deps.mjs']],
  ['lint', 'npm', ['run', 'lint']],
  ['fast', 'npm', ['run', 'test:fast']],
  ['build', 'npm', ['run', 'build']],
  ['variants', 'node', ['scripts/build-variants.mjs']],
  ['typecheck', 'npm', ['run', 'typecheck']],
  ['built', 'npm', ['run', 'test:build']],
  ['browser', 'npm', ['run', 'test:browser']],
  // Every example guide as its built page gives it: files, steps, build and start in an
  // empty folder, then the documented requests (packages/guides-check).
  ['guides', 'npm', ['run', 'test:guides']],
];

const only = process.argv.slice(2);
for (const [name, command, args, env = {}] of steps) {
  if (only.length > 0 && !only.includes(name)) continue;
  const started = Date.now();
  console.log(`\n=== ${name}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n=== ${name} failed after ${seconds} s`);
    process.exit(result.status ?? 1);
  }
  console.log(`=== ${name} passed in ${seconds} s`);
}
