import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Folders that hold installed or generated files, never part of an example's source. */
const generated = new Set(['node_modules', '.next', '__pycache__', 'target']);

/** Every source file of an example folder whose name ends with one of `extensions`. */
export function sourceFiles(dir: string, extensions: string[]): string[] {
  const found: string[] = [];
  const walk = (current: string): void => {
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      if (generated.has(entry.name)) continue;
      const path = join(current, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (extensions.some((ext) => entry.name.endsWith(ext))) found.push(path);
    }
  };
  walk(dir);
  return found.sort((a, b) => relative(dir, a).localeCompare(relative(dir, b)));
}
