import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Installs, builds (Next.js, Go) and browser launches take seconds to minutes.
    testTimeout: 60_000,
    hookTimeout: 300_000,
    // The files mostly wait on child processes (installs, builds, servers), so they run side
    // by side even on two cores: the Next.js build sets the pace.
    maxWorkers: 8,
  },
});
