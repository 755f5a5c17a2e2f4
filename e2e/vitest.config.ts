import { defineConfig } from 'vitest/config';

/** Browser tests against the production build in site/build (run `npm run build` first). */
export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    globalSetup: ['./src/globalSetup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    reporters: ['default'],
    // The files share their worker's loaded modules (Playwright, axe, the helpers): importing them
    // again for each of the 21 files took 25 s of CPU. They share its Chromium too (src/browser.ts).
    isolate: false,
  },
});
