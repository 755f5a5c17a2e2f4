/**
 * The statements (src/data/statements.ts) in the language of the build only. The module holds
 * every locale's text, and the pages that render them import it, so webpack would put all four
 * languages into the scripts every page loads; each locale's build replaces the module with one
 * generated here that has that locale's texts alone (the same names and shape).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { statements } from '../data/statements';

/** What pages and components import the statements as ("@site/src/data/statements", "../../data/statements"). */
const STATEMENTS_REQUEST = /[\\/]data[\\/]statements(\.ts)?$/;

export default function localeStatements(context: LoadContext): Plugin {
  const locale = context.i18n.currentLocale as keyof (typeof statements)[keyof typeof statements];
  const file = path.join(context.generatedFilesDir, 'locale-statements', `${locale}.js`);
  return {
    name: 'locale-statements',
    loadContent() {
      const texts = Object.fromEntries(
        Object.entries(statements).map(([name, text]) => [name, { [locale]: text[locale] }]),
      );
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, `export const statements = ${JSON.stringify(texts)};\n`);
    },
    configureWebpack(_config, _isServer, { currentBundler: { instance: bundler } }) {
      return { plugins: [new bundler.NormalModuleReplacementPlugin(STATEMENTS_REQUEST, file)] };
    },
  };
}
