import { memo } from 'react';
import Navbar from '@theme-original/Navbar';

/**
 * Docusaurus' navbar, memoised: it takes no props (it reads context), yet as a
 * child of the layout it re-rendered with every state change of the page, 10-20 ms
 * each, three times right after the search page hydrates.
 */
export default memo(Navbar);
