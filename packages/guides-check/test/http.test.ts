import { createServer, type Server } from 'node:net';
import { afterEach, expect, it } from 'vitest';
import { request } from '../src/http.js';

let server: Server | undefined;
afterEach(
  () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
);

/** A server that closes the first `closing` connections once a request arrives, then answers. */
async function closingServer(closing: number): Promise<string> {
  let connections = 0;
  server = createServer((socket) => {
    const closes = ++connections <= closing;
    socket.once('data', () => {
      if (closes) socket.destroy();
      else socket.end('HTTP/1.1 200 OK\r\ncontent-length: 2\r\nconnection: close\r\n\r\nok');
    });
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return `http://127.0.0.1:${address.port}/`;
}

it('sends a request once more when the server closed the connection as it went out', async () => {
  const answer = await request(await closingServer(1), { method: 'POST', body: 'x' });
  expect(answer.status).toBe(200);
  expect(answer.body.toString()).toBe('ok');
});

it('gives up after that second try', async () => {
  await expect(request(await closingServer(2))).rejects.toThrow(/fetch failed/);
});
