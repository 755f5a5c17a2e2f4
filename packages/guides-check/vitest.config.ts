import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Installs, builds (Next.js, Go) and browser launches take seconds to minutes.
    testTimeout: 60_000,
    hookTimeout: 300_000,
  },
});
