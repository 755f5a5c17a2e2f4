import { createServer } from 'node:http';
import { chromium } from 'playwright-core';
import { tokenCheck } from './access-token.js';
import { startEgressProxy } from './egress-proxy.js';
import { allowedPrivateHosts, parseTargetUrl, TargetUrlError } from './target-url.js';

const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '0.0.0.0';
// The platform image ships Chromium here; playwright-core never downloads a browser.
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const authorized = tokenCheck(process.env.API_TOKEN);
const allowedHosts = allowedPrivateHosts(process.env.ALLOW_PRIVATE_ORIGINS);
const navigationTimeoutMs = Number(process.env.NAVIGATION_TIMEOUT_MS ?? 15000);

// Chromium's sandbox needs user namespaces, which the container does not give it: a page that
// exploits the browser runs with this process's rights and environment. Hence the token, the
// proxy, and no secrets in this service that it does not need.
// One browser for the whole process; every request gets its own short-lived context.
const browser = await chromium.launch({
  executablePath,
  args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});

async function screenshot(url, width, height) {
  // Every request of this context goes through its own checking proxy, loopback included.
  const proxy = await startEgressProxy(allowedHosts);
  const context = await browser.newContext({
    viewport: { width, height },
    proxy: { server: proxy.server, bypass: '<-loopback>' },
    serviceWorkers: 'block',
  });
  try {
    const page = await context.newPage();
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
    return await page.screenshot({ type: 'png' });
  } finally {
    await context.close();
    proxy.close();
  }
}

function sendJson(res, status, body) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

/** Reads a viewport dimension from the query, within sane bounds. */
function dimension(value, fallback) {
  if (value === null) return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 100 || number > 3000) {
    throw new TargetUrlError('width and height must be whole numbers from 100 to 3000.', 400);
  }
  return number;
}

const server = createServer(async (req, res) => {
  const { pathname, searchParams } = new URL(req.url ?? '/', 'http://localhost');
  if (req.method === 'GET' && pathname === '/') {
    return sendJson(res, 200, { service: 'playwright-screenshots', status: 'ok' });
  }
  if (req.method !== 'GET' || pathname !== '/screenshot') {
    return sendJson(res, 404, { error: 'Not found. Use GET /screenshot?url=…' });
  }
  if (!authorized(req)) {
    return sendJson(res, 401, { error: 'Send the API token as Authorization: Bearer <token>.' });
  }
  try {
    const width = dimension(searchParams.get('width'), 1280);
    const height = dimension(searchParams.get('height'), 800);
    const url = await parseTargetUrl(searchParams.get('url'), allowedHosts);
    const png = await screenshot(url, width, height);
    res.writeHead(200, { 'content-type': 'image/png', 'content-length': png.length });
    res.end(png);
  } catch (error) {
    if (error instanceof TargetUrlError)
      return sendJson(res, error.status, { error: error.message });
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
