/**
 * The data modules with text in every language (src/data/statements.ts and legal.ts) in the
 * language of the build only. Pages and components import them whole, so the bundler would put
 * all four languages into the scripts a page loads (the privacy page's recipients alone were 4 KiB
 * of gzip); each locale's build replaces each module with one generated here that keeps, of every
 * record of the four languages, the build's language (the same names and shape).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import * as legal from '../data/legal';
import { locales, type Locale } from '../data/site';
import * as statements from '../data/statements';

const modules = { legal, statements };

/** What pages and components import a module as ("@site/src/data/legal", "../../data/legal"). */
const request = (name: string): RegExp => new RegExp(`[\\\\/]data[\\\\/]${name}(\\.ts)?$`);

const isLocalized = (value: object): boolean => {
  const keys = Object.keys(value);
  return keys.length === locales.length && locales.every((locale) => keys.includes(locale));
};

/** The value with each record of the four languages narrowed to one. */
export function inLocale(value: unknown, locale: Locale): unknown {
  if (Array.isArray(value)) return value.map((item) => inLocale(item, locale));
  if (value === null || typeof value !== 'object') return value;
  if (isLocalized(value)) return { [locale]: (value as Record<Locale, unknown>)[locale] };
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, inLocale(item, locale)]),
  );
}

export default function localeData(context: LoadContext): Plugin {
  const locale = context.i18n.currentLocale as Locale;
  const file = (name: string) =>
    path.join(context.generatedFilesDir, 'locale-data', locale, `${name}.js`);
  return {
    name: 'locale-data',
    loadContent() {
      for (const [name, exports] of Object.entries(modules)) {
        const lines = Object.entries(exports).map(
          ([key, value]) => `export const ${key} = ${JSON.stringify(inLocale(value, locale))};`,
        );
        mkdirSync(path.dirname(file(name)), { recursive: true });
        writeFileSync(file(name), `${lines.join('\n')}\n`);
      }
    },
    configureWebpack(_config, _isServer, { currentBundler: { instance: bundler } }) {
      return {
        plugins: Object.keys(modules).map(
          (name) => new bundler.NormalModuleReplacementPlugin(request(name), file(name)),
        ),
      };
    },
  };
}
