/**
 * Remark plugin: a fenced block
 *
 *     ```example-files
 *     nodejs/express
 *     ```
 *
 * becomes one titled code block per source file of examples/nodejs/express,
 * read at build time; an unknown example fails the build instead of showing
 * nothing. The guide tier (packages/guides-check) runs what the built page shows.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Code, Parent, Root, RootContent } from 'mdast';

export const exampleFilesLang = 'example-files';

const defaultExamplesDir = fileURLToPath(new URL('../../../examples', import.meta.url));

/**
 * Installed, generated or local-only files: never part of what a reader copies. Lockfiles
 * too: the guide's own steps make them (`npm install`, `go mod tidy`, `cargo build`), and a
 * lockfile pasted into the page, its Markdown twin and the search index helps no reader.
 */
const skippedNames = new Set([
  'node_modules',
  '.next',
  '__pycache__',
  'target',
  'next-env.d.ts',
  'package-lock.json',
  'go.sum',
  'Cargo.lock',
]);

const languageByExtension: Record<string, string> = {
  '.js': 'js',
  '.mjs': 'js',
  '.ts': 'ts',
  '.tsx': 'tsx',
  '.py': 'python',
  '.go': 'go',
  '.rs': 'rust',
  '.toml': 'toml',
  '.json': 'json',
  '.txt': 'text',
  '.mod': 'text',
};

export function languageOf(file: string): string {
  return languageByExtension[extname(file)] ?? 'text';
}

/** Source files of one example, top-level files first, then folders, each alphabetical. */
export function listExampleFiles(exampleDir: string): string[] {
  const walk = (dir: string): string[] => {
    const entries = readdirSync(dir, { withFileTypes: true })
      .filter((entry) => !skippedNames.has(entry.name) && !entry.name.endsWith('.tsbuildinfo'))
      .sort((a, b) => a.name.localeCompare(b.name));
    const files = entries.filter((e) => e.isFile()).map((e) => join(dir, e.name));
    const nested = entries.filter((e) => e.isDirectory()).flatMap((e) => walk(join(dir, e.name)));
    return [...files, ...nested];
  };
  return walk(exampleDir).map((file) => relative(exampleDir, file).split(sep).join('/'));
}

export function exampleCodeBlocks(examplesDir: string, id: string): Code[] {
  const trimmed = id.trim();
  const dir = join(examplesDir, trimmed);
  if (!/^[a-z0-9-]+\/[a-z0-9-]+$/.test(trimmed) || !statSync(dir, { throwIfNoEntry: false })) {
    throw new Error(`example-files: no example "${trimmed}" under ${examplesDir}`);
  }
  return listExampleFiles(dir).map((file) => ({
    type: 'code',
    lang: languageOf(file),
    meta: `title="${file}"`,
    // An empty file (a Python package's __init__.py) shows as a titled block with one empty line:
    // MDX renders a code block without content as a bare <pre>, without its title.
    value: readFileSync(join(dir, file), 'utf8').replace(/\n$/, '') || ' ',
  }));
}

export interface ExampleFilesOptions {
  /** Folder holding <category>/<name>/ example apps; defaults to the repository's examples/. */
  examplesDir?: string;
}

export default function exampleFiles(options: ExampleFilesOptions = {}) {
  const examplesDir = options.examplesDir ?? defaultExamplesDir;
  const expand = (parent: Parent): void => {
    parent.children = parent.children.flatMap((child: RootContent): RootContent[] => {
      if (child.type === 'code' && child.lang === exampleFilesLang) {
        return exampleCodeBlocks(examplesDir, child.value);
      }
      if ('children' in child) expand(child as Parent);
      return [child];
    });
  };
  return (tree: Root): void => expand(tree);
}
