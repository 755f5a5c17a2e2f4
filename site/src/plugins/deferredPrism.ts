import { fileURLToPath } from 'node:url';
import type { Plugin } from '@docusaurus/types';

/**
 * Prism out of the first load of every page. The theme no longer loads it as
 * a client module (patches/@docusaurus+theme-classic+…+prism-with-code-blocks);
 * the wrapped code block (src/theme/CodeBlock) imports
 * `@nubiva/code-highlighter`: the synchronous highlighter when rendering
 * static HTML, and in the browser one that loads Prism (and registers the
 * languages) with the first code block the reader turns to.
 */
export default function deferredPrism(): Plugin {
  return {
    name: 'nubiva-deferred-prism',
    configureWebpack(_config, isServer) {
      const file = `../theme/CodeBlock/highlighter.${isServer ? 'server' : 'client'}.ts`;
      return {
        resolve: {
          alias: { '@nubiva/code-highlighter$': fileURLToPath(new URL(file, import.meta.url)) },
        },
      };
    },
  };
}
