import { createServer, request } from 'node:http';
import { connect } from 'node:net';
import { publicAddress } from './target-url.js';

/**
 * A forward proxy on loopback for one browser context. Every request the browser makes goes
 * through it: the page, each redirect, images, scripts, frames, workers and WebSockets. It
 * resolves each host once, refuses private addresses and connects to the address it checked.
 * `refused` lists what it turned away.
 */
export async function startEgressProxy(allowedHosts) {
  const refused = [];
  const check = async (hostname, port) => {
    try {
      return await publicAddress(hostname, `${hostname}:${port}`, allowedHosts);
    } catch (error) {
      refused.push({ host: `${hostname}:${port}`, status: error.status ?? 502 });
      return null;
    }
  };
  const server = createServer(async (req, res) => {
    const url = URL.canParse(req.url) ? new URL(req.url) : null;
    const port = Number(url?.port || 80);
    const address = url?.protocol === 'http:' ? await check(url.hostname, port) : null;
    if (!address) return res.writeHead(403, { 'x-egress-refused': 'private address' }).end();
    const upstream = request(
      {
        host: address,
        port,
        method: req.method,
        path: url.pathname + url.search,
        headers: req.headers,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  // HTTPS and WebSockets arrive as CONNECT host:port; the tunnel opens to the checked address.
  server.on('connect', async (req, socket, head) => {
    // As an http: URL, host:80 parses to an empty port, so that is the port it stands for.
    const target = new URL(`http://${req.url}`);
    const port = Number(target.port || 80);
    const address = await check(target.hostname, port);
    if (!address) return socket.end('HTTP/1.1 403 Forbidden\r\n\r\n');
    const upstream = connect(port, address, () => {
      socket.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      upstream.write(head);
      upstream.pipe(socket).pipe(upstream);
    });
    upstream.on('error', () => socket.destroy());
    socket.on('error', () => upstream.destroy());
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    server: `http://127.0.0.1:${server.address().port}`,
    refused,
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  };
}
