#!/usr/bin/env node
// `npm run translations`. The command is TypeScript shared with the build
// (src/translations); Docusaurus' module loader runs it as it runs the site's config.
import { fileURLToPath } from 'node:url';
import { loadFreshModule } from '@docusaurus/utils';

const { main } = await loadFreshModule(
  fileURLToPath(new URL('../src/translations/cli.ts', import.meta.url)),
);
process.exitCode = await main(process.argv.slice(2));
