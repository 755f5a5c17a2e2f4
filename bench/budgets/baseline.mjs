// What search and the tracker add to the JavaScript every page loads first
// (main and runtime bundles, gzip): the German site is built once more without
// them (no search plugin or theme, an empty search bar, no tracker client
// modules) and its bundles are compared with the real build's. The search
// page's own chunk is not part of this share: that page is the search.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const BASELINE_CONFIG = `import type { Config } from '@docusaurus/types';
import config from './docusaurus.config';

// The site without search and without the tracker (bench/budgets/baseline.mjs).
delete (config.themeConfig as Record<string, unknown>).algolia;
config.plugins = (config.plugins ?? []).filter(
  (plugin) => !(Array.isArray(plugin) && plugin[0] === './src/search/plugin.ts'),
);
config.clientModules = (config.clientModules ?? []).filter(
  (module) => !/analytics|linkTracker/.test(String(module)),
);
config.plugins.push(() => ({
  name: 'budget-baseline-no-search-bar',
  configureWebpack: () => ({ resolve: { alias: { '@theme/SearchBar': EMPTY_COMPONENT } } }),
}));
export default config satisfies Config;
`;

/** gzip bytes of the main and runtime bundles in a locale's build directory. */
export function entryBundleBytes(localeBuildDir) {
  const dir = path.join(localeBuildDir, 'assets', 'js');
  const entries = readdirSync(dir).filter((file) =>
    /^(main|runtime~main)\.[\da-f]+\.js$/.test(file),
  );
  if (entries.length !== 2) throw new Error(`expected main and runtime bundles in ${dir}`);
  return entries.reduce(
    (sum, file) => sum + gzipSync(readFileSync(path.join(dir, file)), { level: 9 }).length,
    0,
  );
}

/**
 * Builds the German baseline (about 30 s) and returns the entry bundle bytes
 * of the real German build (buildDir/de), of the baseline, and their difference.
 */
export function measureSearchAndTrackerShare(root, buildDir) {
  const siteDir = path.join(root, 'site');
  const cacheDir = path.join(siteDir, 'node_modules', '.cache');
  mkdirSync(cacheDir, { recursive: true });
  const workDir = mkdtempSync(path.join(cacheDir, 'budget-baseline-'));
  const emptyComponent = path.join(workDir, 'EmptySearchBar.js');
  writeFileSync(emptyComponent, 'export default function SearchBar() {\n  return null;\n}\n');
  // Beside the real config, so that its relative module paths resolve the same way.
  const configFile = path.join(siteDir, '.budget-baseline.config.ts');
  writeFileSync(
    configFile,
    BASELINE_CONFIG.replace('EMPTY_COMPONENT', JSON.stringify(emptyComponent)),
  );
  try {
    const outDir = path.join(workDir, 'build');
    const command = ['npx', 'docusaurus', 'build', '--config', configFile, '--locale', 'de'];
    const result = spawnSync(command[0], [...command.slice(1), '--out-dir', outDir], {
      cwd: siteDir,
      encoding: 'utf8',
      env: { ...process.env, NUBIVA_ANNOUNCEMENT: '' },
    });
    if (result.status !== 0) {
      throw new Error(`baseline build failed:\n${result.stdout}\n${result.stderr}`);
    }
    const withBytes = entryBundleBytes(path.join(buildDir, 'de'));
    const withoutBytes = entryBundleBytes(outDir);
    return { withBytes, withoutBytes, shareBytes: withBytes - withoutBytes };
  } finally {
    rmSync(configFile, { force: true });
    rmSync(workDir, { recursive: true, force: true });
  }
}
