import { memo } from 'react';
import Navbar from '@theme-original/Navbar';

/**
 * Docusaurus' navbar, memoised. It takes no props and reads what it shows
 * from context, but as a child of the page's layout it re-rendered with every
 * state change of the page component: the search page changes state three
 * times right after hydration, and each re-render of the navbar (menu,
 * language menu, search button) added 10-20 ms to that task.
 */
export default memo(Navbar);
