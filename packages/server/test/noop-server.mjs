// The no-op POST route of bench/server.mjs (its baseline), kept on the test side so the
// production server has no test-only option: a bare node:http server, started in the same
// process as the real one, with the same time-outs, that reads each request's body in full
// and answers 200 without work. Plain JavaScript so the bench can import it.
import http from 'node:http';

/** Starts the no-op server on `host` (default loopback) and a free port. */
export async function startNoopServer({ host = '127.0.0.1', port = 0 } = {}) {
  const server = http.createServer((request, response) => {
    const chunks = [];
    let size = 0;
    request.on('data', (chunk) => {
      chunks.push(chunk);
      size += chunk.length;
    });
    request.on('end', () => {
      // Joined as the real server's readBody does, so the baseline pays for that too.
      Buffer.concat(chunks, size);
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end('{"ok":true}');
    });
    request.on('error', () => response.destroy());
  });
  // As the real server (src/server.ts).
  server.requestTimeout = 30_000;
  server.headersTimeout = 10_000;
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(undefined));
  });
  const address = server.address();
  const shown = address.address.includes(':') ? `[${address.address}]` : address.address;
  return {
    url: `http://${shown}:${address.port}`,
    close: () =>
      new Promise((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve(undefined)));
      }),
  };
}
