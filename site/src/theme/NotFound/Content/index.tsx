import React, { type ReactNode } from 'react';
import { translate } from '@docusaurus/Translate';
import { PageMetadata } from '@docusaurus/theme-common';
import Content from '@theme-original/NotFound/Content';
import type ContentType from '@theme/NotFound/Content';
import type { WrapperProps } from '@docusaurus/types';

type Props = WrapperProps<typeof ContentType>;

/**
 * Unknown paths under a docs instance at the locale root render only this
 * content (inside the docs layout), which leaves the document title at the
 * bare site name. The wrapper gives every not-found screen its title and a
 * meta description, as every other page has.
 */
export default function NotFoundContentWrapper(props: Props): ReactNode {
  return (
    <>
      <PageMetadata
        title={translate({ id: 'theme.NotFound.title', message: 'Page Not Found' })}
        description={translate({
          id: 'nubiva.notFound.description',
          message: 'This page does not exist. Search the documentation or start from the overview.',
          description: 'Meta description of the not-found page',
        })}
      />
      <Content {...props} />
    </>
  );
}
