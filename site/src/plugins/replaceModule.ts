import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

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
  let original: string;
  try {
    original = require.resolve(moduleId);
  } catch {
    throw new Error(
      `${plugin}: ${moduleId} not found; Docusaurus moved it, update src/plugins/${plugin}.ts`,
    );
  }
  return {
    [`${original.replace(/\.js$/, '')}$`]: replacement,
    [`${original}$`]: replacement,
  };
}
