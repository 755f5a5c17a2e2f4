import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    exclude: ['build/**', '.docusaurus/**', 'node_modules/**'],
    // Build-contract tests run real Docusaurus builds.
    testTimeout: 180_000,
  },
});
