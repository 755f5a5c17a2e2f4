import { createServer } from 'node:http';
import puppeteer from 'puppeteer-core';
import { tokenCheck } from './access-token.js';
import { startEgressProxy } from './egress-proxy.js';
import { allowedPrivateHosts, parseTargetUrl, TargetUrlError } from './target-url.js';

const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '0.0.0.0';
// The platform image ships Chromium here; puppeteer-core never downloads a browser.
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const authorized = tokenCheck(process.env.API_TOKEN);
const allowedHosts = allowedPrivateHosts(process.env.ALLOW_PRIVATE_ORIGINS);
const navigationTimeoutMs = Number(process.env.NAVIGATION_TIMEOUT_MS ?? 15000);
const maxHtmlKib = Number(process.env.MAX_HTML_KIB ?? 1024);
if (!(maxHtmlKib > 0)) throw new Error('Set MAX_HTML_KIB to a positive number of KiB.');
const paperFormats = new Set(['A4', 'A5', 'Letter', 'Legal']);

// Chromium's sandbox needs user namespaces, which the container does not give it: a page that
// exploits the browser runs with this process's rights and environment. Hence the token, the
// proxy, and no secrets in this service that it does not need.
// One browser for the whole process; every request gets its own browser context.
const browser = await puppeteer.launch({
  executablePath,
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});

/**
 * Prints what `open(page, proxy)` loads into a fresh page. Every request of this context, the
 * page's own and each image, stylesheet or script it loads, goes through its own checking proxy,
 * loopback included.
 */
async function renderPdf(format, open) {
  const proxy = await startEgressProxy(allowedHosts);
  const context = await browser.createBrowserContext({
    proxyServer: proxy.server,
    proxyBypassList: ['<-loopback>'],
  });
  try {
    const page = await context.newPage();
    await open(page, proxy);
    return await page.pdf({ format, printBackground: true });
  } finally {
    await context.close();
    proxy.close();
  }
}

const openUrl = (url) => async (page, proxy) => {
  const response = await page
    .goto(url.href, { waitUntil: 'load', timeout: navigationTimeoutMs })
    .catch((error) => {
      if (error.name === 'TimeoutError' || proxy.refused.length === 0) throw error;
      return null; // An https redirect to a refused address ends the navigation.
    });
  // The page itself or a redirect on the way was refused; refused images just stay empty.
  if (!response || response.headers()['x-egress-refused']) {
    throw new TargetUrlError('The URL redirects to a private network address.', 403);
  }
};

// The HTML's images, stylesheets and scripts load through the same proxy as a page's.
const openHtml = (html) => (page) =>
  page.setContent(html, { waitUntil: 'load', timeout: navigationTimeoutMs });

/** The HTML of a `POST /pdf`: `text/html`, not empty, at most MAX_HTML_KIB. */
async function readHtml(req) {
  const type = (req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
  if (type !== 'text/html') {
    throw new TargetUrlError('Send the HTML with Content-Type: text/html.', 415);
  }
  const tooLarge = new TargetUrlError(`The HTML is larger than ${maxHtmlKib} KiB.`, 413);
  if (Number(req.headers['content-length']) > maxHtmlKib * 1024) throw tooLarge;
  const chunks = [];
  let size = 0;
  // Stop at the limit without destroying the socket, so the 413 still reaches the client.
  for await (const chunk of req.iterator({ destroyOnReturn: false })) {
    size += chunk.length;
    if (size > maxHtmlKib * 1024) throw tooLarge;
    chunks.push(chunk);
  }
  if (size === 0) throw new TargetUrlError('Send the HTML to render in the request body.', 400);
  return Buffer.concat(chunks).toString('utf8');
}

function sendJson(res, status, body) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

const server = createServer(async (req, res) => {
  const { pathname, searchParams } = new URL(req.url ?? '/', 'http://localhost');
  if (req.method === 'GET' && pathname === '/') {
    return sendJson(res, 200, { service: 'puppeteer-pdf', status: 'ok' });
  }
  if (pathname !== '/pdf' || (req.method !== 'GET' && req.method !== 'POST')) {
    return sendJson(res, 404, { error: 'Not found. Use GET /pdf?url=… or POST /pdf with HTML.' });
  }
  if (!authorized(req)) {
    return sendJson(res, 401, { error: 'Send the API token as Authorization: Bearer <token>.' });
  }
  try {
    const format = searchParams.get('format') ?? 'A4';
    if (!paperFormats.has(format)) {
      throw new TargetUrlError(`format must be one of ${[...paperFormats].join(', ')}.`, 400);
    }
    const open =
      req.method === 'POST'
        ? openHtml(await readHtml(req))
        : openUrl(await parseTargetUrl(searchParams.get('url'), allowedHosts));
    const pdf = await renderPdf(format, open);
    res.writeHead(200, { 'content-type': 'application/pdf', 'content-length': pdf.length });
    res.end(pdf);
  } catch (error) {
    if (error instanceof TargetUrlError) {
      // A refused body may be partly unread: close the connection rather than read the rest.
      if (!req.complete) res.setHeader('connection', 'close');
      return sendJson(res, error.status, { error: error.message });
    }
    // 502, 503 and 504 are the platform's own answers: a caller must not mistake this
    // service's time-out for the platform's request time limit.
    if (error?.name === 'TimeoutError') {
      return sendJson(res, 422, { error: 'The page did not finish loading in time.' });
    }
    console.error(error);
    return sendJson(res, 500, { error: 'The page could not be rendered.' });
  }
});

server.listen(port, host, () => console.log(`listening on http://${host}:${port}`));

process.on('SIGTERM', () => {
  server.close(async () => {
    await browser.close();
    process.exit(0);
  });
});
