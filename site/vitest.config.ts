import { fileURLToPath } from 'node:url';
import { transformWithOxc } from 'vite';
import { defineConfig } from 'vitest/config';

/** Docusaurus client files that tests import (compiled here: Node cannot run their JSX). */
const DOCUSAURUS_CLIENT_FILE =
  /@docusaurus[\\/](core[\\/]lib[\\/]client|theme-common[\\/]lib[\\/]hooks)[\\/]/;

const fixture = (file: string): string =>
  fileURLToPath(new URL(`test/fixtures/${file}`, import.meta.url));

export default defineConfig({
  // Components are .tsx with JSX that Docusaurus compiles (tsconfig says "preserve"); tests that
  // render them need it compiled, with React's automatic runtime as in the site.
  oxc: { jsx: { runtime: 'automatic' } },
  plugins: [
    {
      // Docusaurus ships client files as .js with JSX; tests of patched ones (patches/) run them.
      name: 'docusaurus-client-jsx',
      enforce: 'pre',
      transform(code, id) {
        if (!DOCUSAURUS_CLIENT_FILE.test(id)) return undefined;
        return transformWithOxc(code, id, { lang: 'jsx', jsx: { runtime: 'automatic' } });
      },
    },
  ],
  resolve: {
    // Modules that only exist inside a Docusaurus build; tests mock them (vi.mock).
    alias: [
      { find: '@generated/routes', replacement: fixture('generatedRoutes.ts') },
      { find: '@generated/globalData', replacement: fixture('generatedGlobalData.ts') },
      {
        find: '@generated/docusaurus.config',
        replacement: fixture('generatedDocusaurusConfig.ts'),
      },
      {
        find: '@docusaurus/ExecutionEnvironment',
        replacement: fixture('ExecutionEnvironment.ts'),
      },
      { find: /^@theme-original\/(.*)$/, replacement: fixture('theme-original/$1.ts') },
    ],
  },
  test: {
    include: ['test/**/*.test.ts'],
    exclude: ['build/**', '.docusaurus/**', 'node_modules/**'],
    server: {
      deps: {
        inline: [DOCUSAURUS_CLIENT_FILE],
      },
    },
    // Build-contract tests run real Docusaurus builds.
    testTimeout: 180_000,
  },
});
