import React, { type ReactNode } from 'react';
import { translate } from '@docusaurus/Translate';
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import type { Props as DefaultNavbarItemProps } from '@theme/NavbarItem/DefaultNavbarItem';
import { brand } from '../data/brand';
import { resolveKoreanParticles } from '../utils/koreanParticles';

type Props = Omit<DefaultNavbarItemProps, 'label'> & { href: string };

/**
 * "Go to <brand>": the label interpolates the brand so translations never
 * retype it (Korean writes "{brand}(으)로" and gets the particle the brand's
 * reading takes); the href (origin-marked) comes from the config.
 */
export default function MainSiteNavbarItem(props: Props): ReactNode {
  const label = resolveKoreanParticles(
    translate(
      {
        id: 'nubiva.navbar.mainSite',
        message: 'Go to {brand}',
        description: 'Navbar link to the main product site',
      },
      { brand: brand.name },
    ),
    brand.name,
    brand.nameReadingKo,
  );
  return <DefaultNavbarItem {...props} label={label} />;
}
