import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import type { TestProjectInlineConfiguration } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

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
  // Beside the site's build in `npm test`: SQLite files and HTTP round trips that take 1 s alone
  // took 5–12 s on a loaded machine, beyond Vitest's default of 5 s per test.
  fast: {
    include: ['test/**/*.test.ts'],
    exclude: ['test/{build,browser,service}/**'],
    timeouts: { testTimeout: 30_000, hookTimeout: 60_000 },
  },
  // Whole-build reads beside the browser tier in `npm test`: 12 s alone took over 30 s in CI.
  build: {
    include: ['test/build/**/*.test.ts'],
    exclude: [],
    timeouts: { testTimeout: 120_000, hookTimeout: 120_000 },
  },
  // Server processes, ClickHouse and Chromium beside the other steps of `npm test`: a request
  // that takes 5 ms alone took 7 s in CI, beyond Vitest's default of 5 s per test.
  browser: {
    include: ['test/{browser,service}/**/*.test.ts'],
    exclude: [],
    timeouts: { testTimeout: 30_000, hookTimeout: 60_000 },
  },
} as const;

const workspaces = ['packages/tracker', 'packages/search', 'packages/server', 'site'];

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
      ...('timeouts' in files ? files.timeouts : {}),
      // Files share their workers' loaded modules (Vitest's `isolate: false`): each file importing
      // TypeScript, Docusaurus and the parsed pages anew was a third of the fast tier's time. The
      // tracker's unit tests keep a DOM (location, cookies, storage) per file.
      isolate: tier === 'fast' && dir === 'packages/tracker',
      passWithNoTests: true,
    },
  })),
);

/**
 * The browser-tier files that take longest (a page load per German page, every screenshot
 * state, the search interface, the insights; the fault bench's outages and restarts), longest
 * first. On a fresh clone Vitest knows no durations and starts the largest files first; these are
 * short files with long loops, and the one started last kept a worker busy alone at the end of
 * its tier (the fault bench: 43 s, beside nothing else).
 */
const longFiles = [
  '/e2e/tests/screenshots.test.ts',
  '/e2e/tests/budgets.test.ts',
  '/e2e/tests/search-modal.test.ts',
  '/e2e/tests/insights.test.ts',
  '/packages/server/test/service/faults.test.ts',
];
const rank = (file: TestSpecification): number => {
  const index = longFiles.findIndex((name) => file.moduleId.endsWith(name));
  return index < 0 ? longFiles.length : index;
};

class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    // Stable: within a rank, Vitest's own order (failed first, then longest known).
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}

export default defineConfig({
  test: {
    sequence: { sequencer: LongFilesFirst },
    // Vitest keeps a core for itself (one worker on two cores); its main process mostly waits,
    // and two workers took the fast tier from 74 s to 52 s here.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      ...projects,
      // The site's browser tests: they need the site build and its variants, not only the packages.
      // Four files at a time: they mostly wait (page loads until the network is quiet, timed
      // faults): 67 s of CPU in the tier's 116 s with three on a quiet machine; four took 160 and
      // 222 s where three took 187 and 280 in CI-like runs, and passed at load average 15-28.
      // After the packages' browser tier when both run (a project group of its own, as its
      // workers differ).
      {
        extends: './e2e/vitest.config.ts',
        test: { name: 'e2e', root: './e2e', maxWorkers: 4, sequence: { groupOrder: 1 } },
      },
    ],
  },
});
