import React, { useEffect, type ReactNode } from 'react';
import AnnouncementBar from '@theme-original/AnnouncementBar';
import type AnnouncementBarType from '@theme/AnnouncementBar';
import type { WrapperProps } from '@docusaurus/types';
import { useAnnouncementBar } from '@docusaurus/theme-common/internal';

type Props = WrapperProps<typeof AnnouncementBarType>;

/**
 * Docusaurus hides the bar before hydration when the reader closed it
 * (an html attribute set by an inline script), then resets the closed flag
 * if the bar's id changed, but leaves the attribute: a new bar would stay
 * hidden until the next page load. Clearing the attribute shows it at once.
 */
export default function AnnouncementBarWrapper(props: Props): ReactNode {
  const { isActive } = useAnnouncementBar();
  useEffect(() => {
    if (isActive) {
      document.documentElement.setAttribute('data-announcement-bar-initially-dismissed', 'false');
    }
  }, [isActive]);
  return <AnnouncementBar {...props} />;
}
