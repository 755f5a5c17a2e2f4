import fs from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { BUNDLE_MISSING_EVENT } from './pageScripts';

/**
 * The "site did not load properly" banner of Docusaurus, in the reader's
 * language. Docusaurus' own banner is English only, so it is switched off
 * (`baseUrlIssueBanner: false`) and this plugin injects the same check: if the
 * main bundle never ran (`window.docusaurus` is undefined once it loaded or
 * failed to load, which is what a wrong base URL causes), a banner is
 * inserted. The page's script loader (pageScripts.ts) runs that check and
 * dispatches BUNDLE_MISSING_EVENT. The banner is not rendered by React on
 * purpose, so search engines never index it.
 */

export const BANNER_ID = '__nubiva-base-url-issue-banner';

/** Read from code.json by this plugin, not through `<Translate>` (write-translations cannot see them). */
export const bannerEnglish = {
  'nubiva.baseUrlIssueBanner.title': 'Your Docusaurus site did not load properly.',
  'nubiva.baseUrlIssueBanner.text':
    'A very common reason is a wrong site baseUrl configuration. Configured baseUrl: {baseUrl}. Try opening the site at its configured path.',
};
type BannerMessages = typeof bannerEnglish;

export function readBannerMessages(localizationDir: string): BannerMessages {
  const file = path.join(localizationDir, 'code.json');
  if (!fs.existsSync(file)) return bannerEnglish;
  const translations = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<
    string,
    { message?: string }
  >;
  const pick = (id: keyof BannerMessages): string => translations[id]?.message ?? bannerEnglish[id];
  return {
    'nubiva.baseUrlIssueBanner.title': pick('nubiva.baseUrlIssueBanner.title'),
    'nubiva.baseUrlIssueBanner.text': pick('nubiva.baseUrlIssueBanner.text'),
  };
}

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function bannerScript(messages: BannerMessages, baseUrl: string): string {
  const html =
    `<div id="${BANNER_ID}" role="alert" style="border:4px solid #b00020;background:#fff4e5;color:#1c1e21;margin:20px;padding:20px;font-size:18px">` +
    `<p style="font-weight:bold;font-size:24px">${escapeHtml(messages['nubiva.baseUrlIssueBanner.title'])}</p>` +
    `<p>${escapeHtml(messages['nubiva.baseUrlIssueBanner.text'].replace('{baseUrl}', baseUrl))}</p>` +
    `</div>`;
  // Plain ES5: it must run in any browser that failed to run the bundle.
  return (
    '(function(){var d=document;function s(){' +
    `if(d.getElementById(${JSON.stringify(BANNER_ID)}))return;` +
    "var c=d.createElement('div');" +
    `c.innerHTML=${JSON.stringify(html).replace(/</g, '\\u003c')};` +
    'd.body.insertBefore(c,d.body.firstChild)}' +
    `d.addEventListener(${JSON.stringify(BUNDLE_MISSING_EVENT)},function(){` +
    "if(d.body)s();else d.addEventListener('DOMContentLoaded',s)})})();"
  );
}

export default function baseUrlIssueBannerPlugin(context: LoadContext): Plugin {
  return {
    name: 'nubiva-base-url-issue-banner',
    injectHtmlTags() {
      const messages = readBannerMessages(context.localizationDir);
      return {
        headTags: [{ tagName: 'script', innerHTML: bannerScript(messages, context.baseUrl) }],
      };
    },
  };
}
