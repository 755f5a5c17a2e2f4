import http from 'node:http';
import { serveStatic } from './static.js';
export async function startServer(options) {
    const server = http.createServer((request, response) => {
        serveStatic(options, request, response).catch((error) => {
            console.error('request failed', error);
            if (!response.headersSent)
                response.writeHead(500);
            response.end();
        });
    });
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