#!/usr/bin/env node
// The rent of the site's performance pieces: for every deviation from stock
// Docusaurus, an A/B on the built German site (same machine, alternating
// runs, medians): what it saves in LCP, TBT, main-thread work and first-load
// bytes. The pieces and the patches they consist of are listed in PIECES below.
// Each variant is a German-only build without some pieces: switched off in the
// fast-load plugin's options by the variant's config module, patches to
// Docusaurus reversed for that build. Builds run in the bench's own
// checkout (a clone of this repository's HEAD with its own npm ci, so no one
// else's node_modules changes), are precompressed and served by the project's
// server (bench/budgets/site.mjs); Lighthouse (mobile preset, performance
// only, bench/package.json's against Debian's Chromium, as
// bench/budgets/lighthouse.mjs) measures them in turn: for each run, each
// page, each variant, the variants' order rotated per run.
//
// Usage: node bench/rent.mjs [--variants ours,without-pageScripts,stock] [--runs 5]
//                            [--pages /de/,/de/service/observability] [--reuse]
//   Variants: ours (nothing left out), without-<piece> per piece, stock (all left out), and
//   docusaurus: stock Docusaurus classic with the same content (the 42 German pages as plain
//   Markdown, taken from ours' Markdown twins, links made site-relative), the same two sidebars,
//   not collapsible, and navbar, built without any patch: the fair baseline of the ratios
//   printed last (ours / docusaurus).
//   Everything goes to <os temp dir>/nubiva-rent: checkout/ (cloned and installed
//   when missing or not at HEAD; about 4 minutes), <variant>/de (each build, baseUrl
//   /de/ as in the full build), results-<time>.json (the figures of every run).
//   --reuse keeps a variant's existing build. Uncommitted changes are not measured.
//
// Figures: Lighthouse's performance score, LCP and TBT (simulated throttling,
// the CLI's default), mainthread-work-breakdown and bootup-time totals (ms,
// Lighthouse's 4x CPU slowdown applied), total-byte-weight, and first-load
// bytes: the transfer size (brotli, as Chromium asks for it) of the site's
// scripts and style sheets requested before the load event or hydration (the
// nubiva:hydrated mark), whichever is later, as bench/budgets.mjs counts them.
// A difference is "outside the noise" when |without − ours| of the per-page
// medians exceeds the spread (max − min) of the ours runs on at least two
// thirds of the pages.
import { benchSiteConfig } from './siteConfig.mjs';
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { lighthouseCommand, runLighthouse } from './budgets/lighthouseRun.mjs';
import { startBuiltSite } from './budgets/site.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const workDir = path.join(os.tmpdir(), 'nubiva-rent');
const checkout = path.join(workDir, 'checkout');

/** The variant config's line that switches one piece of the fast-load layer off. */
const switchedOff = (piece) =>
  `(config.plugins as any[]).find((p) => p[0] === './src/plugins/fastLoad/index.ts')[1].${piece} = false;`;

/**
 * The site's performance pieces (site/src/plugins/fastLoad/README.md): for each, the change to the
 * site's config that leaves it out (TypeScript over `config`, in the variant's config module) and
 * the concern names of its patches (patches/README.md), reversed in the bench's checkout.
 */
const PIECES = {
  ...Object.fromEntries(
    [
      'deferredPrism',
      'pageScripts',
      'compileHints',
      'phoneMenuOnFirstOpen',
      'memoisedLayout',
      'chevrons',
    ].map((piece) => [piece, { config: switchedOff(piece), patches: [] }]),
  ),
  scheduledPrefetch: { config: '', patches: ['prefetch-on-intent'] },
  appInItsOwnTask: { config: '', patches: ['app-in-a-task-of-its-own'] },
};
const pieces = new Map(Object.entries(PIECES).map(([name, piece]) => [name, piece.patches]));
const allVariants = new Map([
  ['ours', []],
  ...[...pieces.keys()].map((piece) => [`without-${piece}`, [piece]]),
  ['stock', [...pieces.keys()]],
  ['docusaurus', [...pieces.keys()]],
]);

const { values: options } = parseArgs({
  options: {
    variants: { type: 'string', default: [...allVariants.keys()].join(',') },
    runs: { type: 'string', default: '5' },
    pages: {
      type: 'string',
      default: '/de/,/de/service/observability,/de/examples/nodejs/express',
    },
    reuse: { type: 'boolean', default: false },
  },
});
const variants = options.variants.split(',').map((name) => name.trim());
for (const name of variants) {
  if (!allVariants.has(name))
    throw new Error(`--variants: unknown "${name}" (known: ${[...allVariants.keys()].join(', ')})`);
}
const RUNS = Number(options.runs);
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error(`--runs: not a count: ${options.runs}`);
const pages = options.pages.split(',').map((page) => page.trim());

const HYDRATED_MARK = 'nubiva:hydrated';

// ---------------------------------------------------------------- the bench's checkout

function run(command, args, { cwd = checkout, env = process.env } = {}) {
  const result = spawnSync(command, args, {
    cwd,
    env,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) {
    throw new Error(
      `${command} ${args.join(' ')} (in ${cwd}) failed:\n` +
        `${(result.stdout ?? '').slice(-3000)}\n${(result.stderr ?? String(result.error)).slice(-3000)}`,
    );
  }
  return result.stdout.trim();
}
const git = (args, cwd) => run('git', args, { cwd });

/** The packages the site's build imports (those under packages/ with a build script), in the root build's order. */
function packagesToBuild() {
  const { workspaces } = JSON.parse(readFileSync(path.join(checkout, 'package.json'), 'utf8'));
  const dirs = workspaces
    .filter((pattern) => pattern.startsWith('packages/'))
    .flatMap((pattern) =>
      pattern.endsWith('/*')
        ? readdirSync(path.join(checkout, pattern.slice(0, -2)))
            .sort()
            .map((name) => `${pattern.slice(0, -1)}${name}`)
        : [pattern],
    );
  return [...new Set(dirs)].filter((dir) => {
    const manifest = path.join(checkout, dir, 'package.json');
    return existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).scripts?.build;
  });
}

/** A clone of HEAD with its dependencies installed (patches applied) and its packages built. */
function prepareCheckout() {
  const head = git(['rev-parse', 'HEAD'], root);
  const ready = path.join(workDir, 'checkout-ready');
  if (
    existsSync(ready) &&
    readFileSync(ready, 'utf8') === head &&
    existsSync(checkout) &&
    git(['rev-parse', 'HEAD'], checkout) === head
  ) {
    console.log(`checkout: reusing ${checkout} at ${head.slice(0, 12)}`);
  } else {
    const started = Date.now();
    console.log(
      `checkout: cloning ${head.slice(0, 12)} into ${checkout}, npm ci, building its packages`,
    );
    rmSync(ready, { force: true });
    rmSync(checkout, { recursive: true, force: true });
    mkdirSync(workDir, { recursive: true });
    git(['clone', '-q', root, checkout], workDir);
    git(['checkout', '-q', '--detach', head], checkout);
    run('npm', ['ci', '--no-audit', '--no-fund']);
    const workspaceArgs = packagesToBuild().flatMap((dir) => ['-w', dir]);
    run('npm', ['run', 'build', '--if-present', ...workspaceArgs]);
    writeFileSync(ready, head);
    console.log(`checkout: ready in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  }
  const measured = ['site', 'patches', 'packages', 'package.json', 'package-lock.json'];
  if (git(['status', '--porcelain', '--', ...measured], root) !== '')
    console.log(`note: ${root} has uncommitted changes; the bench measures its HEAD only`);
  // A run that stopped half-way may have left some patches reversed: apply them again.
  for (const patch of piecePatches(pieces.keys())) {
    if (!applies(patch, ['-R'])) {
      if (!applies(patch, [])) throw new Error(`${patch}: neither applied nor applicable`);
      git(['apply', patch], checkout);
      console.log(`checkout: applied ${path.basename(patch)} again`);
    }
  }
  return head;
}

const applies = (patch, flags) =>
  spawnSync('git', ['apply', '--check', ...flags, patch], { cwd: checkout }).status === 0;

/** The patch files of the pieces, in the order patch-package applies them. */
function piecePatches(names) {
  const files = readdirSync(path.join(checkout, 'patches')).filter((file) =>
    file.endsWith('.patch'),
  );
  return [...names]
    .flatMap((name) =>
      pieces.get(name).flatMap((concern) => {
        const matching = files.filter((file) => file.endsWith(`+${concern}.patch`));
        if (matching.length === 0)
          throw new Error(`${name}: no patch for the concern "${concern}"`);
        return matching.map((file) => path.join(checkout, 'patches', file));
      }),
    )
    .sort();
}

// ---------------------------------------------------------------- builds

function buildVariant(variant, commit) {
  const dir = path.join(workDir, variant);
  const stamp = path.join(dir, 'rent-build-of');
  if (
    options.reuse &&
    existsSync(stamp) &&
    readFileSync(stamp, 'utf8') === commit &&
    existsSync(path.join(dir, 'de', 'index.html'))
  ) {
    console.log(`${variant}: reusing ${dir}`);
    return dir;
  }
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const left = allVariants.get(variant);
  const reversed = piecePatches(left).reverse();
  const docusaurus = variant === 'docusaurus';
  // The German site lands in <dir>/de as in production (./siteConfig.mjs).
  const siteDir = docusaurus ? writeStockSite(commit) : path.join(checkout, 'site');
  const configFile = path.join(siteDir, `.variant-rent-${process.pid}.config.ts`);
  writeFileSync(
    configFile,
    docusaurus
      ? `export { default } from './docusaurus.config.mjs';\n`
      : benchSiteConfig('bench/rent.mjs', left.map((piece) => PIECES[piece].config).join('\n')),
  );
  const started = Date.now();
  const undo = [];
  try {
    for (const patch of reversed) {
      git(['apply', '-R', patch], checkout);
      undo.unshift(patch);
    }
    const build = [
      'npx',
      'docusaurus',
      'build',
      '--config',
      configFile,
      '--locale',
      'de',
      '--out-dir',
      // Its only locale is its default: Docusaurus writes it to the out dir itself.
      docusaurus ? path.join(dir, 'de') : dir,
    ];
    run(build[0], build.slice(1), {
      cwd: siteDir,
      env: {
        ...process.env,
        // Rspack's persistent cache notices neither the plugins' changed module
        // aliases nor changed files in node_modules (reversed patches): a variant
        // would get code of the build before it. These builds do without it.
        DOCUSAURUS_NO_PERSISTENT_CACHE: '1',
      },
    });
  } finally {
    rmSync(configFile, { force: true });
    for (const patch of undo) git(['apply', patch], checkout);
  }
  if (!existsSync(path.join(dir, 'de', 'index.html')))
    throw new Error(`${variant}: the build wrote no ${path.join(dir, 'de', 'index.html')}`);
  run(process.execPath, [path.join(checkout, 'packages/server/dist/precompress-cli.js'), dir]);
  writeFileSync(stamp, commit);
  console.log(
    `${variant}: built (without ${left.join(',') || '(nothing)'}` +
      `${reversed.length > 0 ? `, reversed ${reversed.map((file) => path.basename(file, '.patch')).join(', ')}` : ''}) ` +
      `in ${((Date.now() - started) / 1000).toFixed(0)} s into ${dir}`,
  );
  return dir;
}

/**
 * The same content in stock Docusaurus classic, in the checkout (its node_modules resolve): each
 * Markdown twin of ours' German pages as a plain Markdown doc at the same path (so the doc ids
 * and URLs are ours and our sidebar files apply), absolute links to the site made site-relative,
 * our German sidebar labels, the same navbar and no plugin or theme of ours. Returns its folder.
 */
function writeStockSite(commit) {
  const twins = path.join(workDir, 'ours', 'de');
  if (
    readFileSync(path.join(workDir, 'ours', 'rent-build-of'), { encoding: 'utf8', flag: 'a+' }) !==
    commit
  )
    buildVariant('ours', commit);
  const siteDir = path.join(checkout, '.rent-docusaurus-site');
  rmSync(siteDir, { recursive: true, force: true });
  // The site's URL and navbar links as ours' home page has them.
  const home = readFileSync(path.join(twins, 'index.html'), 'utf8');
  const url = /rel=["']?canonical["']? href=["']?(https?:\/\/[^/"' >]+)/.exec(home)?.[1];
  if (!url) throw new Error("docusaurus: no canonical URL in ours' /de/");
  const external = [
    ...home.matchAll(
      /<a href="?([^" >]+)"? target=_blank rel="noopener noreferrer" class="navbar__item navbar__link">([^<]+)</g,
    ),
  ].map(([, href, label]) => ({ href: href.replaceAll('&amp;', '&'), label, position: 'right' }));
  let pagesWritten = 0;
  for (const file of readdirSync(twins, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.md') || file.endsWith('llms.txt')) continue;
    const [instance, relative] = file.startsWith('examples/')
      ? ['examples', file.slice('examples/'.length)]
      : ['docs', file];
    const markdown = readFileSync(path.join(twins, file), 'utf8').replaceAll(`${url}/de/`, '/de/');
    mkdirSync(path.dirname(path.join(siteDir, instance, relative)), { recursive: true });
    writeFileSync(path.join(siteDir, instance, relative), markdown);
    pagesWritten += 1;
  }
  if (pagesWritten !== 42) throw new Error(`docusaurus: ${pagesWritten} Markdown twins, not 42`);
  const ours = path.join(checkout, 'site');
  // The sidebars' German labels only (beside them, i18n/de holds our MDX sources).
  for (const plugin of ['docs', 'docs-examples']) {
    const labels = `i18n/de/docusaurus-plugin-content-${plugin}/current.json`;
    mkdirSync(path.dirname(path.join(siteDir, labels)), { recursive: true });
    cpSync(path.join(ours, labels), path.join(siteDir, labels));
  }
  // Stock serves the logo, also its favicon, as a file.
  mkdirSync(path.join(siteDir, 'static/img'), { recursive: true });
  cpSync(path.join(ours, 'src/data/logo.svg'), path.join(siteDir, 'static/img/logo.svg'));
  const docs = (sidebars) => ({
    sidebarPath: path.join(ours, sidebars),
    sidebarCollapsible: false,
  });
  const config = {
    title: 'Nubiva',
    url,
    baseUrl: '/de/',
    favicon: 'img/logo.svg',
    i18n: { defaultLocale: 'de', locales: ['de'] },
    // The twins are CommonMark, not MDX.
    markdown: { format: 'detect' },
    onBrokenLinks: 'warn',
    // The classic preset with docs only, as its parts (the checkout installs them, not the preset).
    themes: ['@docusaurus/theme-classic'],
    plugins: [
      ['@docusaurus/plugin-content-docs', { routeBasePath: '/', ...docs('sidebars.ts') }],
      '@docusaurus/plugin-sitemap',
      [
        '@docusaurus/plugin-content-docs',
        {
          id: 'examples',
          path: 'examples',
          routeBasePath: 'examples',
          ...docs('sidebarsExamples.ts'),
        },
      ],
    ],
    themeConfig: {
      navbar: {
        title: 'Nubiva',
        logo: { alt: '', src: 'img/logo.svg' },
        items: [
          { type: 'docSidebar', sidebarId: 'docs', label: 'Dokumente' },
          {
            type: 'docSidebar',
            sidebarId: 'examples',
            docsPluginId: 'examples',
            label: 'Beispiele',
          },
          ...external,
        ],
      },
    },
  };
  writeFileSync(
    path.join(siteDir, 'docusaurus.config.mjs'),
    `export default ${JSON.stringify(config, null, 1)};\n`,
  );
  return siteDir;
}

// ---------------------------------------------------------------- serving

/** GET url (Accept-Encoding: br when asked): status, content encoding and body; 200 or an error. */
function get200(url, { brotli = false } = {}) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: brotli ? { 'Accept-Encoding': 'br' } : {} }, (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () =>
          response.statusCode === 200
            ? resolve({
                encoding: response.headers['content-encoding'] ?? 'identity',
                body: Buffer.concat(chunks),
              })
            : reject(new Error(`${url} answered ${response.statusCode}`)),
        );
        response.on('error', reject);
      })
      .on('error', reject);
  });
}

/** Each page answers 200, and so does every script and style sheet its HTML names, precompressed. */
async function verifyPages(variant, siteUrl) {
  const assets = new Set();
  for (const page of pages) {
    const html = (await get200(`${siteUrl}${page}`)).body.toString('utf8');
    for (const match of html.matchAll(/\/de\/assets\/[^"'\s,)\]]+?\.(?:js|css)\b/g))
      assets.add(match[0]);
  }
  for (const kind of ['.css', '.js']) {
    if (![...assets].some((asset) => asset.endsWith(kind)))
      throw new Error(`${variant}: no ${kind} file named in ${pages.join(', ')}`);
  }
  // The precompressor leaves files under 1 KiB as they are.
  let brotli = 0;
  for (const asset of assets) {
    if ((await get200(`${siteUrl}${asset}`, { brotli: true })).encoding === 'br') brotli += 1;
  }
  if (brotli === 0) throw new Error(`${variant}: no script or style sheet is served with brotli`);
  return `${assets.size} scripts and styles: 200, ${brotli} of them brotli`;
}

/**
 * The code of a build's main bundle, without the plugin list of the site config
 * embedded in it (that differs between the variants anyway): a variant whose
 * code is that of ours was not built without its pieces.
 */
function mainBundleCode(dir) {
  const jsDir = path.join(dir, 'de', 'assets', 'js');
  return readdirSync(jsDir)
    .filter((file) => /^main\.[0-9a-f]+\.js$/.test(file))
    .sort()
    .map((file) =>
      readFileSync(path.join(jsDir, file), 'utf8').replace(
        /plugins:\[\[?"\.\/src\/plugins\/.*?\],clientModules:/s,
        '',
      ),
    )
    .join('\n');
}

// ---------------------------------------------------------------- Lighthouse

const lighthouse = async (url) =>
  figures(await runLighthouse(url, { categories: ['performance'] }));

function figures(report) {
  const audit = (id) => report.audits[id];
  const metrics = audit('metrics').details.items[0];
  const hydrated = (audit('user-timings').details?.items ?? []).find(
    (item) => item.name === HYDRATED_MARK,
  );
  // Timestamps in µs of the trace's clock; request times relative to the first request.
  const network = audit('network-requests').details;
  const until =
    metrics.observedNavigationStartTs +
    Math.max(metrics.observedLoad, hydrated?.startTime ?? 0) * 1000;
  const origin = new URL(report.finalDisplayedUrl).origin;
  const firstLoad = network.items.filter(
    (request) =>
      (request.resourceType === 'Script' || request.resourceType === 'Stylesheet') &&
      request.url.startsWith(origin) &&
      network.debugData.networkStartTimeTs + request.rendererStartTime * 1000 < until,
  );
  return {
    score: Math.round(report.categories.performance.score * 100),
    fcpMs: audit('first-contentful-paint').numericValue,
    lcpMs: audit('largest-contentful-paint').numericValue,
    tbtMs: audit('total-blocking-time').numericValue,
    mainThreadMs: audit('mainthread-work-breakdown').numericValue,
    bootupMs: audit('bootup-time').numericValue,
    totalBytes: audit('total-byte-weight').numericValue,
    firstLoadBytes: firstLoad.reduce((sum, request) => sum + request.transferSize, 0),
    firstLoadRequests: firstLoad.length,
    hydrated: hydrated !== undefined,
  };
}

// ---------------------------------------------------------------- statistics and tables

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const spread = (values) => Math.max(...values) - Math.min(...values);

const columns = [
  { key: 'score', label: 'perf', format: (value) => value.toFixed(0) },
  { key: 'lcpMs', label: 'LCP ms', format: (value) => value.toFixed(0) },
  { key: 'tbtMs', label: 'TBT ms', format: (value) => value.toFixed(0) },
  { key: 'mainThreadMs', label: 'main-thread ms', format: (value) => value.toFixed(0) },
  { key: 'bootupMs', label: 'bootup ms', format: (value) => value.toFixed(0) },
  { key: 'totalBytes', label: 'total KiB', format: (value) => (value / 1024).toFixed(1) },
  { key: 'firstLoadBytes', label: 'first-load KiB', format: (value) => (value / 1024).toFixed(1) },
];
const summaryColumns = ['lcpMs', 'tbtMs', 'mainThreadMs', 'firstLoadBytes'].map((key) =>
  columns.find((column) => column.key === key),
);

/** A formatted difference with its sign; a rounded zero has none. */
const signed = (text) =>
  /^-?0(\.0+)?$/.test(text) ? text.replace('-', '') : text.startsWith('-') ? text : `+${text}`;

const cell = (values, format) =>
  values.length === 0
    ? 'no result'
    : `${format(median(values))} (${format(Math.min(...values))}–${format(Math.max(...values))})`;

function printTable(header, rows) {
  const widths = header.map((title, index) =>
    Math.max(title.length, ...rows.map((row) => row[index].length)),
  );
  const line = (row) =>
    row.map((text, index) => (index === 0 ? text.padEnd(widths[0]) : text.padStart(widths[index])));
  console.log(line(header).join('  '));
  for (const row of rows) console.log(line(row).join('  '));
}

// ---------------------------------------------------------------- main

console.log(
  `bench/rent.mjs: variants ${variants.join(', ')}; ${RUNS} runs; pages ${pages.join(', ')}\n` +
    `machine: ${os.cpus().length} CPUs, load average ${os
      .loadavg()
      .map((load) => load.toFixed(2))
      .join(' ')} at ${new Date().toISOString()}\n`,
);
const commit = prepareCheckout();
console.log(`measuring commit ${commit}\n`);
const buildDirs = new Map(variants.map((variant) => [variant, buildVariant(variant, commit)]));
if (buildDirs.has('ours')) {
  const oursCode = mainBundleCode(buildDirs.get('ours'));
  for (const [variant, dir] of buildDirs) {
    if (variant !== 'ours' && mainBundleCode(dir) === oursCode)
      throw new Error(`${variant}: its main bundle is that of ours: not built without its pieces`);
  }
}

const sites = new Map();
const results = new Map(variants.map((variant) => [variant, new Map(pages.map((p) => [p, []]))]));
const failures = [];
const lighthouseSeconds = [];
const started = Date.now();
try {
  for (const [variant, dir] of buildDirs) {
    process.env.SITE_BUILD_DIR = dir;
    const site = await startBuiltSite(checkout);
    sites.set(variant, site);
    console.log(
      `${variant}: serving ${dir} at ${site.url} (${await verifyPages(variant, site.url)})`,
    );
  }
  console.log(
    `\nLighthouse ${lighthouseCommand().join(' ')}, mobile preset, performance only; ` +
      `${RUNS} × ${pages.length} pages × ${variants.length} variants = ${RUNS * pages.length * variants.length} runs\n`,
  );
  for (let run = 0; run < RUNS; run += 1) {
    const order = [
      ...variants.slice(run % variants.length),
      ...variants.slice(0, run % variants.length),
    ];
    for (const page of pages) {
      for (const variant of order) {
        const runStarted = Date.now();
        try {
          const result = await lighthouse(`${sites.get(variant).url}${page}`);
          results.get(variant).get(page).push(result);
          const seconds = (Date.now() - runStarted) / 1000;
          lighthouseSeconds.push(seconds);
          console.log(
            `run ${run + 1}/${RUNS}  ${page.padEnd(32)} ${variant.padEnd(30)} ${seconds.toFixed(1).padStart(5)} s  ` +
              `perf ${result.score}  LCP ${result.lcpMs.toFixed(0)}  TBT ${result.tbtMs.toFixed(0)}  ` +
              `main ${result.mainThreadMs.toFixed(0)}  first-load ${(result.firstLoadBytes / 1024).toFixed(1)} KiB` +
              (result.hydrated ? '' : `  (no ${HYDRATED_MARK} mark)`),
          );
        } catch (error) {
          failures.push(`run ${run + 1} ${page} ${variant}: ${String(error).split('\n')[0]}`);
          console.log(`run ${run + 1}/${RUNS}  ${page.padEnd(32)} ${variant.padEnd(30)} failed`);
        }
      }
    }
  }
} finally {
  for (const site of sites.values()) await site.close();
}

const resultsFile = path.join(
  workDir,
  `results-${new Date().toISOString().replace(/[:.]/g, '-')}.json`,
);
writeFileSync(
  resultsFile,
  JSON.stringify(
    {
      runs: RUNS,
      pages,
      variants: Object.fromEntries(
        [...results].map(([variant, byPage]) => [variant, Object.fromEntries(byPage)]),
      ),
    },
    null,
    1,
  ),
);

const values = (variant, page, key) =>
  results
    .get(variant)
    .get(page)
    .map((result) => result[key]);

console.log(
  `\n${lighthouseSeconds.length} Lighthouse runs in ${((Date.now() - started) / 60000).toFixed(1)} min: ` +
    `${median(lighthouseSeconds).toFixed(1)} s per run (median; ${Math.min(...lighthouseSeconds).toFixed(1)}–` +
    `${Math.max(...lighthouseSeconds).toFixed(1)} s); raw figures in ${resultsFile}`,
);
for (const page of pages) {
  console.log(`\n${page}: median (min–max) of ${RUNS} runs`);
  printTable(
    ['variant', ...columns.map((column) => column.label)],
    variants.map((variant) => [
      variant,
      ...columns.map((column) => cell(values(variant, page, column.key), column.format)),
    ]),
  );
}

if (variants.includes('ours') && variants.length > 1) {
  const needed = Math.ceil((2 * pages.length) / 3);
  console.log(
    `\nRent: variant − ours (median over pages of the per-page medians; positive = the piece saves ` +
      `that much). "noise" says on how many pages |difference| > the spread of the ours runs ` +
      `(outside the noise: at least ${needed} of ${pages.length}).`,
  );
  const rows = variants
    .filter((variant) => variant !== 'ours')
    .map((variant) => {
      const row = [variant];
      for (const column of summaryColumns) {
        const perPage = pages
          .filter(
            (page) =>
              values(variant, page, column.key).length > 0 &&
              values('ours', page, column.key).length > 0,
          )
          .map((page) => ({
            difference:
              median(values(variant, page, column.key)) - median(values('ours', page, column.key)),
            noise: spread(values('ours', page, column.key)),
          }));
        const outside = perPage.filter(({ difference, noise }) => Math.abs(difference) > noise);
        const difference = median(perPage.map((entry) => entry.difference));
        const format = column.format;
        row.push(
          perPage.length === 0 ? 'no result' : signed(format(difference)),
          `${outside.length}/${pages.length} ${outside.length >= needed ? 'outside' : 'inside'}`,
        );
      }
      return row;
    });
  printTable(
    ['variant', ...summaryColumns.flatMap((column) => [`Δ ${column.label}`, 'noise'])],
    rows,
  );
  console.log(
    '\nours spread (max − min) per page: ' +
      pages
        .map(
          (page) =>
            `${page} ` +
            summaryColumns
              .map(
                (column) =>
                  `${column.label} ${column.format(spread(values('ours', page, column.key)))}`,
              )
              .join(', '),
        )
        .join('; '),
  );
}
if (variants.includes('ours') && variants.includes('docusaurus')) {
  console.log(
    '\nAgainst stock Docusaurus with the same content: ours / docusaurus of the per-page medians; ' +
      "ours' LCP / FCP, median and highest of its runs.",
  );
  const ratio = (page, key) =>
    (median(values('ours', page, key)) / median(values('docusaurus', page, key))).toFixed(2);
  printTable(
    ['page', 'main-thread', 'total bytes', 'LCP', 'TBT', 'bootup', 'LCP/FCP', 'max LCP/FCP'],
    pages.map((page) => {
      const lcpOverFcp = results
        .get('ours')
        .get(page)
        .map((result) => result.lcpMs / result.fcpMs);
      return [
        page,
        ...['mainThreadMs', 'totalBytes', 'lcpMs', 'tbtMs', 'bootupMs'].map((key) =>
          ratio(page, key),
        ),
        median(lcpOverFcp).toFixed(2),
        Math.max(...lcpOverFcp).toFixed(2),
      ];
    }),
  );
}
if (failures.length > 0) {
  console.error(
    `\n${failures.length} Lighthouse runs failed after 3 attempts:\n  ${failures.join('\n  ')}`,
  );
  process.exitCode = 1;
}
