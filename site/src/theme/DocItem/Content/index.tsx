import React, { type ReactNode } from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type { WrapperProps } from '@docusaurus/types';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import UntranslatedNotice from '@site/src/components/UntranslatedNotice';
import StaleTranslationNotice from '@site/src/components/StaleTranslationNotice';
import CopyPage from '@site/src/components/CopyPage';

type Props = WrapperProps<typeof ContentType>;

/**
 * The content after the untranslated or stale-translation notice, with the copy-page menu beside
 * its title (outside the Markdown twin); a title with a long word scales to a phone (custom.css).
 */
export default function ContentWrapper(props: Props): ReactNode {
  const content = (
    <>
      <CopyPage />
      <Content {...props} />
    </>
  );
  // 14 letters of the title's 2rem fill most of a 320 px phone's line.
  const longWord = /\p{L}{14}/u.test(useDoc().metadata.title);
  return (
    <>
      <UntranslatedNotice />
      <StaleTranslationNotice />
      {/* The column, with the copy-page button, is what such a title scales to (custom.css). */}
      {longWord ? <div className="doc-title--long-word">{content}</div> : content}
    </>
  );
}
