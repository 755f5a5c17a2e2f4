import http from 'node:http';
import { handleCollect } from './collect/handler.js';
import { readBody } from './collect/body.js';
import { serveStatic } from './static.js';
/** The tracker's endpoint (spec 9: endpoint '/lc_t'). */
export const collectPath = '/lc_t';
async function route(options, request, response) {
    const pathname = (request.url ?? '/').split('?')[0];
    if (pathname === collectPath && options.collect !== undefined) {
        return handleCollect(options.collect, request, response);
    }
    if (pathname === '/healthz') {
        response.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
        return void response.end('{"ok":true}');
    }
    if (options.noopPath !== undefined && pathname === options.noopPath) {
        await readBody(request, Number.MAX_SAFE_INTEGER);
        response.writeHead(200, { 'Content-Type': 'application/json' });
        return void response.end('{"ok":true}');
    }
    return serveStatic(options, request, response);
}
export async function startServer(options) {
    const server = http.createServer((request, response) => {
        route(options, request, response).catch((error) => {
            console.error('request failed', error);
            if (!response.headersSent)
                response.writeHead(500);
            response.end();
        });
    });
    // Slow or stalled clients must not hold sockets for ever.
    server.requestTimeout = 30_000;
    server.headersTimeout = 10_000;
    await new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(options.port, options.host ?? '127.0.0.1', () => resolve());
    });
    const { port, address } = server.address();
    const host = address.includes(':') ? `[${address}]` : address;
    return {
        url: `http://${host}:${port}`,
        close: () => new Promise((resolve, reject) => {
            server.closeAllConnections();
            server.close((error) => (error ? reject(error) : resolve()));
        }),
    };
}
//# sourceMappingURL=server.js.map