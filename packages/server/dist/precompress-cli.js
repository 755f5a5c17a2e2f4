#!/usr/bin/env node
// `node packages/server/dist/precompress-cli.js site/build`: the build's last step.
import path from 'node:path';
import { precompressDirectory } from './precompress.js';
const root = path.resolve(process.argv[2] ?? 'site/build');
const started = Date.now();
const summary = await precompressDirectory(root);
const kib = (bytes) => `${(bytes / 1024).toFixed(0)} KiB`;
console.log(`precompressed ${summary.files} files of ${root} in ${((Date.now() - started) / 1000).toFixed(1)} s: ` +
    `${kib(summary.originalBytes)} → brotli ${kib(summary.brotliBytes)}, gzip ${kib(summary.gzipBytes)}`);
//# sourceMappingURL=precompress-cli.js.map