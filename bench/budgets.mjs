#!/usr/bin/env node
// First-load budgets on the built site (site/build, or SITE_BUILD_DIR), served
// by the project's own server with compression: first-load JS and CSS (gzip,
// requested before the load event or hydration, whichever is later) and axe-core violations on every /de/ page
// and with the search modal open, the tracker's and search's part of the
// first-load JS. Exits 1 when a budget is exceeded.
// Usage: npm run build && node bench/budgets.mjs
//   BUDGETS_LIGHTHOUSE=1  also runs bench/budgets/lighthouse.mjs (needs the npm package lighthouse)
//   BUDGETS_BUILD=1       first times `npm run build` (wall time, peak memory)
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  axeViolations,
  budgets,
  createAssetSizer,
  formatViolation,
  germanPaths,
  kib,
  measureFirstLoad,
  measureFetchedSince,
  searchModalViolations,
} from './budgets/measure.mjs';
import { measureSearchAndTrackerShare } from './budgets/baseline.mjs';
import { startBuiltSite } from './budgets/site.mjs';
import { launchChromium } from '../scripts/chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

if (process.env.BUDGETS_BUILD === '1') timeBuild();

const routePaths = [
  ...readFileSync(path.join(root, 'e2e/src/routes.ts'), 'utf8').matchAll(/^\s+'(\/[^']*)',$/gm),
].map((match) => match[1]);
const paths = germanPaths([...routePaths, '/search']);

const site = await startBuiltSite(root);
const browser = await launchChromium();

const failures = [];
const rows = [];
const sizeOf = createAssetSizer();
try {
  for (const pagePath of paths) {
    const measured = await measureFirstLoad(browser, site.url, pagePath, sizeOf);
    const violations = await axeViolations(measured.page);
    await measured.close();
    rows.push({ measured, violations });
    if (measured.jsGzip > budgets.firstLoadJsGzip)
      failures.push(`${pagePath}: JS ${kib(measured.jsGzip)}`);
    if (measured.cssGzip > budgets.firstLoadCssGzip)
      failures.push(`${pagePath}: CSS ${kib(measured.cssGzip)}`);
    if (measured.trackerGzip + measured.searchGzip + measured.highlighterGzip > 0)
      failures.push(`${pagePath}: tracker, search engine or Prism in the first load`);
    for (const violation of violations)
      failures.push(`${pagePath}: axe ${formatViolation(violation)}`);
  }
  const modal = await measureFirstLoad(browser, site.url, '/de/overview', sizeOf);
  const beforeModal = await modal.page.evaluate(() => performance.now());
  const modalViolations = await searchModalViolations(modal.page, 'Domain');
  const modalOpen = await measureFetchedSince(modal.page, beforeModal, site.url, sizeOf);
  await modal.close();
  if (modal.searchStylesGzip === 0) failures.push('search modal: its stylesheet is not loaded');
  if (modalOpen.jsGzip > budgets.searchModalJsGzip)
    failures.push(`search modal open: JS ${kib(modalOpen.jsGzip)}`);
  for (const violation of [...modalViolations.empty, ...modalViolations.withResults])
    failures.push(`search modal: axe ${formatViolation(violation)}`);

  console.log(
    `First load on every /de/ page (gzip, before load or hydration; budgets JS ${kib(budgets.firstLoadJsGzip)}, ` +
      `CSS ${kib(budgets.firstLoadCssGzip)}, tracker+search ${kib(budgets.trackerAndSearchJsGzip)}, axe 0)\n`,
  );
  console.log(
    [
      'page'.padEnd(38),
      'status',
      'JS'.padStart(9),
      'files',
      'CSS'.padStart(9),
      'tracker',
      'search',
      'Prism',
      'axe',
    ].join('  '),
  );
  for (const { measured, violations } of rows) {
    console.log(
      [
        measured.path.padEnd(38),
        String(measured.status).padStart(6),
        kib(measured.jsGzip).padStart(9),
        String(measured.scripts.length).padStart(5),
        kib(measured.cssGzip).padStart(9),
        kib(measured.trackerGzip).padStart(7),
        kib(measured.searchGzip).padStart(6),
        kib(measured.highlighterGzip).padStart(6),
        String(violations.length).padStart(3),
      ].join('  '),
    );
  }
  const maxJs = Math.max(...rows.map((row) => row.measured.jsGzip));
  const maxCss = Math.max(...rows.map((row) => row.measured.cssGzip));
  console.log(
    `\nlargest first-load JS ${kib(maxJs)}, CSS ${kib(maxCss)} over ${rows.length} pages`,
  );
  console.log(
    `search modal until hits (/de/overview): JS ${kib(modalOpen.jsGzip)} (budget ${kib(budgets.searchModalJsGzip)}); ` +
      `its styles ${kib(modal.searchStylesGzip)}, part of the first-load CSS ${kib(modal.cssGzip)}`,
  );
  for (const [state, found] of Object.entries(modalViolations)) {
    console.log(`search modal (/de/overview, ${state}): axe violations ${found.length}`);
  }
  // The build keeps no .gz of a file that gzip does not shrink (a few tiny chunks): those go out as they are.
  const notGzipped = [...new Set(rows.flatMap((row) => row.measured.notGzipped))];
  console.log(
    `${notGzipped.length} small scripts served uncompressed (gzip would not shrink them)`,
  );
} finally {
  await browser.close();
  await site.close();
}

// The German site built once more without search and tracker (about 30 s).
const share = measureSearchAndTrackerShare(
  root,
  path.resolve(root, process.env.SITE_BUILD_DIR ?? 'site/build'),
);
console.log(
  `search + tracker in the bundles every page loads first (main + runtime): ${kib(share.shareBytes)} ` +
    `(${kib(share.withBytes)} with, ${kib(share.withoutBytes)} without; budget ${kib(budgets.trackerAndSearchJsGzip)})`,
);
if (share.shareBytes > budgets.trackerAndSearchJsGzip)
  failures.push(`search + tracker share ${kib(share.shareBytes)}`);

if (process.env.BUDGETS_LIGHTHOUSE === '1') {
  const lighthouse = spawnSync('node', [path.join(root, 'bench/budgets/lighthouse.mjs')], {
    stdio: 'inherit',
  });
  if (lighthouse.status !== 0) failures.push('Lighthouse budgets (see above)');
}

if (failures.length > 0) {
  console.error(`\n${failures.length} over budget:\n  ${failures.join('\n  ')}`);
  process.exitCode = 1;
} else {
  console.log('\nall budgets met');
}

function timeBuild() {
  if (!existsSync('/usr/bin/time'))
    throw new Error('BUDGETS_BUILD=1 needs /usr/bin/time (Debian package time)');
  const started = Date.now();
  const result = spawnSync('/usr/bin/time', ['-v', 'npm', 'run', 'build'], {
    cwd: root,
    encoding: 'utf8',
  });
  const seconds = (Date.now() - started) / 1000;
  if (result.status !== 0) {
    console.error(result.stdout, result.stderr);
    throw new Error('build failed');
  }
  const peakKib = Number(
    /Maximum resident set size \(kbytes\): (\d+)/.exec(result.stderr)?.[1] ?? NaN,
  );
  console.log(
    `build (npm run build, four locales): ${seconds.toFixed(1)} s wall, peak RSS of the largest process ` +
      `${(peakKib / 1024).toFixed(0)} MB (targets 120 s, 2048 MB)\n`,
  );
}
