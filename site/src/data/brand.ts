/**
 * The brand: the one place an operator edits to rebrand the site.
 *
 * Nubiva is a fictional provider. Its main site lives under the reserved
 * `.example` top-level domain (RFC 2606), so no link can ever point at a real
 * company's site. Community and social links use the real platforms' hosts
 * with the brand's handle, the shape an operator replaces with their own.
 */
export const brand = {
  /** Product and company name as shown in titles, the navbar and legal texts. */
  name: 'Nubiva',
  /**
   * How the name is read in Korean: its last syllable picks the particles that
   * follow the name in interpolated UI strings ("Nubiva로"; a name read with a
   * final consonant would get "으로"). Change it with the name.
   */
  nameReadingKo: '누비바',
  /** Legal entity used in the footer copyright and the legal pages. */
  legalName: 'Nubiva Cloud GmbH',
  /** The product's main marketing site; every link to it is origin-marked. */
  mainSiteUrl: 'https://nubiva.example',
  /** Where this documentation site is deployed (used for canonical URLs and sitemaps). */
  docsUrl: 'https://docs.nubiva.example',
  /** Paths on the main site linked from the footer. */
  mainSitePaths: {
    home: '/',
    about: '/about',
    pricing: '/pricing',
  },
  /** Community, social, publishing and code-hosting channels. */
  community: {
    discord: 'https://discord.gg/nubiva',
    x: 'https://x.com/nubiva',
    linkedin: 'https://www.linkedin.com/company/nubiva',
    youtube: 'https://www.youtube.com/@nubiva',
    blog: 'https://medium.com/@nubiva',
    devto: 'https://dev.to/nubiva',
    github: 'https://github.com/nubiva',
  },
  /**
   * The provider's identification for the legal notice (Impressum, § 5 DDG) on
   * the contact page. The values are placeholders as fictional as the
   * `.example` domain; an operator replaces every one with the company's own.
   */
  imprint: {
    street: 'Musterstraße 1',
    postalCode: '12345',
    city: 'Beispielstadt',
    /** ISO 3166 code; the contact page names the country in the reader's language. */
    country: 'DE',
    /** Managing directors (Geschäftsführer) who represent the GmbH. */
    representatives: ['Erika Mustermann'],
    registerCourt: 'Amtsgericht Beispielstadt',
    registerNumber: 'HRB 00000',
    /** VAT identification number (Umsatzsteuer-Identifikationsnummer, § 27a UStG). */
    vatId: 'DE000000000',
    /**
     * A second fast way to reach the provider beside email, as § 5 DDG asks; in the
     * international form so the `tel:` link dials from abroad too.
     */
    phone: '+49 30 00000000',
  },
  /** Public addresses used on the contact, support and legal pages. */
  email: {
    support: 'support@nubiva.example',
    privacy: 'privacy@nubiva.example',
    abuse: 'abuse@nubiva.example',
    /** Suspected unauthorised access to an account and vulnerabilities: read around the clock. */
    security: 'security@nubiva.example',
    legal: 'legal@nubiva.example',
  },
} as const;

export type Brand = typeof brand;

/** Where on the docs site a link to the main site sits; becomes `utm_medium`. */
export type LinkPlacement = 'navbar' | 'footer' | 'content';

/**
 * A main-site URL that carries query parameters marking where the visitor came
 * from (`utm_source=docs&utm_medium=<placement>&utm_content=<locale>`), so the
 * main site's analytics can attribute visits to the docs.
 */
export function mainSiteLink(
  path: string,
  placement: LinkPlacement,
  locale: string,
  base: string = brand.mainSiteUrl,
): string {
  const url = new URL(path, base);
  url.searchParams.set('utm_source', 'docs');
  url.searchParams.set('utm_medium', placement);
  url.searchParams.set('utm_content', locale);
  return url.toString();
}
