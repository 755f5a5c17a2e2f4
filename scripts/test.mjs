#!/usr/bin/env node
// The one test command (`npm test`), in three tiers that each run once: system packages,
// lint, the fast tier (no build, no browser, no service), one production build (packages
// compiled and bundled once, the site in all four locales) and the variant builds of the
// build contract, types, the build tier (reads that build), then the browser and service
// tier (Chromium, ClickHouse, server processes against that build). The example guides run
// as their built pages say beside the last three steps: they mostly wait on the npm registry
// and their own servers, so they take the time the other steps leave. Stops at the first
// failing step. `node scripts/test.mjs fast build` runs only the named steps.
import { spawn } from 'node:child_process';

const steps = [
  ['system', 'node', ['scripts/ensure-system-deps.mjs']],
  ['lint', 'npm', ['run', 'lint']],
  ['fast', 'npm', ['run', 'test:fast']],
  ['build', 'npm', ['run', 'build']],
  ['variants', 'node', ['scripts/build-variants.mjs']],
  ['typecheck', 'npm', ['run', 'typecheck']],
  ['built', 'npm', ['run', 'test:build']],
  ['browser', 'npm', ['run', 'test:browser']],
];
// Every example guide as its built page gives it: files, steps, build and start in an empty
// folder, then the documented requests (packages/guides-check). Starts after this step.
const beside = { after: 'variants', step: ['guides', 'npm', ['run', 'test:guides']] };

/** Runs a step; its output goes to the terminal, or into a buffer printed when it ends. */
function run([name, command, args], { buffered = false } = {}) {
  const started = Date.now();
  if (!buffered) console.log(`\n=== ${name}: ${command} ${args.join(' ')}`);
  const child = spawn(command, args, { stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
  const output = [];
  child.stdout?.on('data', (chunk) => output.push(chunk));
  child.stderr?.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (status) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (buffered) {
        console.log(`\n=== ${name} (beside the steps above): ${command} ${args.join(' ')}`);
        process.stdout.write(Buffer.concat(output));
      }
      console.log(`=== ${name} ${status === 0 ? 'passed' : 'failed'} after ${seconds} s`);
      resolve(status ?? 1);
    });
  });
}

const only = process.argv.slice(2);
const wanted = ([name]) => only.length === 0 || only.includes(name);
let besideRun;
for (const step of steps) {
  if (wanted(step) && (await run(step)) !== 0) process.exit(1);
  if (step[0] === beside.after && wanted(beside.step)) {
    besideRun = run(beside.step, { buffered: true });
  }
}
if (besideRun === undefined && wanted(beside.step)) besideRun = run(beside.step);
if (besideRun !== undefined && (await besideRun) !== 0) process.exit(1);
