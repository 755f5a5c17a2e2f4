import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A one-page site on loopback for the browser examples to render. */
export async function startTargetSite(): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(
      '<!doctype html><title>Target</title><h1 style="color:#0a7">Rendered by the example</h1>',
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
