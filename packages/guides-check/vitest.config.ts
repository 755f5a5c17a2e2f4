import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Builds (Next.js, Go) and browser launches take seconds, not milliseconds.
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
