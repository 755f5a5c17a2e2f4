import { fileURLToPath } from 'node:url';
import type { OptionValidationContext, Plugin } from '@docusaurus/types';
import { Joi } from '@docusaurus/utils-validation';

const local = (file: string): string => fileURLToPath(new URL(file, import.meta.url));

/**
 * Prism out of the first load of every page. The theme no longer loads it as
 * a client module (patches/@docusaurus+theme-classic+…+prism-with-code-blocks);
 * the wrapped code block (src/theme/CodeBlock) imports
 * `@nubiva/code-highlighter`, which is the synchronous highlighter when
 * rendering static HTML and, in the browser, one that loads Prism (and
 * registers the languages) with the first code block, after the page is idle.
 * `defer: false` (bench/rent.mjs only) highlights synchronously in the browser
 * too, so Prism is in the first load as in stock Docusaurus.
 */
export interface DeferredPrismOptions {
  defer: boolean;
}

const OptionsSchema = Joi.object<DeferredPrismOptions>({ defer: Joi.boolean().default(true) });

export function validateOptions({
  validate,
  options,
}: OptionValidationContext<DeferredPrismOptions, DeferredPrismOptions>): DeferredPrismOptions {
  return validate(OptionsSchema, options);
}

export default function deferredPrism(_context: unknown, { defer }: DeferredPrismOptions): Plugin {
  return {
    name: 'nubiva-deferred-prism',
    configureWebpack(_config, isServer) {
      const highlighter = isServer || !defer ? 'server' : 'client';
      return {
        resolve: {
          alias: {
            '@nubiva/code-highlighter$': local(`../theme/CodeBlock/highlighter.${highlighter}.ts`),
          },
        },
      };
    },
  };
}
