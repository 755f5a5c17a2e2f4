#!/usr/bin/env node
// The one test command (`npm test`), in three tiers that each run once: system packages,
// lint, the fast tier (no build, no browser, no system service), one production build (packages
// compiled and bundled once, the site in all four locales) and the variant builds of the
// build contract, types, the build tier (reads that build), the browser and service tier
// (Chromium, ClickHouse, server processes against that build), and the example guides as their
// built pages say.
//
// Steps start as soon as what they read exists, two at a time (the guide tier, which mostly
// waits, beside them): the longest chain (build, browser tier) first, the rest beside it. A
// step's output is printed when it ends; the first failing step stops the run. `node
// scripts/test.mjs fast build` runs only the named steps (in this order, what they read assumed
// present).
import { spawn } from 'node:child_process';

const steps = [
  { name: 'system', command: ['node', 'scripts/ensure-system-deps.mjs'] },
  { name: 'build', command: ['npm', 'run', 'build'] },
  // Lint needs nothing built: it runs beside the build (about 25 s there), not beside the browser
  // tier and the guides, where it took 84-109 s (one clean-clone run each: 351 s in all instead
  // of 363 s; with the fast tier also held back until the build ended, 361 s).
  { name: 'lint', command: ['npm', 'run', 'lint'] },
  // The browser tier: the site's pages (two Chromiums at a time) and the packages' own browser
  // and service tests (ClickHouse, server processes), which need only the packages' build.
  {
    name: 'service',
    command: ['npx', 'vitest', 'run', '--project', 'browser:*'],
    after: ['system', 'build'],
  },
  { name: 'variants', command: ['node', 'scripts/build-variants.mjs'], after: ['build'] },
  {
    name: 'browser',
    command: ['npx', 'vitest', 'run', '--project', 'e2e'],
    // After the service tests (ClickHouse mutations, WAL bounds, server processes under time
    // limits), not beside the pages' two Chromiums: there, three of them timed out in CI. Some
    // pages are those of the variant builds (the announcement bar, the hosted search provider, a
    // stale translation), which end about when the service tests do: `node scripts/test.mjs
    // browser` needs site/build-variants/ too.
    after: ['system', 'build', 'service', 'variants'],
  },
  // better-sqlite3's binding (the server's stores) comes with the system step.
  { name: 'fast', command: ['npm', 'run', 'test:fast'], after: ['system'] },
  // Packages' declaration files come from the build.
  { name: 'typecheck', command: ['npm', 'run', 'typecheck'], after: ['build'] },
  { name: 'built', command: ['npm', 'run', 'test:build'], after: ['build', 'variants'] },
  // Every example guide as its built page gives it: files, steps, build and start in an empty
  // folder, then the documented requests (packages/guides-check). It mostly waits (npm installs,
  // servers starting: 68 s of CPU in its 96 s), so it runs beside the two slots instead of in one,
  // from the end of the service tests (whose time limits it would strain beside the fast tier and
  // the variant builds) on.
  // The example projects' npm packages, fetched into the npm cache before the guides need them
  // (their installs then read them from the disk): it waits on the registry, beside the slots,
  // after the build (whose CPU it would take) and at the lowest CPU priority.
  {
    name: 'npm-cache',
    command: ['nice', '-n', '19', 'node', 'scripts/warm-npm-cache.mjs'],
    after: ['build'],
    beside: true,
  },
  {
    name: 'guides',
    command: ['npm', 'run', 'test:guides'],
    after: ['system', 'build', 'service', 'npm-cache'],
    beside: true,
  },
];
// Two at a time on two cores (three made the steps slow each other down past their tests'
// time-outs, for no shorter run).
const slots = 2;

const only = process.argv.slice(2);
const unknown = only.filter((name) => !steps.some((step) => step.name === name));
if (unknown.length > 0) {
  console.error(`unknown step ${unknown.join(', ')}; steps: ${steps.map((s) => s.name).join(' ')}`);
  process.exit(2);
}
const chosen = steps.filter((step) => only.length === 0 || only.includes(step.name));
const streamed = chosen.length === 1;
const started = Date.now();
const done = new Set(steps.filter((step) => !chosen.includes(step)).map((step) => step.name));
const running = new Map();

/** Runs a step; its output goes to the terminal when it is the only step, else into a buffer. */
function run(step) {
  const [command, ...args] = step.command;
  const begun = Date.now();
  const child = spawn(command, args, {
    stdio: streamed ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    detached: !streamed,
  });
  const output = [];
  child.stdout?.on('data', (chunk) => output.push(chunk));
  child.stderr?.on('data', (chunk) => output.push(chunk));
  const ended = new Promise((resolve) => {
    child.on('close', (status) => {
      const at = ((Date.now() - started) / 1000).toFixed(1);
      const seconds = ((Date.now() - begun) / 1000).toFixed(1);
      if (!streamed) {
        console.log(`\n=== ${step.name}: ${step.command.join(' ')}`);
        process.stdout.write(Buffer.concat(output));
      }
      const verdict = status === 0 ? 'passed' : 'failed';
      console.log(`=== ${step.name} ${verdict} after ${seconds} s (at ${at} s)`);
      resolve({ step, status: status ?? 1 });
    });
  });
  running.set(step.name, { step, child, ended });
}

const waiting = [...chosen];
const isReady = (step) => (step.after ?? []).every((name) => done.has(name));
/** Running steps that take a slot (a step `beside` the slots takes none). */
const inSlots = () => [...running.values()].filter((job) => !job.step.beside).length;
while (waiting.length > 0 || running.size > 0) {
  for (;;) {
    const ready = waiting.find((step) => isReady(step) && (step.beside || inSlots() < slots));
    if (!ready) break;
    waiting.splice(waiting.indexOf(ready), 1);
    run(ready);
  }
  const { step, status } = await Promise.race([...running.values()].map((job) => job.ended));
  running.delete(step.name);
  if (status !== 0) {
    // Stops the steps still running, with their process groups (servers, browsers).
    for (const { child } of running.values()) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
    process.exit(1);
  }
  done.add(step.name);
}
console.log(`\n=== all passed after ${((Date.now() - started) / 1000).toFixed(1)} s`);
