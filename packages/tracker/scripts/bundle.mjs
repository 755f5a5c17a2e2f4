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

/**
 * Issue 16: the size target is 4,400 B min+gzip (it replaces issue 5's 4,000 B), gated with
 * 3 % headroom. The gate is the target itself: CI fails above 4,400 B. The headroom is the
 * room the code leaves below it: it measured at least 3 % less when the target was set, so
 * a change may add bytes for clarity without fighting the gate. The figure is printed with
 * each check; when the headroom falls under 3 %, the check says so (a warning, not a failure).
 */
export const BUDGET_BYTES = 4400;
export const HEADROOM = 0.03;
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
    // esbuild's syntax pass first (e.g. const as let, which terser keeps apart).
    minifySyntax: true,
  });
  // Only transforms that keep the semantics of any code (no `unsafe*`, no `pure_getters`).
  // `sequences: false` keeps statements apart instead of joining them with commas,
  // which gzips better here.
  const { code } = await minify(joined.outputFiles[0].text, {
    module: format === 'esm',
    ecma: 2022,
    compress: { passes: 3, hoist_funs: true, sequences: false },
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

/** How far a size stays below the budget, as a share of the budget (0.03 is 3 %). */
export const headroom = (gzipBytes) => (BUDGET_BYTES - gzipBytes) / BUDGET_BYTES;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { minBytes, gzipBytes } = await bundle();
  const room = headroom(gzipBytes);
  console.log(
    `tracker bundle (core + page + retry): ${minBytes} B min, ${gzipBytes} B min+gzip, budget ${BUDGET_BYTES} B (headroom ${(room * 100).toFixed(1)} %)`,
  );
  if (process.argv.includes('--check-size')) {
    if (gzipBytes > BUDGET_BYTES) {
      console.error(`size budget exceeded by ${gzipBytes - BUDGET_BYTES} B`);
      process.exit(1);
    }
    if (room < HEADROOM) {
      console.warn(
        `warning: headroom below ${HEADROOM * 100} % (issue 16); look for bytes before the budget runs out`,
      );
    }
  }
}
