export {
  launchBrowser,
  openPage,
  chromiumPath,
  chromiumArgs,
  type TrackedPage,
} from './browser.js';
export { siteBuildDir, startSiteServer } from './site.js';
export { routes, locales, localePrefix, localePath, type Route } from './routes.js';
