import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import Category from '@theme-original/DocSidebarItem/Category';
import type { Props } from '@theme/DocSidebarItem/Category';
import DocSidebarItems from '@theme/DocSidebarItems';
import { ThemeClassNames } from '@docusaurus/theme-common';
import { isActiveSidebarItem } from '@docusaurus/plugin-content-docs/client';
import styles from './styles.module.css';

/** A category neither collapsible nor linked is a heading, not an anchor without href. */
export default function CategoryWrapper(props: Props): ReactNode {
  const { item, level, activePath, onItemClick } = props;
  if (item.collapsible || item.href !== undefined) return <Category {...props} />;
  return (
    <li
      className={clsx(
        ThemeClassNames.docs.docSidebarItemCategory,
        ThemeClassNames.docs.docSidebarItemCategoryLevel(level),
        'menu__list-item',
        item.className,
      )}
    >
      <div className="menu__list-item-collapsible">
        <span
          className={clsx('menu__link', styles.categoryLabel, {
            'menu__link--active': isActiveSidebarItem(item, activePath),
          })}
        >
          {item.label}
        </span>
      </div>
      <ul className="menu__list">
        <DocSidebarItems
          items={item.items}
          tabIndex={0}
          onItemClick={onItemClick}
          activePath={activePath}
          level={level + 1}
        />
      </ul>
    </li>
  );
}
