export { startServer } from './server.js';
export { resolveFile, detectLocalePrefixes, cacheControl } from './static.js';
//# sourceMappingURL=index.js.map