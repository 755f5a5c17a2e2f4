import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    setupFiles: ['test/setup.ts'],
    environment: 'happy-dom',
    environmentOptions: {
      happyDOM: { url: 'https://docs.nubiva.example/de/overview/?b=2&a=1' },
    },
    // The browser fault matrix starts Chromium; give it room, the unit tests finish in ms.
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
