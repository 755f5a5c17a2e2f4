import React, { useState, type ReactNode } from 'react';
import MobileSidebar from '@theme-init/Navbar/MobileSidebar';
import './slideIn.css';
import { useNavbarMobileSidebar } from '@docusaurus/theme-common/internal';

/** The phone menu, rendered once first opened, not hidden after every phone page load. */
export default function MobileSidebarWrapper(): ReactNode {
  const { shown } = useNavbarMobileSidebar();
  const [opened, setOpened] = useState(shown);
  if (shown && !opened) setOpened(true);
  return opened && <MobileSidebar />;
}
