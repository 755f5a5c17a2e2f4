/**
 * Site settings shared by the Docusaurus config and the browser code: locales,
 * the layout breakpoint, the shape of the page-view hooks. What an operator sets
 * at build time (announcement bar, hooks) is read and validated in ./buildEnv.
 */

export const defaultLocale = 'en';
export const locales = ['en', 'ja', 'ko', 'de'] as const;
export type Locale = (typeof locales)[number];

/** BCP 47 tags used for `<html lang>` and the alternate links. */
export const localeConfigs: Record<Locale, { label: string; htmlLang: string }> = {
  en: { label: 'English', htmlLang: 'en' },
  ja: { label: '日本語', htmlLang: 'ja' },
  ko: { label: '한국어', htmlLang: 'ko' },
  de: { label: 'Deutsch', htmlLang: 'de' },
};

/**
 * Page-view hooks for third-party analytics, each off until the operator
 * configures it at build time (src/data/buildEnv.ts reads the variables).
 */
export interface PageViewHooks {
  /** Pushes a page_view into a tag manager's data layer (the operator loads the tag manager). */
  tagManager?: { dataLayerName: string };
  /** Calls a product-analytics client the operator has put on `window` (e.g. `posthog`). */
  productAnalytics?: { globalName: string; eventName: string };
}

/**
 * What the docs tell AI tools (robots.txt, llms.txt, the support page) and the server serves:
 * the MCP endpoint's path on the docs host (packages/server reads it), and robots.txt's
 * Content-Signal line (contentsignals.org): whether the content may be used for search results,
 * as input to AI answers (ai-input) and for training models (ai-train). The operator changes them
 * here.
 */
export const agentAccess = {
  mcpPath: '/mcp',
  contentSignal: { search: 'yes', 'ai-input': 'yes', 'ai-train': 'yes' },
} as const satisfies {
  mcpPath: `/${string}`;
  contentSignal: Record<'search' | 'ai-input' | 'ai-train', 'yes' | 'no'>;
};
