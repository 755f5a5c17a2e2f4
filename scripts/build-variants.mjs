#!/usr/bin/env node
// The site in configurations other than production, built once by `npm test` (after the
// production build) and read by the tests: the build contract (docs/requirements.md#build-contract, #configuration-errors)
// (site/test/build/build-contract.test.ts), the announcement bar and a translation older than
// its English page (e2e), the site without the fast-load layer (e2e/tests/layer-off.test.ts). Each variant is a
// config module beside the real one that imports it and changes it; its output, exit status
// and log land in site/build-variants/<name>/ (build/, result.json).
//
// Usage: node scripts/build-variants.mjs [name ...]   (default: all)
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const siteDir = fileURLToPath(new URL('../site/', import.meta.url));
export const variantsDir = path.join(siteDir, 'build-variants');

/** The announcement bar the e2e tests expect (e2e/tests/announcement.test.ts). */
export const announcementBar = {
  id: 'regionen-2026',
  content: 'Neu: die Region Tokio ist verfügbar.',
  backgroundColor: '#0b3d91',
  textColor: '#ffffff',
  isCloseable: true,
};

/** The port of the hosted-search stub the `german` variant's pages ask. */
export const hostedSearchStubPort = 47321;

/** Fixture docs served under /fixture/ by a docs plugin of their own. */
const addFixtureDocs = `
(config.plugins ??= []).push([
  '@docusaurus/plugin-content-docs',
  { id: 'fixture', path: fixtureDir, routeBasePath: 'fixture', sidebarPath: false },
]);
`;

/**
 * name -> locale, config mutation (TypeScript over `config`), fixture docs, environment.
 * Builds that must fail stop early (configuration errors) or after rendering (broken links,
 * a navbar sidebar without pages); the two full builds that pass or fail late carry every
 * warning case between them.
 */
export const variants = {
  // Fails: a broken link; warns before that about a broken Markdown link and duplicate routes.
  'broken-link': {
    locale: 'en',
    // The Markdown-link warning comes from the MDX loader, which Rspack's persistent cache skips
    // for a file it compiled before (a second local run would lose the warning).
    mutation: `${addFixtureDocs}
config.future = {
  ...config.future,
  faster: {
    swcJsLoader: true, swcJsMinimizer: true, swcHtmlMinimizer: true, lightningCssMinimizer: true,
    rspackBundler: true, mdxCrossCompilerCache: true, ssgWorkerThreads: true,
    rspackPersistentCache: false,
  },
};
`,
    docs: {
      'page.md': '# Fixture\n\nA [dead link](/this-page-does-not-exist).\n',
      'markdown-link.md': '# Markdown link\n\nSee [missing](./missing-page.md).\n',
      'one.md': '---\nslug: /twice\n---\n# One\n',
      'two.md': '---\nslug: /twice\n---\n# Two\n',
    },
  },
  // Passes: warns about a broken anchor. For the browser tests: the announcement bar, one
  // stale German page (/service/domain), its freshness compared with a copy of the pages in
  // which one English paragraph changed, and the hosted search provider through the same UI
  // (ALGOLIA_HOST points at the local stub of e2e/tests/search-hosted.test.ts, which listens on a
  // fixed port). One build for the three: each is a German page's concern of its own.
  german: {
    locale: 'de',
    mutation: `${addFixtureDocs}
config.plugins = (config.plugins ?? []).map((plugin) =>
  plugin === './src/translations/plugin.ts' ? [plugin, { siteDir: changedSiteDir }] : plugin,
);`,
    docs: { 'page.md': '# Fixture\n\nSee [a missing heading](/overview#no-such-heading).\n' },
    env: {
      NUBIVA_ANNOUNCEMENT: JSON.stringify(announcementBar),
      ALGOLIA_APP_ID: 'STUBAPP',
      ALGOLIA_API_KEY: 'stub-search-key',
      ALGOLIA_INDEX_NAME: 'nubiva-stub',
      ALGOLIA_HOST: `http://127.0.0.1:${hostedSearchStubPort}`,
    },
    prepare(changedSiteDir) {
      for (const dir of ['docs', 'examples-docs', 'i18n'])
        cpSync(path.join(siteDir, dir), path.join(changedSiteDir, dir), { recursive: true });
      const page = path.join(changedSiteDir, 'docs', 'service', 'domain.mdx');
      const english = readFileSync(page, 'utf8');
      const changed = english.replace(
        '2. Enter the full hostname, for example `www.example.com`.',
        '2. Enter the full hostname, such as `api.example.com`.',
      );
      if (changed === english) throw new Error('german variant: the paragraph to change is gone');
      writeFileSync(page, changed);
    },
  },
  // Every switchable piece of the fast-load layer off (site/src/plugins/fastLoad): the first build
  // of a Docusaurus upgrade. e2e/tests/layer-off.test.ts checks the behaviour that must not need it.
  // Without the persistent cache, which does not notice the layer's changed module replacements.
  'layer-off': {
    locale: 'de',
    mutation: `const [, fastLoad] = (config.plugins as any[]).find((p) => p[0] === './src/plugins/fastLoad/index.ts');
for (const piece of Object.keys(fastLoad)) fastLoad[piece] = false;`,
    env: { DOCUSAURUS_NO_PERSISTENT_CACHE: '1' },
  },
  'navbar-type': {
    locale: 'en',
    mutation: `(config.themeConfig as any).navbar.items.push({ type: 'notARealType', label: 'x' });`,
  },
  'version-name': {
    locale: 'en',
    mutation: `const docs = (config.plugins as any[]).find((p) => p[0] === '@docusaurus/plugin-content-docs')[1]; docs.lastVersion = 'v99';`,
  },
  'sidebar-target': {
    locale: 'en',
    mutation: `(config.themeConfig as any).navbar.items.push({ type: 'docSidebar', sidebarId: 'noSuchSidebar', label: 'x' });`,
  },
  'announcement-invalid': { locale: 'en', env: { NUBIVA_ANNOUNCEMENT: '{"id":"x"}' } },
};

/** Builds one variant; returns and writes { status, output }. */
export function buildVariant(name) {
  const variant = variants[name];
  if (!variant) throw new Error(`unknown variant "${name}" (known: ${Object.keys(variants)})`);
  const dir = path.join(variantsDir, name);
  rmSync(dir, { recursive: true, force: true });
  const fixtureDir = path.join(dir, 'docs');
  mkdirSync(fixtureDir, { recursive: true });
  for (const [file, text] of Object.entries(variant.docs ?? {})) {
    writeFileSync(path.join(fixtureDir, file), text);
  }
  const changedSiteDir = path.join(dir, 'site');
  variant.prepare?.(changedSiteDir);
  // Beside the real config, so relative module paths in it resolve the same way.
  const configFile = path.join(siteDir, `.variant-${name}.config.ts`);
  writeFileSync(
    configFile,
    `import config from './docusaurus.config';\nconst fixtureDir = ${JSON.stringify(fixtureDir)};\nconst changedSiteDir = ${JSON.stringify(changedSiteDir)};\n${variant.mutation ?? ''}\nexport default config;\n`,
  );
  const started = Date.now();
  const run = spawnSync(
    'npx',
    [
      'docusaurus',
      'build',
      '--config',
      configFile,
      '--locale',
      variant.locale,
      '--out-dir',
      path.join(dir, 'build'),
    ],
    {
      cwd: siteDir,
      encoding: 'utf8',
      env: { ...process.env, NUBIVA_ANNOUNCEMENT: '', ...variant.env },
    },
  );
  rmSync(configFile, { force: true });
  const outcome = { status: run.status, output: `${run.stdout}\n${run.stderr}` };
  writeFileSync(path.join(dir, 'result.json'), JSON.stringify(outcome));
  console.log(
    `variant ${name}: exit ${run.status} after ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return outcome;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const names = process.argv.slice(2);
  for (const name of names.length > 0 ? names : Object.keys(variants)) buildVariant(name);
}
