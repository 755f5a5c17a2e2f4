#!/usr/bin/env node
// Bundles the SDK (core + page + retry plugins): esbuild joins the modules,
// terser minifies. Writes dist/tracker.min.js (ESM) and dist/tracker.iife.js
// (global `NubivaTracker`, for the browser tests and the benchmark). With
// --check-size it fails when the min+gzip size exceeds the budget.
import { build } from 'esbuild';
import { minify } from 'terser';
import { mkdirSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

/** Issue 5: at most 4 KB min+gzip, read strictly as 4000 B. */
export const ISSUE_TARGET_BYTES = 4000;
// Every spec and issue rule in the bundle measures 4239 B; README "Size and
// speed" says why the target is out of reach without dropping one. The gate
// sits just above the figure so any growth fails CI.
export const BUDGET_BYTES = 4240;
const root = fileURLToPath(new URL('..', import.meta.url));

async function bundleAs(format) {
  const joined = await build({
    entryPoints: [`${root}src/index.ts`],
    bundle: true,
    format,
    globalName: format === 'iife' ? 'NubivaTracker' : undefined,
    target: 'es2022',
    write: false,
    legalComments: 'none',
    // esbuild's syntax pass first (e.g. const as let, which terser keeps apart): 10 B less.
    minifySyntax: true,
  });
  const { code } = await minify(joined.outputFiles[0].text, {
    module: format === 'esm',
    ecma: 2022,
    // unsafe: only rewrites that are exact for this code, e.g. `${x}` as "" + x (no value
    // here has its own valueOf) and `new Error` as Error(): 5 B less.
    compress: {
      passes: 3,
      unsafe: true,
      unsafe_arrows: true,
      pure_getters: true,
      hoist_funs: true,
    },
  });
  return code;
}

/** Builds both bundles and returns the sizes of the ESM one. */
export async function bundle() {
  mkdirSync(`${root}dist`, { recursive: true });
  const esm = await bundleAs('esm');
  writeFileSync(`${root}dist/tracker.min.js`, esm);
  writeFileSync(`${root}dist/tracker.iife.js`, await bundleAs('iife'));
  return {
    minBytes: Buffer.byteLength(esm),
    gzipBytes: gzipSync(esm, { level: 9 }).length,
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { minBytes, gzipBytes } = await bundle();
  console.log(
    `tracker bundle (core + page + retry): ${minBytes} B min, ${gzipBytes} B min+gzip, budget ${BUDGET_BYTES} B (issue target ${ISSUE_TARGET_BYTES} B)`,
  );
  if (process.argv.includes('--check-size') && gzipBytes > BUDGET_BYTES) {
    console.error(`size budget exceeded by ${gzipBytes - BUDGET_BYTES} B`);
    process.exit(1);
  }
}
