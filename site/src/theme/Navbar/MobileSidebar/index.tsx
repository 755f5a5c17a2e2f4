import React, { useState, type ReactNode } from 'react';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';
import { useNavbarMobileSidebar } from '@docusaurus/theme-common/internal';

/**
 * The phone menu (navbar items and docs sidebar), rendered once first opened: Docusaurus renders
 * it, hidden, right after hydration on every phone page load, in one synchronous task.
 */
export default function MobileSidebarWrapper(): ReactNode {
  const { shown } = useNavbarMobileSidebar();
  const [opened, setOpened] = useState(shown);
  if (shown && !opened) setOpened(true);
  return opened && <MobileSidebar />;
}
