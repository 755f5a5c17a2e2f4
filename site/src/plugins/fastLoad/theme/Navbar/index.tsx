import { memo } from 'react';
import Navbar from '@theme-init/Navbar';

// Memoised: it takes no props, yet re-rendered with every state change of the page (../../README.md).
export default memo(Navbar);
