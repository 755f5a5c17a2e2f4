export { startServer, type ServerOptions, type RunningServer } from './server.js';
export { resolveFile, detectLocalePrefixes, cacheControl, type StaticSiteOptions } from './static.js';
