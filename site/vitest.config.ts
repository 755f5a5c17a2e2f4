import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const fixture = (file: string): string =>
  fileURLToPath(new URL(`test/fixtures/${file}`, import.meta.url));

export default defineConfig({
  // Components are .tsx with JSX that Docusaurus compiles (tsconfig says "preserve"); tests that
  // render them need it compiled, with React's automatic runtime as in the site.
  oxc: { jsx: { runtime: 'automatic' } },
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
      { find: /^@theme-(?:original|init)\/(.*)$/, replacement: fixture('theme-original/$1.ts') },
    ],
  },
  test: {
    // Content rules read every page of four locales; a loaded machine needs more than 5 s.
    testTimeout: 30_000,
    globalSetup: ['test/content/parseOnce.ts'],
  },
});
