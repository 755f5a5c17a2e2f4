#!/usr/bin/env node
// Runs at install, before patch-package. @docsearch/react publishes its modal
// as one minified line of 457 KB; a line-based patch against it would carry
// that whole line per change. This formats the one file the patches touch
// with the repository's pinned Prettier, so each patch holds a few readable
// lines. The bundler minifies the file again, so the site's bytes do not
// change. A file that is already formatted (and maybe patched) is left as it
// is, so a second install finds the patches applied.
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { format } from 'prettier';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

/** Minified files of dependencies that patches change (where patch-package looks: the root's node_modules). */
const FORMATTED_FILES = ['@docsearch/react/dist/esm/DocSearchModal.js'];

for (const file of FORMATTED_FILES.map((id) => path.join(root, 'node_modules', id))) {
  if (!existsSync(file)) {
    throw new Error(
      `patches/prepare.mjs: ${file} is missing; update FORMATTED_FILES and the patches`,
    );
  }
  const source = await readFile(file, 'utf8');
  // Minified: a few lines of many kilobytes. Formatted: thousands of short lines.
  if (source.split('\n').length > 100) continue;
  // Prettier's defaults, not the repository's settings: the patches depend on this output.
  const formatted = await format(source, { parser: 'babel' });
  if (formatted !== source) await writeFile(file, formatted);
}
