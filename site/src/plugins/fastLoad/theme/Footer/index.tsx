import { memo } from 'react';
import Footer from '@theme-init/Footer';

// Memoised for the reason the navbar is (../Navbar).
export default memo(Footer);
