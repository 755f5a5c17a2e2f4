#!/usr/bin/env node
// `node packages/server/dist/nginx-cli.js site/build --out site/build.nginx.conf`: the nginx
// configuration that serves the build as the server does (src/nginx.ts), made after precompress.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { serverSettingsFromEnv } from './config.js';
import { nginxSiteConfig } from './nginx.js';
import { detectLocalePrefixes, loadSite } from './static.js';

const usage = `Usage: nubiva-server-nginx <build> [--out <file>] [--listen 80] [--upstream 127.0.0.1:3000]
  [--root <build as nginx sees it>] [--server-name <names>] [--include <file in the server block>]…
  [--count-page-views]
Writes an nginx configuration for the http block (stdout without --out). The pages' CSP takes
CSP_CONNECT_SRC from the environment, as the server does.`;
let parsed: ReturnType<typeof parse>;
function parse() {
  return parseArgs({
    allowPositionals: true,
    options: {
      out: { type: 'string' },
      listen: { type: 'string', default: '80' },
      upstream: { type: 'string', default: '127.0.0.1:3000' },
      root: { type: 'string' },
      'server-name': { type: 'string' },
      include: { type: 'string', multiple: true },
      'count-page-views': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h' },
    },
  });
}
try {
  parsed = parse();
} catch (error) {
  console.error(`${(error as Error).message}\n\n${usage}`);
  process.exit(2);
}
const { values, positionals } = parsed;
if (values.help || positionals.length !== 1) {
  console.error(usage);
  process.exit(values.help ? 0 : 2);
}
const root = path.resolve(positionals[0]!);
const localePrefixes = await detectLocalePrefixes(root);
const { cspConnectSrc } = await serverSettingsFromEnv(process.env);
const site = await loadSite({ root, localePrefixes, cspConnectSrc });
const config = nginxSiteConfig(site, {
  listen: values.listen,
  upstream: values.upstream,
  root: path.resolve(values.root ?? root),
  localePrefixes,
  serverName: values['server-name'],
  serverIncludes: values.include,
  countPageViews: values['count-page-views'],
});
if (values.out === undefined) process.stdout.write(config);
else {
  writeFileSync(values.out, config);
  console.log(`nginx configuration for ${root}: ${values.out} (${site.summary.files} files)`);
}
