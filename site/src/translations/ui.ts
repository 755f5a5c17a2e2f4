/**
 * UI strings behind English: the keys of the translation files
 * Docusaurus writes (`code.json`, navbar, footer, sidebars, our plugins'
 * files) missing or extra in a locale, and the locale tables written in
 * TypeScript (fact components, limits, the server's stats words) missing a
 * locale or a key.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import ts from 'typescript';
import { brand } from '../data/brand';
import { buildMessages } from './buildMessages';

const require = createRequire(import.meta.url);

/** Translation file (relative to `i18n/<locale>/`) → key → English message. */
export type UiFiles = Record<string, Record<string, string>>;

function jsonFilesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.json'))
    .map((name) => name.split(sep).join('/'))
    .sort();
}

const englishUiFilesOf = new Map<string, UiFiles>();

/**
 * The English translation files as `docusaurus write-translations --locale en`
 * writes them, into a temporary folder (the site's own i18n/ stays untouched).
 * `code.json` also gets the keys our plugins read from it themselves. Once per
 * site and process (the extraction takes 15-20 s).
 */
export function englishUiFiles(siteDir: string): UiFiles {
  let files = englishUiFilesOf.get(siteDir);
  if (!files) englishUiFilesOf.set(siteDir, (files = extractEnglishUiFiles(siteDir)));
  return files;
}

function extractEnglishUiFiles(siteDir: string): UiFiles {
  const dir = mkdtempSync(join(tmpdir(), 'nubiva-ui-keys-'));
  try {
    // Beside the real config: Docusaurus resolves presets and plugins from the config's folder.
    const config = join(siteDir, `.translations-en-${process.pid}.config.mjs`);
    writeFileSync(
      config,
      `import config from ${JSON.stringify(join(siteDir, 'docusaurus.config.ts'))};\n` +
        `export default { ...config, i18n: { ...config.i18n, path: ${JSON.stringify(join(dir, 'i18n'))} } };\n`,
    );
    const result = spawnSync(
      process.execPath,
      [
        require.resolve('@docusaurus/core/bin/docusaurus.mjs'),
        'write-translations',
        siteDir,
        '--locale',
        'en',
        '--config',
        config,
      ],
      { cwd: siteDir, encoding: 'utf8' },
    );
    if (result.status !== 0)
      throw new Error(`docusaurus write-translations failed:\n${result.stderr || result.stdout}`);
    const english = join(dir, 'i18n', 'en');
    const files: UiFiles = {};
    for (const name of jsonFilesUnder(english)) {
      const content = JSON.parse(readFileSync(join(english, name), 'utf8')) as Record<
        string,
        { message: string }
      >;
      files[name] = Object.fromEntries(
        Object.entries(content).map(([key, { message }]) => [key, message]),
      );
    }
    files['code.json'] = { ...files['code.json'], ...buildMessages };
    return files;
  } finally {
    rmSync(dir, { recursive: true, force: true });
    rmSync(join(siteDir, `.translations-en-${process.pid}.config.mjs`), { force: true });
  }
}

export interface UiKeyProblem {
  file: string;
  missing: string[];
  extra: string[];
}

/**
 * Keys a locale's files lack or have beyond English. A message that names
 * the brand ("Nubiva", the copyright line) is not translated on purpose: the
 * brand lives in one place, and Docusaurus falls back to the English message.
 */
export function uiKeyProblems(siteDir: string, locale: string, english: UiFiles): UiKeyProblem[] {
  const localeDir = join(siteDir, 'i18n', locale);
  return Object.entries(english).flatMap(([file, messages]) => {
    const path = join(localeDir, file);
    const translated = existsSync(path)
      ? (JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>)
      : {};
    const missing = Object.entries(messages)
      .filter(([key, message]) => !(key in translated) && !message.includes(brand.name))
      .map(([key]) => key);
    const extra = Object.keys(translated).filter((key) => !(key in messages));
    return missing.length + extra.length === 0 ? [] : [{ file, missing, extra }];
  });
}

// ---------------------------------------------------------------- TypeScript tables

export interface TableProblem {
  /** `site/src/components/facts/limits.ts:120`. */
  where: string;
  problem: string;
}

const sourceFiles = (dir: string): string[] =>
  existsSync(dir)
    ? readdirSync(dir, { recursive: true, encoding: 'utf8' })
        .filter((name) => /\.tsx?$/.test(name) && !name.endsWith('.d.ts'))
        .map((name) => join(dir, name))
        .sort()
    : [];

const propertyName = (property: ts.ObjectLiteralElementLike): string | undefined => {
  const name = property.name;
  if (name && (ts.isIdentifier(name) || ts.isStringLiteral(name))) return name.text;
  return undefined;
};

/** The keys of an object literal, unless a spread makes them unknowable. */
function literalKeys(node: ts.Expression | undefined): string[] | undefined {
  const inner = node && ts.isAsExpression(node) ? node.expression : node;
  if (!inner || !ts.isObjectLiteralExpression(inner)) return undefined;
  if (inner.properties.some((property) => ts.isSpreadAssignment(property))) return undefined;
  return inner.properties.map(propertyName).filter((name): name is string => name !== undefined);
}

/**
 * Locale tables in TypeScript: object literals with an `en` entry and one of
 * another locale (`{ en: '…', de: '…', ja: '…', ko: '…' }`, or `{ en: {…},
 * de: {…} }` of words). A table of the site (`expected`) must have every
 * locale; any table's locales must have English's keys and no others.
 */
export function localeTableProblems(
  repoDir: string,
  dirs: { dir: string; expected: readonly string[] }[],
  localesOfSite: readonly string[],
): TableProblem[] {
  const problems: TableProblem[] = [];
  for (const { dir, expected } of dirs) {
    for (const file of sourceFiles(join(repoDir, dir))) {
      const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
      const visit = (node: ts.Node): void => {
        if (ts.isObjectLiteralExpression(node)) {
          const entries = new Map<string, ts.ObjectLiteralElementLike>();
          for (const property of node.properties) {
            const name = propertyName(property);
            if (name !== undefined) entries.set(name, property);
          }
          const others = localesOfSite.filter((locale) => locale !== 'en' && entries.has(locale));
          if (entries.has('en') && others.length > 0) {
            const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
            const where = `${relative(repoDir, file).split(sep).join('/')}:${line + 1}`;
            for (const locale of expected)
              if (!entries.has(locale)) problems.push({ where, problem: `no ${locale} entry` });
            const valueOf = (locale: string): ts.Expression | undefined => {
              const property = entries.get(locale);
              return property && ts.isPropertyAssignment(property)
                ? property.initializer
                : undefined;
            };
            const englishKeys = literalKeys(valueOf('en'));
            if (englishKeys)
              for (const locale of others) {
                const keys = literalKeys(valueOf(locale));
                if (!keys) continue;
                const missing = englishKeys.filter((key) => !keys.includes(key));
                const extra = keys.filter((key) => !englishKeys.includes(key));
                if (missing.length > 0)
                  problems.push({ where, problem: `${locale} lacks ${missing.join(', ')}` });
                if (extra.length > 0)
                  problems.push({ where, problem: `${locale} has extra ${extra.join(', ')}` });
              }
          }
        }
        ts.forEachChild(node, visit);
      };
      visit(source);
    }
  }
  return problems;
}
