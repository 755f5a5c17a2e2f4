/**
 * Settings an operator gives as environment variables at build time, read and
 * validated for docusaurus.config.ts: a wrong value stops the build with an
 * error that names the variable. Unset means off for every one of them.
 *
 * Node only: this module loads Joi, which must stay out of the browser bundle.
 * Client code imports ./site.
 */
import { Joi } from '@docusaurus/utils-validation';
import type { ThemeConfig } from '@docusaurus/theme-common';
import type { PageViewHooks } from './site';

/** The theme's announcement bar (`themeConfig.announcementBar`). */
export type AnnouncementBar = NonNullable<ThemeConfig['announcementBar']>;

export class SiteConfigError extends Error {
  constructor(message: string) {
    super(`Invalid site configuration: ${message}`);
    this.name = 'SiteConfigError';
  }
}

/** A variable's value; unset and blank both mean "not configured". */
function setting(env: Record<string, string | undefined>, name: string): string | undefined {
  const raw = env[name];
  return raw === undefined || raw.trim() === '' ? undefined : raw;
}

/** Our colours when the variable names none: white on the brand's dark blue. */
const defaultColours = { backgroundColor: '#1f2a44', textColor: '#ffffff' };

const cssColor = /^(#[0-9a-fA-F]{3,8}|[a-zA-Z]+|(rgb|hsl)a?\([^)]*\))$/;

/**
 * Reads the announcement bar from `NUBIVA_ANNOUNCEMENT` (a JSON object with the
 * fields of Docusaurus' `themeConfig.announcementBar`). Unset means no bar, the default.
 */
export function announcementFromEnv(
  env: Record<string, string | undefined>,
): AnnouncementBar | undefined {
  const raw = setting(env, 'NUBIVA_ANNOUNCEMENT');
  if (raw === undefined) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch (error) {
    throw new SiteConfigError(
      `NUBIVA_ANNOUNCEMENT is not valid JSON (${(error as Error).message}).`,
    );
  }
  return validateAnnouncement(value);
}

/**
 * The bar's fields as the theme's `themeConfig.announcementBar` takes them (Docusaurus validates
 * the theme config again when it loads it), with an `id` required: Docusaurus defaults it, and
 * readers who closed a bar with that id would never see the next one.
 */
const announcementSchema = Joi.object({
  id: Joi.string().required().messages({
    'any.required': '"id" is required (change it to show a new bar to readers who closed the last)',
  }),
  content: Joi.string().required(),
  backgroundColor: Joi.string(),
  textColor: Joi.string(),
  isCloseable: Joi.bool().default(true),
})
  .label('announcement bar')
  .required();

/**
 * Checks the bar's fields, then colours a browser understands (a background it ignores leaves
 * our white text on the theme's white bar).
 */
export function validateAnnouncement(value: unknown): AnnouncementBar {
  const invalid = (problem: string): SiteConfigError =>
    new SiteConfigError(`NUBIVA_ANNOUNCEMENT: ${problem}.`);
  const { error, value: bar } = announcementSchema.validate(value, { abortEarly: false });
  if (error) throw invalid(error.details.map((detail) => detail.message).join('; '));
  const announcement = { ...defaultColours, ...(bar as Partial<AnnouncementBar>) };
  for (const key of ['backgroundColor', 'textColor'] as const) {
    if (!cssColor.test(announcement[key])) {
      throw invalid(`"${key}" is not a CSS colour: "${announcement[key]}"`);
    }
  }
  return announcement as AnnouncementBar;
}

/** A global variable's name, as the operator's script defines it on window. */
const identifier = /^[A-Za-z_$][\w$]*$/;

/** The event a product-analytics client gets when only its global is named (PostHog's). */
export const DEFAULT_PRODUCT_ANALYTICS_EVENT = '$pageview';

/**
 * Reads the third-party page-view hooks; each stays off unless its variable is set.
 * The site never loads a third-party script: the operator adds it, and these
 * hooks only report page views to a client that is already on `window`.
 *
 * - `NUBIVA_TAG_MANAGER_DATA_LAYER`: the data layer's global name (e.g. `dataLayer`);
 *   each page view pushes `{ event: 'page_view', page_location }` into it.
 * - `NUBIVA_PRODUCT_ANALYTICS_GLOBAL`: the global name of a product-analytics client
 *   with a `capture(event, properties)` method (e.g. `posthog`).
 * - `NUBIVA_PRODUCT_ANALYTICS_EVENT`: the event it is called with, `$pageview` if unset.
 */
export function pageViewHooksFromEnv(env: Record<string, string | undefined>): PageViewHooks {
  const globalName = (name: string, value: string): string => {
    if (!identifier.test(value)) {
      throw new SiteConfigError(
        `${name} must be the name of a global variable (a JavaScript identifier such as ` +
          `dataLayer or posthog), not "${value}".`,
      );
    }
    return value;
  };
  const hooks: PageViewHooks = {};
  const dataLayer = setting(env, 'NUBIVA_TAG_MANAGER_DATA_LAYER');
  if (dataLayer !== undefined) {
    hooks.tagManager = { dataLayerName: globalName('NUBIVA_TAG_MANAGER_DATA_LAYER', dataLayer) };
  }
  const client = setting(env, 'NUBIVA_PRODUCT_ANALYTICS_GLOBAL');
  const event = setting(env, 'NUBIVA_PRODUCT_ANALYTICS_EVENT');
  if (client === undefined) {
    if (event !== undefined) {
      throw new SiteConfigError(
        'NUBIVA_PRODUCT_ANALYTICS_EVENT is set, but NUBIVA_PRODUCT_ANALYTICS_GLOBAL (the ' +
          'client to call) is not.',
      );
    }
  } else {
    const eventName = event ?? DEFAULT_PRODUCT_ANALYTICS_EVENT;
    // Printable ASCII without surrounding spaces: a stray quote or newline is a mistake.
    if (!/^[!-~]([ -~]{0,98}[!-~])?$/.test(eventName)) {
      throw new SiteConfigError(
        `NUBIVA_PRODUCT_ANALYTICS_EVENT must be an event name of at most 100 printable ` +
          `ASCII characters without surrounding spaces, not ${JSON.stringify(eventName)}.`,
      );
    }
    hooks.productAnalytics = {
      globalName: globalName('NUBIVA_PRODUCT_ANALYTICS_GLOBAL', client),
      eventName,
    };
  }
  return hooks;
}
