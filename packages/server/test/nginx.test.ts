/**
 * The nginx configuration follows the server's rules: generated again with a header rule of the
 * server changed (its module replaced for this run), it carries the changed rule.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { tempDir } from './helpers.js';
import { writeStaticSite } from './static-behaviour.js';

let site: ReturnType<typeof tempDir>;
let root: string;

/** The configuration as the modules loaded now generate it. */
async function generate(): Promise<string> {
  vi.resetModules();
  const { nginxSiteConfig } = await import('../src/nginx.js');
  const { detectLocalePrefixes, loadSite } = await import('../src/static.js');
  const localePrefixes = await detectLocalePrefixes(root);
  return nginxSiteConfig(await loadSite({ root, localePrefixes }), {
    listen: '80',
    upstream: '127.0.0.1:3000',
    root,
    localePrefixes,
  });
}

beforeAll(async () => {
  site = tempDir();
  root = await writeStaticSite(site.dir);
});
afterAll(() => {
  vi.doUnmock('../src/security-headers.js');
  vi.doUnmock('../src/csp.js');
  vi.resetModules();
  site.remove();
});

describe('the nginx configuration', () => {
  it('changes with a security header of the server', async () => {
    const before = await generate();
    expect(before).toContain('add_header X-Frame-Options "DENY" always;');
    vi.doMock('../src/security-headers.js', async (original) => {
      const { securityHeaders } = await original<typeof import('../src/security-headers.js')>();
      return { securityHeaders: { ...securityHeaders, 'X-Frame-Options': 'SAMEORIGIN' } };
    });
    const after = await generate();
    vi.doUnmock('../src/security-headers.js');
    expect(after).toContain('add_header X-Frame-Options "SAMEORIGIN" always;');
    expect(after).not.toContain('"DENY"');
  });

  it("changes with the pages' Content-Security-Policy", async () => {
    vi.doMock('../src/csp.js', async (original) => {
      const csp = await original<typeof import('../src/csp.js')>();
      return {
        ...csp,
        contentSecurityPolicy: (...args: Parameters<typeof csp.contentSecurityPolicy>) =>
          `${csp.contentSecurityPolicy(...args)}; upgrade-insecure-requests`,
      };
    });
    const after = await generate();
    vi.doUnmock('../src/csp.js');
    const pages = after.match(/^ {2}"\/[^"]*\.html" "default-src[^"]*"/gm) ?? [];
    expect(pages.length).toBe(6);
    for (const line of pages) expect(line).toMatch(/; upgrade-insecure-requests"$/);
    expect(await generate()).not.toContain('upgrade-insecure-requests');
  });
});
