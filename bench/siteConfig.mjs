// A site config for one bench build, written beside the real one so that its module paths resolve
// the same way: a single `--locale` build gets base URL / (Docusaurus' multi-domain rule), so this
// gives every locale its base URL of the full build, and the locale's pages (canonical,
// alternates, assets) land in <out>/<locale> as in production.
export function benchSiteConfig(writtenBy, changes = '') {
  return `// Written by ${writtenBy} for one build, then removed.
import config from './docusaurus.config';
${changes}
const i18n = config.i18n!;
const baseUrlOf = (locale: string) =>
  locale === i18n.defaultLocale ? config.baseUrl : \`\${config.baseUrl}\${locale}/\`;
export default {
  ...config,
  i18n: {
    ...i18n,
    localeConfigs: Object.fromEntries(
      i18n.locales.map((locale) => [
        locale,
        { ...i18n.localeConfigs?.[locale], baseUrl: baseUrlOf(locale) },
      ]),
    ),
  },
};
`;
}
