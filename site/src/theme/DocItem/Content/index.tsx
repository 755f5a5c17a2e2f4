import React, { type ReactNode } from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type { WrapperProps } from '@docusaurus/types';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import UntranslatedNotice from '@site/src/components/UntranslatedNotice';
import StaleTranslationNotice from '@site/src/components/StaleTranslationNotice';
import CopyPage from '@site/src/components/CopyPage';
import PageFeedback from '@site/src/components/PageFeedback';

type Props = WrapperProps<typeof ContentType>;

/**
 * The notices (untranslated, stale translation), the content with the copy-page menu beside its
 * title (outside the Markdown twin), the feedback box; a long-word title scales (custom.css).
 */
export default function ContentWrapper(props: Props): ReactNode {
  // 14 letters of the title's 2rem fill most of a 320 px phone's line.
  const longWord = /\p{L}{14}/u.test(useDoc().metadata.title);
  return (
    <>
      <UntranslatedNotice />
      <StaleTranslationNotice />
      {/* The column, with the copy-page button, is what such a title scales to. */}
      <div className={longWord ? 'doc-title--long-word' : undefined}>
        <CopyPage />
        <Content {...props} />
      </div>
      <PageFeedback />
    </>
  );
}
