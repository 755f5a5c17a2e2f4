import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: {
      // Written by Docusaurus at build time; tests mock it (vi.mock) with their own routes.
      '@generated/routes': fileURLToPath(
        new URL('test/fixtures/generatedRoutes.ts', import.meta.url),
      ),
    },
  },
  test: {
    include: ['test/**/*.test.ts'],
    exclude: ['build/**', '.docusaurus/**', 'node_modules/**'],
    // Build-contract tests run real Docusaurus builds.
    testTimeout: 180_000,
  },
});
