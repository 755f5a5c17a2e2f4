import { existsSync } from 'node:fs';
import { defineConfig } from 'vitest/config';
import type { TestProjectInlineConfiguration } from 'vitest/config';

/**
 * The three test tiers of `npm test`, one Vitest project per tier and workspace, chosen by
 * where a test file lives:
 * - `fast` (`test/**`): no build, no browser, no system service; `npm run test:fast`;
 * - `build` (`test/build/**`): reads the one production build `npm run build` made;
 * - `browser` (`test/browser/**`, `test/service/**`): Chromium, ClickHouse and server processes,
 *   against the packages' build; the `e2e` project (e2e/tests) is the same tier against the site.
 * Each workspace keeps its own vitest.config.ts (environment, aliases, timeouts); this file only
 * says which of its files belong to which tier.
 */
const tiers = {
  fast: { include: ['test/**/*.test.ts'], exclude: ['test/{build,browser,service}/**'] },
  build: { include: ['test/build/**/*.test.ts'], exclude: [] },
  browser: { include: ['test/{browser,service}/**/*.test.ts'], exclude: [] },
} as const;

const workspaces = [
  'packages/site-files',
  'packages/tracker',
  'packages/search',
  'packages/server',
  'site',
];

const projects: TestProjectInlineConfiguration[] = workspaces.flatMap((dir) =>
  Object.entries(tiers).map(([tier, files]) => ({
    ...(existsSync(`${dir}/vitest.config.ts`) ? { extends: `./${dir}/vitest.config.ts` } : {}),
    // Workspace packages resolve to their TypeScript sources (the `source` export condition),
    // so the fast tier needs no compiled dist/.
    resolve: { conditions: ['source'] },
    ssr: { resolve: { conditions: ['source'] } },
    test: {
      name: `${tier}:${dir.replace('packages/', '')}`,
      root: `./${dir}`,
      include: [...files.include],
      exclude: ['**/node_modules/**', ...files.exclude],
      passWithNoTests: true,
    },
  })),
);

export default defineConfig({
  test: {
    projects: [
      ...projects,
      // The site's browser tests: they need the site build and its variants, not only the packages.
      { extends: './e2e/vitest.config.ts', test: { name: 'e2e', root: './e2e' } },
    ],
  },
});
