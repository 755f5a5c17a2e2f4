import React, { useEffect, type ReactNode } from 'react';
import { translate } from '@docusaurus/Translate';
import { PageMetadata } from '@docusaurus/theme-common';
import Content from '@theme-original/NotFound/Content';
import type ContentType from '@theme/NotFound/Content';
import type { WrapperProps } from '@docusaurus/types';
import { useLocation } from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { reportEvent } from '@site/src/utils/reportEvent';

type Props = WrapperProps<typeof ContentType>;

/**
 * Every not-found screen gets a title and a description (some render only this content) and
 * reports the missing path with the page that linked to it (event `not_found`).
 */
export default function NotFoundContentWrapper(props: Props): ReactNode {
  const { i18n } = useDocusaurusContext();
  const { pathname } = useLocation();
  useEffect(() => {
    reportEvent('not_found', {
      path: pathname,
      referrer: document.referrer,
      locale: i18n.currentLocale,
    });
  }, [i18n.currentLocale, pathname]);
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
