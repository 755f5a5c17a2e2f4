import React, { type ReactNode } from 'react';
import DocSidebar from '@theme-original/DocSidebar';
import type { Props } from '@theme/DocSidebar';
import { useWindowSize } from '@docusaurus/theme-common';

/**
 * Docusaurus' docs sidebar, not hydrated on a phone. The server renders the
 * desktop sidebar (hidden by CSS up to 996 px); on a phone Docusaurus hydrates
 * it only to remove it right after, once useWindowSize turns from "ssr" to
 * "mobile". Here a phone keeps the server's HTML as it is until then (an
 * element with empty dangerouslySetInnerHTML is not hydrated into).
 */
export default function DocSidebarOnPhones(props: Props): ReactNode {
  const windowSize = useWindowSize();
  if (windowSize === 'ssr' && typeof window !== 'undefined' && window.innerWidth <= 996)
    return <div dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />;
  return <DocSidebar {...props} />;
}
