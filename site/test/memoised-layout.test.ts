// @vitest-environment happy-dom
/**
 * The navbar wrapper (src/plugins/fastLoad/theme/Navbar): a re-render of the
 * page around it (the search page's state changes) does not re-render it.
 * Docusaurus memoises the footer itself.
 */
import { act, createElement, useState, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';

const renders = vi.hoisted(() => ({ navbar: 0 }));
vi.mock('@theme-init/Navbar', () => ({
  default: () => {
    renders.navbar += 1;
    return null;
  },
}));

const { default: Navbar } = await import('../src/plugins/fastLoad/theme/Navbar');

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('the navbar', () => {
  it('renders once while the page around them re-renders', async () => {
    let rerenderPage = (): void => undefined;
    function Page(): ReactNode {
      const [count, setCount] = useState(0);
      rerenderPage = () => setCount(count + 1);
      return createElement('div', { 'data-count': count }, createElement(Navbar));
    }
    const root = createRoot(document.createElement('div'));
    await act(async () => root.render(createElement(Page)));
    await act(async () => rerenderPage());
    await act(async () => rerenderPage());
    expect(renders).toEqual({ navbar: 1 });
    await act(async () => root.unmount());
  });
});
