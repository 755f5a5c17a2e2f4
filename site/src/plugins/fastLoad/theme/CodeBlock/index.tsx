import React, { startTransition, useEffect, useState, type ReactNode } from 'react';
import type { Props } from '@theme/CodeBlock';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { ThemeClassNames } from '@docusaurus/theme-common';

let loadHighlighter = (): void => undefined;
// Prism and Docusaurus' code block, a chunk of its own: at once for static rendering, in the
// browser when the reader turns to a code block or a page with code renders there.
const highlighter = (
  ExecutionEnvironment.canUseDOM
    ? new Promise<void>((resolve) => (loadHighlighter = resolve))
    : Promise.resolve()
).then(() => import('./Highlighted'));
// Static rendering starts long after its import resolved: every page's HTML is highlighted.
let Highlighted: typeof import('./Highlighted').default | undefined;
// A failure is reported by the blocks that wait for it.
highlighter.then((module) => (Highlighted = module.default)).catch(() => undefined);

// Also theme-classic's Prism client module (../../index.ts): interest in a code block loads Prism.
const INTEREST_EVENTS = ['pointerover', 'touchstart', 'focusin'] as const;
if (ExecutionEnvironment.canUseDOM) {
  const onInterest = (event: Event): void => {
    if (!(event.target instanceof Element) || !event.target.closest('.theme-code-block')) return;
    for (const name of INTEREST_EVENTS) document.removeEventListener(name, onInterest, true);
    loadHighlighter();
  };
  for (const name of INTEREST_EVENTS)
    document.addEventListener(name, onInterest, { capture: true, passive: true });
}

/**
 * Docusaurus' code block without Prism in the first load: hydration keeps the highlighted server
 * HTML (an empty dangerouslySetInnerHTML is not hydrated into) until the highlighter loads.
 */
export default function CodeBlock(props: Props): ReactNode {
  const isBrowser = useIsBrowser();
  const [Loaded, setLoaded] = useState(() => Highlighted);
  // Only the first render of a hydrated page has server HTML to keep.
  const [keepsServerHtml] = useState(!isBrowser);
  useEffect(() => {
    if (Loaded) return;
    // Server HTML is already highlighted: wait for the reader's interest. Plain text: load now.
    if (!keepsServerHtml) loadHighlighter();
    highlighter
      // A transition: React renders the highlighted blocks in slices, no long task.
      .then(({ default: loaded }) => startTransition(() => setLoaded(() => loaded)))
      .catch((error: unknown) => console.error('Code highlighting failed to load', error));
  }, [Loaded, keepsServerHtml]);

  if (Loaded) {
    return (
      <div key="highlighted">
        <Loaded {...props} />
      </div>
    );
  }
  // Static HTML without its code blocks would stay so through hydration: stop the build instead.
  if (!ExecutionEnvironment.canUseDOM) throw new Error('CodeBlock: the highlighter did not load');
  if (keepsServerHtml) {
    return <div key="server" dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />;
  }
  return (
    <div key="plain">
      <div className={`${ThemeClassNames.common.codeBlock} ${props.className ?? ''}`}>
        <pre className="prism-code" tabIndex={0}>
          <code>{props.children}</code>
        </pre>
      </div>
    </div>
  );
}
