import React, { startTransition, useEffect, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import type { Props } from '@theme/CodeBlock';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { ThemeClassNames } from '@docusaurus/theme-common';
import { highlighterLoaded, loadHighlighter, loadedHighlighter } from '@nubiva/code-highlighter';

/**
 * Docusaurus' code block without Prism in the first load (about 30 KB gzip).
 * The static HTML holds every block highlighted; hydration keeps that HTML
 * (an element with empty dangerouslySetInnerHTML is not hydrated into) until
 * the highlighter has loaded, then Docusaurus' block (with its copy and
 * word-wrap buttons) takes over. A block rendered in the browser first shows
 * plain text.
 */
export default function CodeBlock(props: Props): ReactNode {
  const isBrowser = useIsBrowser();
  const [Highlighted, setHighlighted] = useState(loadedHighlighter);
  // Only the first render of a hydrated page has server HTML to keep.
  const [keepsServerHtml] = useState(!isBrowser);
  useEffect(() => {
    if (Highlighted !== undefined) return;
    let current = true;
    // Server HTML is already highlighted: wait for the reader's interest (client module
    // codeHighlighting). A block rendered in the browser shows plain text: load at once.
    (keepsServerHtml ? highlighterLoaded() : loadHighlighter())
      // A transition: React renders the highlighted blocks in slices, no long task.
      .then((loaded) => current && startTransition(() => setHighlighted(() => loaded)))
      .catch((error: unknown) => console.error('Code highlighting failed to load', error));
    return () => {
      current = false;
    };
  }, [Highlighted, keepsServerHtml]);

  if (Highlighted !== undefined) {
    return (
      <div key="highlighted">
        <Highlighted {...props} />
      </div>
    );
  }
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
