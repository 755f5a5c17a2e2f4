// @vitest-environment happy-dom
/**
 * The client stand-ins for useWindowSize() and the browser context
 * (src/plugins/slicedHydrationUpdates): the first render matches the
 * server's ("ssr", not a browser), the update right after it is a transition
 * (React renders it in slices), and later updates (a resize) are urgent.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { act, createElement, useContext, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DESKTOP_BREAKPOINT_PX } from '../src/data/site';

const transitions = vi.hoisted(() => ({ count: 0 }));
vi.mock('react', async (importOriginal) => {
  const react = await importOriginal<typeof import('react')>();
  const startTransition = (scope: () => void): void => {
    transitions.count += 1;
    react.startTransition(scope);
  };
  return { ...react, default: { ...react, startTransition }, startTransition };
});

const { useWindowSize } = await import('../src/plugins/slicedHydrationUpdates/useWindowSize');
const { BrowserContextProvider, Context } =
  await import('../src/plugins/slicedHydrationUpdates/browserContext');

const require = createRequire(import.meta.url);

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLElement;
let root: Root;
const renders: string[] = [];

function Probe(): ReactNode {
  const size = useWindowSize();
  const isBrowser = useContext(Context);
  renders.push(`${size}/${isBrowser ? 'browser' : 'server'}`);
  return null;
}

const resizeTo = (width: number): void => {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  window.dispatchEvent(new Event('resize'));
};

beforeEach(() => {
  container = document.createElement('div');
  renders.length = 0;
  transitions.count = 0;
});
afterEach(() => act(() => root.unmount()));

describe('after hydration', () => {
  it('renders first as on the server, then the window size and browser in one transition each', async () => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 412 });
    root = createRoot(container);
    await act(async () =>
      root.render(createElement(BrowserContextProvider, null, createElement(Probe))),
    );
    expect(renders[0]).toBe('ssr/server');
    expect(renders.at(-1)).toBe('mobile/browser');
    expect(transitions.count).toBe(2);
  });

  it('follows resizes across the desktop breakpoint without a transition', async () => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1280 });
    root = createRoot(container);
    await act(async () => root.render(createElement(Probe)));
    expect(renders.at(-1)).toBe('desktop/server');
    const before = transitions.count;
    await act(async () => resizeTo(DESKTOP_BREAKPOINT_PX));
    expect(renders.at(-1)).toBe('mobile/server');
    await act(async () => resizeTo(DESKTOP_BREAKPOINT_PX + 1));
    expect(renders.at(-1)).toBe('desktop/server');
    expect(transitions.count).toBe(before);
  });

  it('uses the breakpoint of the Docusaurus hook it replaces (Infima hard-codes the same)', () => {
    const original = readFileSync(
      path.join(
        path.dirname(path.dirname(require.resolve('@docusaurus/theme-common'))),
        'lib/hooks/useWindowSize.js',
      ),
      'utf8',
    );
    expect(original).toMatch(new RegExp(`const DesktopBreakpoint = ${DESKTOP_BREAKPOINT_PX};`));
  });
});
