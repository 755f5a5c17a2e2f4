import React, { type ReactNode } from 'react';
import DocSidebar from '@theme-original/DocSidebar';
import DocSidebarMobile from '@theme/DocSidebar/Mobile';
import type { Props } from '@theme/DocSidebar';
import { useWindowSize } from '@docusaurus/theme-common';

/**
 * Docusaurus' docs sidebar. A phone hydrated the hidden desktop part only to remove it when
 * useWindowSize said "mobile", and rendered it again in a DocSidebar mounted then (at "ssr"); here
 * it keeps the server's HTML (empty dangerouslySetInnerHTML is not hydrated into) until "mobile".
 */
export default function DocSidebarOnPhones(props: Props): ReactNode {
  const windowSize = useWindowSize();
  if (windowSize === 'mobile') return <DocSidebarMobile {...props} />;
  if (windowSize === 'ssr' && typeof window !== 'undefined' && window.innerWidth <= 996)
    return <div dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />;
  return <DocSidebar {...props} />;
}
