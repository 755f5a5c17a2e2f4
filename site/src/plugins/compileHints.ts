import type { Plugin } from '@docusaurus/types';

/** V8's explicit compile hint for a whole script: a magic comment on its first line. */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * The entry scripts (runtime, React DOM, main bundle) carry V8's compile hint:
 * nearly all of their functions run while the page hydrates, and V8 compiled
 * each one lazily on the main thread when first called; with the hint it
 * compiles them all while the script streams in, on a background thread.
 * Browsers without the hint read a comment.
 */
export default function compileHintsPlugin(): Plugin {
  return {
    name: 'nubiva-compile-hints',
    configureWebpack(_config, isServer, utils) {
      if (isServer) return {};
      const { BannerPlugin, Compilation } = utils.currentBundler.instance;
      // After minification (which drops comments), before the content hashes are computed.
      const stage = Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE;
      // Scripts only: atop the entry's style sheet, the line would void its first rule.
      const hint = { banner: COMPILE_HINT, raw: true, entryOnly: true, test: /\.js$/, stage };
      return { plugins: [new BannerPlugin(hint)] };
    },
  };
}
