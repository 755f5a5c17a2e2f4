import { defineConfig } from 'vitest/config';

/** Browser tests against the production build in site/build (run `npm run build` first). */
export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    globalSetup: ['./src/globalSetup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    reporters: ['default'],
  },
});
