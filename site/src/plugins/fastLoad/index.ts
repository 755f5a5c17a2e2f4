import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LoadContext, OptionValidationContext, Plugin } from '@docusaurus/types';
import { Joi } from '@docusaurus/utils-validation';
import { REACT_DOM_CHUNK, rewritePages } from './pageScripts';

/** The layer's switchable pieces, each on unless set to false (README.md: what each saves). */
export const PIECES = {
  deferredPrism: ['CodeBlock'],
  pageScripts: [],
  compileHints: [],
  phoneMenuOnFirstOpen: ['Navbar/MobileSidebar'],
  memoisedLayout: ['Navbar'],
  chevrons: [],
} satisfies Record<string, string[]>;
export type FastLoadOptions = Record<keyof typeof PIECES, boolean>;

const here = path.dirname(fileURLToPath(import.meta.url));
// theme-classic's client module that puts Prism into every page's first load (resolved path).
const PRISM_CLIENT_MODULE = /[\\/]theme-classic[\\/]lib[\\/]prism-include-languages\.js$/;

export default function fastLoadPlugin(context: LoadContext, options: FastLoadOptions): Plugin {
  // The theme path holds the switched-on pieces' components only (each wraps theme-classic's).
  const themeDir = path.join(context.generatedFilesDir, 'nubiva-fast-load-theme');
  rmSync(themeDir, { recursive: true, force: true });
  mkdirSync(themeDir, { recursive: true });
  for (const [piece, components] of Object.entries(PIECES) as [keyof FastLoadOptions, string[]][])
    for (const component of options[piece] ? components : []) {
      mkdirSync(path.dirname(path.join(themeDir, component)), { recursive: true });
      const source = JSON.stringify(path.join(here, 'theme', component));
      writeFileSync(path.join(themeDir, `${component}.js`), `export { default } from ${source};\n`);
    }
  return {
    name: 'nubiva-fast-load',
    getThemePath: () => themeDir,
    getClientModules: () => (options.chevrons ? [path.join(here, 'chevrons.css')] : []),
    configureWebpack(_config, isServer, { currentBundler: { instance: bundler } }) {
      const codeBlock = path.join(here, 'theme/CodeBlock/index.tsx');
      // V8's compile hint atop the entry scripts (not their style sheet), after minification.
      const stage = bundler.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE;
      const hint = { banner: '//# allFunctionsCalledOnLoad', raw: true, entryOnly: true, stage };
      const reactDom = { splitChunks: { cacheGroups: { reactDom: REACT_DOM_CHUNK } } };
      return {
        plugins: [
          ...(options.deferredPrism
            ? [new bundler.NormalModuleReplacementPlugin(PRISM_CLIENT_MODULE, codeBlock)]
            : []),
          ...(options.compileHints && !isServer
            ? [new bundler.BannerPlugin({ ...hint, test: /\.js$/ })]
            : []),
        ],
        ...(options.pageScripts && !isServer ? { optimization: reactDom } : {}),
      };
    },
    postBuild: options.pageScripts ? (props) => rewritePages(context, props) : undefined,
  };
}

const schema = Joi.object<FastLoadOptions>(
  Object.fromEntries(Object.keys(PIECES).map((piece) => [piece, Joi.boolean().default(true)])),
);
export const validateOptions = ({
  validate,
  options,
}: OptionValidationContext<Partial<FastLoadOptions>, FastLoadOptions>) => validate(schema, options);
