// @vitest-environment happy-dom
/**
 * useWindowSize() and the browser context as patched (patches/@docusaurus+core+…+sliced-hydration-update,
 * patches/@docusaurus+theme-common+…): the first render matches the server's
 * ("ssr", not a browser), the update right after it is a transition (React
 * renders it in slices), and later updates (a resize) are urgent.
 */
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

// The installed (patched) files, where patch-package patches them; their packages' export maps hide them.
const docusaurusFile = (name: string, file: string): string =>
  path.resolve(__dirname, '../../node_modules', name, file);

const { useWindowSize } = (await import(
  docusaurusFile('@docusaurus/theme-common', 'lib/hooks/useWindowSize.js')
)) as { useWindowSize: () => string };
const { BrowserContextProvider, Context } = (await import(
  docusaurusFile('@docusaurus/core', 'lib/client/browserContext.js')
)) as typeof import('react') & {
  BrowserContextProvider: (props: { children: ReactNode }) => ReactNode;
  Context: import('react').Context<boolean>;
};

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
});
