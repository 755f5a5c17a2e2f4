import { describe, expect, inject, it } from 'vitest';
import { locales, localePath, routes } from '../src/routes.js';

const baseUrl = inject('baseUrl');
const docsUrl = 'https://docs.nubiva.example';

async function get(path: string): Promise<{ status: number; html: string }> {
  const response = await fetch(`${baseUrl}${path}`);
  return { status: response.status, html: await response.text() };
}

const attr = (html: string, pattern: RegExp): string[] =>
  [...html.matchAll(pattern)].map((match) => match[1]!.replace(/&amp;/g, '&'));

describe('route table (docs/requirements.md#routes)', () => {
  it.each(locales)('every route answers 200 in %s', async (locale) => {
    const failures: string[] = [];
    for (const route of routes) {
      const path = localePath(locale, route.path);
      const { status, html } = await get(path);
      if (status !== 200) failures.push(`${path} → ${status}`);
      else if (html.includes('Seite nicht gefunden') || html.includes('Page Not Found')) {
        failures.push(`${path} → 404 page content`);
      }
    }
    expect(failures).toEqual([]);
  });

  it.each([
    '/de/gibt-es-nicht',
    '/de/service/unbekannt',
    '/de/examples/ai/unbekannt',
    '/de/redis/extra/',
    '/de/assets/js/missing.js',
  ])('%s answers 404 with the German not-found page', async (path) => {
    const { status, html } = await get(path);
    expect(status).toBe(404);
    expect(html).toMatch(/<html[^>]*lang="?de\b/);
    expect(html).toContain('Seite nicht gefunden');
    expect(html).toContain(
      'Bitte wende dich an die Betreiber der Website, die dich hierher verlinkt hat',
    );
  });

  it('unknown paths outside /de/ get the English not-found page', async () => {
    const { status, html } = await get('/does-not-exist');
    expect(status).toBe(404);
    expect(html).toMatch(/<html[^>]*lang="?en\b/);
    expect(html).toContain('Page Not Found');
  });

  it('the search page takes the query parameter q', async () => {
    const { status, html } = await get('/de/search?q=Datenbank');
    expect(status).toBe(200);
    expect(html).toMatch(/<html[^>]*lang="?de\b/);
  });
});

describe('head tags', () => {
  const descriptions = new Map<string, string>();

  it.each(routes.map((route) => route.path))(
    '/de%s has alternates, canonical, title, description',
    async (route) => {
      const path = localePath('de', route);
      const { html } = await get(path);
      const alternates = new Map(
        [...html.matchAll(/<link[^>]*rel=alternate[^>]*href=([^ >]+)[^>]*hreflang=([\w-]+)/g)].map(
          (match) => [match[2]!, match[1]!.replace(/"/g, '')],
        ),
      );
      expect(Object.fromEntries(alternates)).toEqual({
        en: `${docsUrl}${route}`,
        ja: `${docsUrl}/ja${route}`,
        ko: `${docsUrl}/ko${route}`,
        de: `${docsUrl}/de${route}`,
        'x-default': `${docsUrl}${route}`,
      });
      const canonical = attr(html, /<link[^>]*rel=canonical[^>]*href=["']?([^"' >]+)/g);
      expect(canonical).toEqual([`${docsUrl}${path}`]);
      const title = attr(html, /<title[^>]*>([^<]*)<\/title>/g);
      expect(title).toHaveLength(1);
      expect(title[0]).toMatch(/\S.* \| Nubiva$|^Nubiva$/);
      const description = attr(html, /<meta[^>]*name=description[^>]*content="([^"]*)"/g);
      expect(description).toHaveLength(1);
      expect(description[0]!.length).toBeGreaterThan(20);
      descriptions.set(path, description[0]!);
    },
  );

  it('every German page has its own meta description', () => {
    const seen = new Map<string, string>();
    for (const [path, description] of descriptions) {
      expect(
        seen.get(description),
        `${path} repeats the description of ${seen.get(description)}`,
      ).toBeUndefined();
      seen.set(description, path);
    }
    expect(descriptions.size).toBe(routes.length);
  });
});
