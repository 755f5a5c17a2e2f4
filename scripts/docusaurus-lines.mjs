#!/usr/bin/env node
// The lines of this project that change Docusaurus' behaviour: the site's plugins (the agent docs,
// robots.txt included, and the data per locale excepted: they add files, or swap a module of
// our own for a generated one, through the plugin API alone, and change nothing Docusaurus does), its swizzled
// theme components and the patches to Docusaurus' packages; tests excluded. Every such line is
// rebased by hand on each Docusaurus upgrade, so their number has a ceiling
// (site/test/docusaurus-lines.test.ts).
//
// Usage: node scripts/docusaurus-lines.mjs   (prints each file's lines and the total)
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const counted = /\.(ts|tsx|js|mjs|css|patch)$/;

/** Relative path → line count of every file that changes Docusaurus' behaviour. */
export function docusaurusLines() {
  const files = ['site/src/plugins', 'site/src/theme', 'patches'].flatMap((dir) =>
    readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' }).map((file) =>
      path.join(dir, file),
    ),
  );
  return Object.fromEntries(
    files
      .filter((file) => counted.test(file) && !/\.test\./.test(file))
      .filter((file) => !/^site\/src\/plugins\/(agentDocs|localeData)/.test(file))
      .sort()
      .map((file) => [file, readFileSync(path.join(root, file), 'utf8').split('\n').length - 1]),
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const lines = docusaurusLines();
  for (const [file, count] of Object.entries(lines))
    console.log(`${String(count).padStart(5)} ${file}`);
  console.log(`${String(Object.values(lines).reduce((a, b) => a + b, 0)).padStart(5)} in all`);
}
