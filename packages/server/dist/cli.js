#!/usr/bin/env node
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startServer } from './server.js';
import { detectLocalePrefixes } from './static.js';
const { values } = parseArgs({
    options: {
        port: { type: 'string', default: process.env.PORT ?? '3000' },
        host: { type: 'string', default: process.env.HOST ?? '127.0.0.1' },
        site: { type: 'string', default: process.env.SITE_DIR ?? 'site/build' },
    },
});
const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`Invalid port "${values.port}": expected a number from 0 to 65535.`);
    process.exit(1);
}
const root = path.resolve(values.site);
const server = await startServer({
    root,
    localePrefixes: await detectLocalePrefixes(root),
    port,
    host: values.host,
});
console.log(`Serving ${values.site} at ${server.url}/ (German: ${server.url}/de/)`);
for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => void server.close().then(() => process.exit(0)));
}
//# sourceMappingURL=cli.js.map