import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);

/**
 * English UI strings that must never show in the German site: Docusaurus'
 * English theme defaults (search strings included), and the English
 * defaults of this site's own components.
 */
export function englishUiStrings(): string[] {
  const baseDir = path.join(
    path.dirname(require.resolve('@docusaurus/theme-translations/package.json')),
    'locales',
    'base',
  );
  const strings = new Set<string>();
  for (const file of ['theme-common.json', 'theme-search-algolia.json']) {
    const messages = JSON.parse(fs.readFileSync(path.join(baseDir, file), 'utf8')) as Record<
      string,
      string
    >;
    for (const [key, value] of Object.entries(messages)) {
      if (!key.endsWith('___DESCRIPTION') && !key.startsWith('theme.blog')) strings.add(value);
    }
  }
  for (const extra of [
    'Search',
    'Search docs',
    'No results for',
    'Recent',
    'Favorite',
    'No recent searches',
    'Powered by',
    'to select',
    'to navigate',
    'to close',
    'Unable to fetch results',
    'Try searching for',
    'Let us know.',
    'Believe this query should return results?',
    'Clear the query',
    'Cancel',
    'Home page',
    'Breadcrumbs',
    'Toggle word wrap',
    'system mode',
    'Page Error',
    'This page crashed',
    'This page crashed.',
    'Try again',
    'Retry',
    'Loading…',
    'Go to Nubiva',
    'Join Discord',
    'Docs',
    'Examples',
    'Resources',
    'Contact',
    'Company',
    'About us',
    'Pricing',
    'Page Not Found',
    'Main',
    'Close',
    'Docs sidebar',
    'Close navigation bar',
    'Toggle navigation bar',
    'On this page',
    'Previous',
    'Next',
  ]) {
    strings.add(extra);
  }
  // Words that are spelled the same in German are not evidence of English.
  for (const same of ['Tags', 'Tags:', 'Version: {versionLabel}', 'Info', 'Blog', 'Newsletter']) {
    strings.delete(same);
  }
  return [...strings];
}

export interface EnglishFinding {
  where: string;
  text: string;
}

/**
 * Collects the UI texts of the current page (every aria-label, title,
 * placeholder and alt attribute, and the visible text of navigation, footer,
 * sidebar, breadcrumbs, pagination, table of contents, buttons, dialogs,
 * alerts and headings) and returns those that are English UI strings.
 * Article prose is left to the content tests.
 */
export async function findEnglishUi(page: Page, english: string[]): Promise<EnglishFinding[]> {
  return page.evaluate((englishStrings) => {
    const patterns = englishStrings.map((message) => {
      const escaped = message
        .trim()
        .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
        .replace(/\\\{\w+\\\}/g, '.+');
      return new RegExp(`^${escaped}$`, 'i');
    });
    const isEnglish = (text: string): boolean => {
      const normalised = text.replace(/\s+/g, ' ').trim();
      return normalised.length > 0 && patterns.some((pattern) => pattern.test(normalised));
    };
    const findings: { where: string; text: string }[] = [];
    const describe = (element: Element): string =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${
        element.className && typeof element.className === 'string'
          ? `.${element.className.split(/\s+/).slice(0, 2).join('.')}`
          : ''
      }`;
    for (const element of Array.from(document.querySelectorAll('*'))) {
      for (const attribute of ['aria-label', 'title', 'placeholder', 'alt']) {
        const value = element.getAttribute(attribute);
        if (value && isEnglish(value)) {
          findings.push({ where: `${describe(element)}[${attribute}]`, text: value });
        }
      }
    }
    const title = document.title.split('|')[0] ?? '';
    if (isEnglish(title)) findings.push({ where: 'document.title', text: document.title });
    const chrome = document.querySelectorAll(
      'nav, footer, aside, header, button, dialog, [role="alert"], [role="status"], ' +
        '.theme-doc-breadcrumbs, .pagination-nav, .table-of-contents, h1, h2, h3, label, ' +
        '.nsearch-modal *',
    );
    for (const element of Array.from(chrome)) {
      // Own text nodes and the element's whole text, so both "Try again" in a
      // button and a label split over several spans are caught.
      const ownText = Array.from(element.childNodes)
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent ?? '')
        .join(' ');
      for (const text of [ownText, (element as HTMLElement).innerText ?? '']) {
        if (isEnglish(text)) {
          findings.push({ where: describe(element), text: text.trim() });
          break;
        }
      }
    }
    return findings;
  }, english);
}
