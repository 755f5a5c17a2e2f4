#!/usr/bin/env node
// Lighthouse (mobile preset, the CLI's default) on the six pages issue 8
// names, served by the project's server with compression, against Debian's
// Chromium (CHROME_PATH; never a downloaded browser). Accessibility, SEO and
// best practices must be 100 in every run; performance (median of RUNS),
// LCP, TBT and CLS are printed only, as timings on a shared machine are noisy.
// Lighthouse is not a dependency of the project: it runs through `npx
// lighthouse@13.5.0` (LIGHTHOUSE_BIN overrides the command).
// Usage: node bench/budgets/lighthouse.mjs   (after npm run build)
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startBuiltSite } from './site.mjs';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const pages = [
  ['German quick start', '/de/'],
  ['long German guide', '/de/service/observability'],
  ['German example', '/de/examples/nodejs/express'],
  ['German search page', '/de/search'],
  ['German 404', '/de/diese-seite-gibt-es-nicht'],
  ['Japanese home', '/ja/'],
];
const gated = ['accessibility', 'seo', 'best-practices'];

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const command = (process.env.LIGHTHOUSE_BIN ?? 'npx --yes lighthouse@13.5.0').split(' ');
const env = { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' };

// Asynchronous: the site's server runs in this process and must keep answering.
// Debian's headless Chromium now and then loses the trace (NO_NAVSTART): such a run is repeated.
async function lighthouse(url, attemptsLeft = 3) {
  let stdout;
  try {
    ({ stdout } = await promisify(execFile)(
      command[0],
      [
        ...command.slice(1),
        url,
        '--output=json',
        '--output-path=stdout',
        '--quiet',
        '--only-categories=performance,accessibility,seo,best-practices',
        '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
      ],
      { env, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 },
    ));
  } catch (error) {
    if (attemptsLeft > 1) return lighthouse(url, attemptsLeft - 1);
    throw new Error(`lighthouse failed for ${url}: ${String(error).slice(0, 500)}`);
  }
  const report = JSON.parse(stdout);
  const score = (id) => Math.round(report.categories[id].score * 100);
  const failing = (id) =>
    report.categories[id].auditRefs
      .filter(
        (ref) =>
          ref.weight > 0 && report.audits[ref.id].score !== null && report.audits[ref.id].score < 1,
      )
      .map((ref) => ref.id);
  return {
    scores: Object.fromEntries([...gated, 'performance'].map((id) => [id, score(id)])),
    failing: Object.fromEntries(gated.map((id) => [id, failing(id)])),
    lcpMs: report.audits['largest-contentful-paint'].numericValue,
    tbtMs: report.audits['total-blocking-time'].numericValue,
    cls: report.audits['cumulative-layout-shift'].numericValue,
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const site = await startBuiltSite(root);
const problems = [];
try {
  console.log(
    `\nLighthouse ${command.join(' ')}, mobile preset, ${RUNS} runs per page (gate: a11y/SEO/BP 100; perf ≥ 95, ` +
      'LCP ≤ 1800 ms, TBT ≤ 150 ms, CLS ≤ 0.05 printed only)\n',
  );
  console.log(
    [
      'page'.padEnd(20),
      'path'.padEnd(30),
      'a11y',
      'SEO',
      ' BP',
      'perf',
      'LCP ms',
      'TBT ms',
      '  CLS',
    ].join('  '),
  );
  for (const [name, pagePath] of pages) {
    const runs = [];
    try {
      for (let run = 0; run < RUNS; run += 1) runs.push(await lighthouse(`${site.url}${pagePath}`));
    } catch (error) {
      // Lighthouse refuses to audit a page answered with 4xx (the 404 page) at all.
      problems.push(`${pagePath}: ${String(error).split('\n')[1] ?? String(error)}`);
      console.log(`${name.padEnd(20)}  ${pagePath.padEnd(30)}  no result (see below)`);
      continue;
    }
    const worst = (id) => Math.min(...runs.map((run) => run.scores[id]));
    for (const id of gated) {
      if (worst(id) < 100) {
        problems.push(
          `${pagePath}: ${id} ${worst(id)} (${[...new Set(runs.flatMap((run) => run.failing[id]))].join(', ')})`,
        );
      }
    }
    console.log(
      [
        name.padEnd(20),
        pagePath.padEnd(30),
        String(worst('accessibility')).padStart(4),
        String(worst('seo')).padStart(3),
        String(worst('best-practices')).padStart(3),
        String(median(runs.map((run) => run.scores.performance))).padStart(4),
        String(Math.round(median(runs.map((run) => run.lcpMs)))).padStart(6),
        String(Math.round(median(runs.map((run) => run.tbtMs)))).padStart(6),
        median(runs.map((run) => run.cls))
          .toFixed(3)
          .padStart(5),
      ].join('  '),
    );
  }
} finally {
  await site.close();
}
if (problems.length > 0) {
  console.error(`\nLighthouse gates failed:\n  ${problems.join('\n  ')}`);
  process.exitCode = 1;
}
