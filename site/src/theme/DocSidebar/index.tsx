import React, { type ReactNode } from 'react';
import DocSidebar from '@theme-original/DocSidebar';
import type { Props } from '@theme/DocSidebar';
import { useWindowSize } from '@docusaurus/theme-common';

/**
 * Docusaurus' docs sidebar, not hydrated on a phone, where Docusaurus hydrates
 * the server's desktop sidebar (hidden by CSS up to 996 px) only to remove it
 * once useWindowSize says "mobile". Until then a phone keeps the server's HTML
 * (an element with empty dangerouslySetInnerHTML is not hydrated into).
 */
export default function DocSidebarOnPhones(props: Props): ReactNode {
  const windowSize = useWindowSize();
  if (windowSize === 'ssr' && typeof window !== 'undefined' && window.innerWidth <= 996)
    return <div dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />;
  return <DocSidebar {...props} />;
}
