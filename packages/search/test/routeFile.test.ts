import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { routeHtmlFile } from '../src/routeFile.js';

const out = path.join(path.sep, 'out');
const file = (...parts: string[]) => path.join(out, ...parts);

describe('routeHtmlFile', () => {
  it('maps a route to a folder with index.html (trailingSlash unset)', () => {
    expect(routeHtmlFile(out, '/', '/de/service/domain')).toBe(
      file('de', 'service', 'domain', 'index.html'),
    );
    expect(routeHtmlFile(out, '/', '/de/service/domain/')).toBe(
      file('de', 'service', 'domain', 'index.html'),
    );
    expect(routeHtmlFile(out, '/', '/de/')).toBe(file('de', 'index.html'));
    expect(routeHtmlFile(out, '/', '/')).toBe(file('index.html'));
  });

  it("takes the base URL off: a locale's routes in the locale's build folder", () => {
    expect(routeHtmlFile(out, '/de/', '/de/')).toBe(file('index.html'));
    expect(routeHtmlFile(out, '/de/', '/de/service/observability')).toBe(
      file('service', 'observability', 'index.html'),
    );
    expect(routeHtmlFile(out, '/de/', '/de/redis/')).toBe(file('redis', 'index.html'));
  });

  it('keeps routes ending in .html as they are', () => {
    expect(routeHtmlFile(out, '/de/', '/de/404.html')).toBe(file('404.html'));
    expect(routeHtmlFile(out, '/', '/de/overview.html')).toBe(file('de', 'overview.html'));
    expect(routeHtmlFile(out, '/', '/de/index.html')).toBe(file('de', 'index.html'));
    expect(routeHtmlFile(out, '/', '/old.HTM')).toBe(file('old.HTM'));
  });

  it('takes a route outside the base URL as it is, like Docusaurus', () => {
    expect(routeHtmlFile(out, '/de/', '/ja/redis')).toBe(file('ja', 'redis', 'index.html'));
  });
});
