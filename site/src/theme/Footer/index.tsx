import { memo } from 'react';
import Footer from '@theme-original/Footer';

/**
 * Docusaurus' footer, memoised for the reason the navbar is (../Navbar): no
 * props, so a page component's state changes need not re-render its links.
 */
export default memo(Footer);
