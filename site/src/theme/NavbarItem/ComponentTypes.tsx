import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import MainSiteNavbarItem from '@site/src/components/MainSiteNavbarItem';

/** Docusaurus' navbar item types plus ours; any other type still fails the build. */
export default {
  ...ComponentTypes,
  'custom-mainSiteLink': MainSiteNavbarItem,
};
