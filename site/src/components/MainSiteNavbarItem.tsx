import React, { type ReactNode } from 'react';
import { translate } from '@docusaurus/Translate';
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import type { Props as DefaultNavbarItemProps } from '@theme/NavbarItem/DefaultNavbarItem';
import { brand } from '@site/src/data/brand';

type Props = Omit<DefaultNavbarItemProps, 'label'> & { href: string };

/**
 * "Go to <brand>": the label interpolates the brand so translations never
 * retype it; the href (origin-marked) comes from the config.
 */
export default function MainSiteNavbarItem(props: Props): ReactNode {
  const label = translate(
    {
      id: 'nubiva.navbar.mainSite',
      message: 'Go to {brand}',
      description: 'Navbar link to the main product site',
    },
    { brand: brand.name },
  );
  return <DefaultNavbarItem {...props} label={label} />;
}
