/**
 * Legal facts: the periods and the age the terms of service and the
 * acceptable use policy commit to. The legal pages render them in every
 * language (MDX `import { legal } from '@site/src/data/legal'`, then
 * `{legal.priceChangeNoticeWeeks} weeks`) and never retype a value; the
 * content test that rejects retyped platform numbers reads these too.
 *
 * One constant per commitment: where two commitments have the same period
 * today (notice of a price change and of changed terms), each still has its
 * own constant, so one can change without the other. The pages write the
 * unit in the plural ("weeks", "Wochen"), so every value stays above one.
 */
export const legal = {
  /** Minimum age to open an account (terms of service, "Your account"). */
  minimumAgeYears: 18,
  /**
   * Advance notice of a change that restricts features the customer uses,
   * unless security or the law requires it sooner (terms, "Our services").
   */
  featureRestrictionNoticeWeeks: 4,
  /**
   * Deadline the payment reminder sets; if it passes unpaid, the account may be
   * restricted to read-only access (terms, "Prices and payment").
   */
  paymentReminderDays: 14,
  /** Advance notice of a price change, before which the customer may terminate (terms, "Prices and payment"). */
  priceChangeNoticeWeeks: 6,
  /** Notice with which we (the provider) may terminate the contract, to the end of a calendar month (terms, "Term and termination"). */
  terminationNoticeWeeks: 4,
  /** After termination, the customer can export their content this long before it is deleted (terms, "Term and termination"). */
  exportAfterTerminationDays: 30,
  /**
   * Longest notice before a switch to another provider starts: the customer names
   * the start date, at most this long after the request (terms, "Switching to
   * another provider"; the EU Data Act allows no more than two months).
   */
  switchingNoticeMaxMonths: 2,
  /**
   * Transitional period of a switch, in which the services keep running; the
   * contract then ends and the export period above follows (terms, "Switching").
   */
  switchingTransitionDays: 30,
  /**
   * Changed terms are e-mailed this long before they take effect; the customer
   * may object until then (terms, "Changes to these terms").
   */
  termsChangeNoticeWeeks: 6,
  /**
   * A new or replaced sub-processor is announced by e-mail this long before it
   * starts; the customer may object until then (privacy policy, "Recipients").
   */
  subprocessorChangeNoticeWeeks: 4,
} as const;

export type Legal = typeof legal;

/**
 * Sub-processors of the platform (Art. 28(2) and (4) GDPR). Placeholders, like
 * the legal notice's in ./brand: the operator puts in the real companies.
 */
export const subprocessors = [
  {
    name: 'Beispiel Rechenzentrum GmbH, Beispielstadt (DE)',
    purpose: {
      en: 'servers, storage and network of the platform',
      de: 'Server, Speicher und Netz der Plattform',
      ja: 'プラットフォームのサーバー、ストレージ、ネットワーク',
      ko: '플랫폼의 서버, 스토리지 및 네트워크',
    },
  },
  {
    name: 'Beispiel Payments GmbH, Beispielstadt (DE)',
    purpose: {
      en: 'card payments',
      de: 'Kartenzahlungen',
      ja: 'カード決済',
      ko: '카드 결제',
    },
  },
] as const;
