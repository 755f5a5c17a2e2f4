#!/usr/bin/env node
// Bundles the SDK (core + page + retry plugins): esbuild joins the modules,
// terser minifies. Writes dist/tracker.min.js (ESM) and dist/tracker.iife.js
// (global `NubivaTracker`, for the browser tests and the benchmark), and the
// same for the consent entry (src/consent.ts): dist/consent.min.js and
// dist/consent.iife.js (global `NubivaConsent`). Run as the package's build, it
// fails when a min+gzip size exceeds its budget.
import { build } from 'esbuild';
import { minify } from 'terser';
import { mkdirSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

/**
 * The size target is 4,400 B min+gzip (it replaced 4,000 B, which the required features left no
 * room for; see the package README), gated with
 * 3 % headroom. The gate is the target itself: CI fails above 4,400 B. The headroom is the
 * room the code leaves below it: it measured at least 3 % less when the target was set, so
 * a change may add bytes for clarity without fighting the gate. The figure is printed with
 * each check; when the headroom falls under 3 %, the check says so (a warning, not a failure).
 */
export const BUDGET_BYTES = 4400;
export const HEADROOM = 0.03;
/**
 * The consent entry (`@nubiva/tracker/consent`), bundled on its own with what it imports from
 * the core (the key prefix, the cookie jar): gated at its size when it was written (856 B),
 * rounded up to the next 100 B, so it cannot grow unnoticed. The check also prints what it adds
 * to a bundle that has the core already (the modules they share counted once).
 */
export const CONSENT_BUDGET_BYTES = 700;
const root = fileURLToPath(new URL('..', import.meta.url));

/** esbuild entry options for a source file, or for a module text (`contents`) in src/. */
const entryOf = (entry) =>
  entry.contents
    ? { stdin: { contents: entry.contents, resolveDir: `${root}src`, loader: 'ts' } }
    : { entryPoints: [`${root}src/${entry.file}`] };

async function bundleAs(entry, format, globalName) {
  const joined = await build({
    ...entryOf(entry),
    bundle: true,
    format,
    globalName: format === 'iife' ? globalName : undefined,
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

const sizes = (code) => ({
  minBytes: Buffer.byteLength(code),
  gzipBytes: gzipSync(code, { level: 9 }).length,
});

/** Builds the core's and the consent entry's bundles; returns the sizes of the ESM ones. */
export async function bundle() {
  mkdirSync(`${root}dist`, { recursive: true });
  const core = { file: 'index.ts' };
  const consent = { file: 'consent.ts' };
  const esm = await bundleAs(core, 'esm');
  writeFileSync(`${root}dist/tracker.min.js`, esm);
  writeFileSync(`${root}dist/tracker.iife.js`, await bundleAs(core, 'iife', 'NubivaTracker'));
  const consentEsm = await bundleAs(consent, 'esm');
  writeFileSync(`${root}dist/consent.min.js`, consentEsm);
  writeFileSync(`${root}dist/consent.iife.js`, await bundleAs(consent, 'iife', 'NubivaConsent'));
  // A site bundling both shares the modules the consent entry imports: what it really adds.
  const both = await bundleAs(
    { contents: "export * from './index.ts';\nexport * from './consent.ts';" },
    'esm',
  );
  return { ...sizes(esm), consent: sizes(consentEsm), coreWithConsent: sizes(both) };
}

/** How far a size stays below the budget, as a share of the budget (0.03 is 3 %). */
export const headroom = (gzipBytes) => (BUDGET_BYTES - gzipBytes) / BUDGET_BYTES;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { minBytes, gzipBytes, consent, coreWithConsent } = await bundle();
  const room = headroom(gzipBytes);
  console.log(
    `tracker bundle (core + page + retry): ${minBytes} B min, ${gzipBytes} B min+gzip, budget ${BUDGET_BYTES} B (headroom ${(room * 100).toFixed(1)} %)`,
  );
  console.log(
    `consent entry (@nubiva/tracker/consent, on its own): ${consent.minBytes} B min, ${consent.gzipBytes} B min+gzip, budget ${CONSENT_BUDGET_BYTES} B; core + consent in one bundle: ${coreWithConsent.gzipBytes} B min+gzip (+${coreWithConsent.gzipBytes - gzipBytes} B)`,
  );
  if (gzipBytes > BUDGET_BYTES) {
    console.error(`size budget exceeded by ${gzipBytes - BUDGET_BYTES} B`);
    process.exit(1);
  }
  if (consent.gzipBytes > CONSENT_BUDGET_BYTES) {
    console.error(
      `consent entry size budget exceeded by ${consent.gzipBytes - CONSENT_BUDGET_BYTES} B`,
    );
    process.exit(1);
  }
  if (room < HEADROOM) {
    console.warn(
      `warning: headroom below ${HEADROOM * 100} %; look for bytes before the budget runs out`,
    );
  }
}
