import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

interface Site {
  url: string;
  server: Server;
}

async function listen(handler: Parameters<typeof createServer>[1]): Promise<Site> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, server };
}

/**
 * A one-page site on loopback for the browser examples to render, and an internal service
 * beside it that they must never reach: the site redirects to it (`redirectUrl`) and embeds
 * an image from it (`url`). `internalHits` and `siteHits` list the paths each was asked for.
 * `slowUrl` never finishes loading: its response stays open until the site closes.
 */
export async function startTargetSite(): Promise<{
  url: string;
  redirectUrl: string;
  slowUrl: string;
  internalUrl: string;
  internalHits: string[];
  siteHits: string[];
  close(): Promise<void>;
}> {
  const internalHits: string[] = [];
  const internal = await listen((req, res) => {
    internalHits.push(req.url ?? '');
    res.end('internal');
  });
  const siteHits: string[] = [];
  const slow = new Set<ServerResponse>();
  const site = await listen((req, res) => {
    siteHits.push(req.url ?? '');
    if (req.url === '/slow') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.write('<!doctype html><title>Slow</title>');
      slow.add(res);
      return;
    }
    if (req.url === '/to-internal') {
      res.writeHead(302, { location: `${internal.url}metadata` });
      return res.end();
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(
      '<!doctype html><title>Target</title><h1 style="color:#0a7">Rendered by the example</h1>' +
        `<img src="${internal.url}pixel.png" alt="">`,
    );
  });
  const close = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));
  return {
    url: site.url,
    redirectUrl: `${site.url}to-internal`,
    slowUrl: `${site.url}slow`,
    internalUrl: internal.url,
    internalHits,
    siteHits,
    close: async () => {
      for (const res of slow) res.end();
      await Promise.all([close(site.server), close(internal.server)]);
    },
  };
}
