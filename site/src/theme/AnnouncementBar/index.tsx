import React, { useEffect, type ReactNode } from 'react';
import AnnouncementBar from '@theme-original/AnnouncementBar';
import type AnnouncementBarType from '@theme/AnnouncementBar';
import type { WrapperProps } from '@docusaurus/types';
import { useAnnouncementBar } from '@docusaurus/theme-common/internal';

type Props = WrapperProps<typeof AnnouncementBarType>;

/** A new bar id clears the attribute that hides a closed bar (Docusaurus leaves it set). */
export default function AnnouncementBarWrapper(props: Props): ReactNode {
  const { isActive } = useAnnouncementBar();
  useEffect(() => {
    if (isActive) {
      document.documentElement.setAttribute('data-announcement-bar-initially-dismissed', 'false');
    }
  }, [isActive]);
  return <AnnouncementBar {...props} />;
}
