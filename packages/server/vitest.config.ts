import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    server: {
      deps: {
        // The MCP SDK's client imports eventsource-parser, whose `source` export condition (which
        // the tests resolve for the workspace packages) names TypeScript files: Vite compiles them.
        inline: ['@modelcontextprotocol/sdk', 'eventsource-parser'],
      },
    },
  },
});
