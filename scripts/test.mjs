#!/usr/bin/env node
// The one test command (`npm test`): system packages, lint, a production
// build (packages, then the site in all four locales), types, unit tests of
// every workspace, the example guides run as their built pages say, the
// browser tests against the build, then Lighthouse's deterministic scores.
// Stops at the first failing step.
import { spawnSync } from 'node:child_process';

const steps = [
  ['system packages', 'node', ['scripts/ensure-system-deps.mjs']],
  ['lint', 'npm', ['run', 'lint']],
  // Packages compile before their dependents are type-checked or tested.
  ['build', 'npm', ['run', 'build']],
  ['typecheck', 'npm', ['run', 'typecheck', '--workspaces', '--if-present']],
  ['unit tests', 'npm', ['run', 'test', '--workspaces', '--if-present']],
  // Every example guide as its built page gives it: files, steps, build and start in an
  // empty folder, then the documented requests (packages/guides-check).
  ['guides', 'npm', ['run', 'test:guides']],
  ['browser tests', 'npm', ['run', 'test:e2e', '-w', 'e2e']],
  // Accessibility, SEO and best practices must be 100 on issue 8's six pages (one run each:
  // these scores do not vary); performance and lab vitals are printed, not gated.
  ['lighthouse budgets', 'node', ['bench/budgets/lighthouse.mjs'], { LIGHTHOUSE_RUNS: '1' }],
];

const only = process.argv.slice(2);
for (const [name, command, args, env = {}] of steps) {
  if (only.length > 0 && !only.includes(name.split(' ')[0])) continue;
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
