import React, { startTransition, useEffect, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import type { Props } from '@theme/CodeBlock';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { ThemeClassNames } from '@docusaurus/theme-common';
import { highlighter, loadHighlighter } from './highlighter';

// Static rendering starts long after its import resolved: every page's HTML is highlighted.
let Highlighted: typeof import('./Highlighted').default | undefined;
// A failure is reported by the blocks that wait for it.
highlighter.then((module) => (Highlighted = module.default)).catch(() => undefined);

/**
 * Docusaurus' code block without Prism (30 KB gzip) in the first load. The
 * static HTML is highlighted; hydration keeps it (empty dangerouslySetInnerHTML
 * is not hydrated into) until the highlighter loads and Docusaurus' block, with
 * its copy and word-wrap buttons, takes over. Rendered in the browser: plain text.
 */
export default function CodeBlock(props: Props): ReactNode {
  const isBrowser = useIsBrowser();
  const [Loaded, setLoaded] = useState(() => Highlighted);
  // Only the first render of a hydrated page has server HTML to keep.
  const [keepsServerHtml] = useState(!isBrowser);
  useEffect(() => {
    if (Loaded) return;
    let current = true;
    // Server HTML is already highlighted: wait for the reader's interest. Plain text: load now.
    if (!keepsServerHtml) loadHighlighter();
    highlighter
      // A transition: React renders the highlighted blocks in slices, no long task.
      .then(({ default: loaded }) => current && startTransition(() => setLoaded(() => loaded)))
      .catch((error: unknown) => console.error('Code highlighting failed to load', error));
    return () => {
      current = false;
    };
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
      <div className={clsx(ThemeClassNames.common.codeBlock, props.className)}>
        <pre className="prism-code" tabIndex={0}>
          <code>{props.children}</code>
        </pre>
      </div>
    </div>
  );
}
