import { fileURLToPath } from 'node:url';
import type { Plugin } from '@docusaurus/types';
import { replaceModule } from './replaceModule';

/**
 * The theme's client module that loads Prism and registers
 * themeConfig.prism.additionalLanguages on every page, before hydration.
 */
const EAGER_PRISM_MODULE = '@docusaurus/theme-classic/lib/prism-include-languages';

const local = (file: string): string => fileURLToPath(new URL(file, import.meta.url));

/**
 * Takes Prism out of the first load of every page. The theme's Prism client
 * module is replaced by an empty one; the wrapped code block
 * (src/theme/CodeBlock) imports `@nubiva/code-highlighter`, which is the
 * synchronous highlighter when rendering static HTML and, in the browser, one
 * that loads Prism (and registers the languages) after the page is idle.
 * Fails the build, naming the module, if a Docusaurus upgrade moved the
 * theme's module (the replacement would silently stop working).
 */
export default function deferredPrism(
  _context: unknown,
  { defer }: { defer: boolean } = { defer: true },
): Plugin {
  // defer: false (bench/rent.mjs only) keeps Prism in the first load, as stock Docusaurus does.
  const eagerPrism = replaceModule(
    'deferredPrism',
    EAGER_PRISM_MODULE,
    local('deferredPrismClientModule.ts'),
  );
  return {
    name: 'nubiva-deferred-prism',
    configureWebpack(_config, isServer) {
      return {
        resolve: {
          alias: {
            // The client module list requires it by absolute path without extension.
            ...(defer ? eagerPrism : {}),
            '@nubiva/code-highlighter$': local(
              `../theme/CodeBlock/highlighter.${isServer || !defer ? 'server' : 'client'}.ts`,
            ),
          },
        },
      };
    },
  };
}
