import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from '@docusaurus/types';

const require = createRequire(import.meta.url);

const packageNameOf = (moduleId: string): string =>
  moduleId
    .split('/')
    .slice(0, moduleId.startsWith('@') ? 2 : 1)
    .join('/');

/**
 * The file of a module id. Packages whose `exports` map hides their internal
 * files (theme-common) are found from their root: the nearest folder above
 * their main file whose package.json carries the package's name.
 */
function resolveFile(moduleId: string): string | undefined {
  try {
    return require.resolve(moduleId);
  } catch {
    const name = packageNameOf(moduleId);
    let dir: string;
    try {
      dir = path.dirname(require.resolve(name));
    } catch {
      return undefined;
    }
    for (; dir !== path.dirname(dir); dir = path.dirname(dir)) {
      const manifest = path.join(dir, 'package.json');
      if (existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).name === name) {
        const file = path.join(dir, moduleId.slice(name.length));
        return existsSync(file) ? file : undefined;
      }
    }
    return undefined;
  }
}

/**
 * Bundler aliases that replace a module of Docusaurus by one of ours: its
 * resolved path with and without `.js` (Docusaurus imports such modules both
 * ways). Throws, naming the plugin, when a Docusaurus upgrade moved the
 * module, because the replacement would otherwise silently stop working.
 */
export function replaceModule(
  plugin: string,
  moduleId: string,
  replacement: string,
): Record<string, string> {
  const original = resolveFile(moduleId);
  if (original === undefined) {
    throw new Error(
      `${plugin}: ${moduleId} not found; Docusaurus moved it, update src/plugins/${plugin}.ts`,
    );
  }
  return {
    [`${original.replace(/\.js$/, '')}$`]: replacement,
    [`${original}$`]: replacement,
  };
}

/**
 * A plugin that only replaces Docusaurus modules in the client bundle (the
 * server keeps the originals): `replacements` maps each module id to our
 * file, relative to src/plugins/.
 */
export function clientModuleReplacements(
  plugin: string,
  replacements: Record<string, string>,
): Plugin {
  const alias = Object.assign(
    {},
    ...Object.entries(replacements).map(([moduleId, file]) =>
      replaceModule(plugin, moduleId, fileURLToPath(new URL(file, import.meta.url))),
    ),
  ) as Record<string, string>;
  return {
    name: `nubiva-${plugin.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`,
    configureWebpack(_config, isServer) {
      return isServer ? {} : { resolve: { alias } };
    },
  };
}
