// @vitest-environment happy-dom
/**
 * Docusaurus' preload helper as patched (patches/@docusaurus+core+…+yield-before-hydration):
 * it preloads the components of every matching route, and before the first page is
 * hydrated it first yields one task to the browser.
 */
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';

const guide = vi.fn(() => Promise.resolve('guide'));
const layout = vi.fn(() => Promise.resolve('layout'));

vi.mock('@generated/routes', () => ({
  default: [
    {
      path: '/de/',
      component: { preload: layout },
      routes: [{ path: '/de/guide', exact: true, component: { preload: guide } }],
    },
  ],
}));

// The installed (patched) file, where patch-package patches it; the package's export map hides it.
const { default: preload } = (await import(
  path.resolve(__dirname, '../../node_modules/@docusaurus/core/lib/client/preload.js')
)) as { default: (pathname: string) => Promise<unknown[]> };

const microtasks = async () => {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
};
const nextTimer = () => new Promise((resolve) => setTimeout(resolve, 20));

afterEach(() => {
  vi.clearAllMocks();
  delete (window as { docusaurusRoot?: unknown }).docusaurusRoot;
});

describe('preload', () => {
  it('preloads every matching route, outer routes first', async () => {
    (window as { docusaurusRoot?: unknown }).docusaurusRoot = {};
    await expect(preload('/de/guide')).resolves.toEqual(['layout', 'guide']);
    expect(layout).toHaveBeenCalledTimes(1);
  });

  it('before the first hydration, yields a task before loading anything', async () => {
    const done = preload('/de/guide');
    await microtasks();
    expect(guide).not.toHaveBeenCalled();
    await nextTimer();
    expect(guide).toHaveBeenCalledTimes(1);
    await expect(done).resolves.toEqual(['layout', 'guide']);
  });

  it('once hydrated, starts at once (a navigation waits for no task)', () => {
    (window as { docusaurusRoot?: unknown }).docusaurusRoot = {};
    void preload('/de/guide');
    expect(guide).toHaveBeenCalledTimes(1);
  });
});
