// @vitest-environment happy-dom
/**
 * The navbar and footer wrappers (src/plugins/fastLoad/theme/Navbar, Footer): a
 * re-render of the page around them (the search page's state changes) does
 * not re-render them.
 */
import { act, createElement, useState, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';

const renders = vi.hoisted(() => ({ navbar: 0, footer: 0 }));
vi.mock('@theme-init/Navbar', () => ({
  default: () => {
    renders.navbar += 1;
    return null;
  },
}));
vi.mock('@theme-init/Footer', () => ({
  default: () => {
    renders.footer += 1;
    return null;
  },
}));

const { default: Navbar } = await import('../src/plugins/fastLoad/theme/Navbar');
const { default: Footer } = await import('../src/plugins/fastLoad/theme/Footer');

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('navbar and footer', () => {
  it('render once while the page around them re-renders', async () => {
    let rerenderPage = (): void => undefined;
    function Page(): ReactNode {
      const [count, setCount] = useState(0);
      rerenderPage = () => setCount(count + 1);
      return createElement(
        'div',
        { 'data-count': count },
        createElement(Navbar),
        createElement(Footer),
      );
    }
    const root = createRoot(document.createElement('div'));
    await act(async () => root.render(createElement(Page)));
    await act(async () => rerenderPage());
    await act(async () => rerenderPage());
    expect(renders).toEqual({ navbar: 1, footer: 1 });
    await act(async () => root.unmount());
  });
});
