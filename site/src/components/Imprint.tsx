import React, { type ReactNode } from 'react';
import { brand } from '../data/brand';
import type { Localized } from './facts/format';
import { countryNames } from './facts/labels';
import { useFactsLocale } from './facts/useFactsLocale';

const labels = {
  provider: { en: 'Provider', de: 'Anbieter', ja: '運営者', ko: '운영자' },
  representatives: {
    en: 'Represented by the management (Geschäftsführung)',
    de: 'Vertreten durch die Geschäftsführung',
    ja: '代表者（業務執行者／Geschäftsführer）',
    ko: '대표자(대표이사)',
  },
  register: {
    en: 'Register entry',
    de: 'Registereintrag',
    ja: '商業登記',
    ko: '상업 등기',
  },
  registerName: {
    en: 'Commercial register (Handelsregister)',
    de: 'Handelsregister',
    ja: '商業登記簿（Handelsregister）',
    ko: '상업 등기부(Handelsregister)',
  },
  vatId: {
    en: 'VAT identification number',
    de: 'Umsatzsteuer-Identifikationsnummer nach § 27a UStG',
    ja: '付加価値税識別番号',
    ko: '부가가치세 식별번호',
  },
  phone: { en: 'Telephone', de: 'Telefon', ja: '電話', ko: '전화' },
  email: { en: 'Email', de: 'E-Mail', ja: 'メール', ko: '이메일' },
} as const satisfies Record<string, Localized>;

/** Japanese ends a label with a full-width colon. */
const colon: Localized = { en: ':', de: ':', ja: '：', ko: ':' };

/** The provider's postal address on one line, without the name (the privacy policy's controller). */
export function PostalAddress(): ReactNode {
  const locale = useFactsLocale();
  const { imprint } = brand;
  return `${imprint.street}, ${imprint.postalCode} ${imprint.city}, ${countryNames[imprint.country][locale]}`;
}

/**
 * The provider's identification (Impressum, § 5 DDG) from brand.ts: name,
 * postal address, representatives, register entry, VAT id, telephone and email, labelled
 * in the reader's language. The address stays in its German form.
 */
export default function Imprint(): ReactNode {
  const locale = useFactsLocale();
  const { imprint } = brand;
  // Paragraphs, not a table: an Impressum reads as an address block, and it stays
  // readable on a phone without scrolling sideways.
  const rows: [label: Localized, value: ReactNode][] = [
    [labels.representatives, imprint.representatives.join(', ')],
    [
      labels.register,
      [
        labels.registerName[locale],
        // Japanese readers get the court's kind in their words, the German name for looking it up.
        locale === 'ja'
          ? `${imprint.city} 区裁判所（${imprint.registerCourt}）`
          : imprint.registerCourt,
        imprint.registerNumber,
      ].join(locale === 'ja' ? '、' : ', '),
    ],
    [labels.vatId, imprint.vatId],
    [
      labels.phone,
      <a key="phone" href={`tel:${imprint.phone.replaceAll(' ', '')}`}>
        {imprint.phone}
      </a>,
    ],
    [
      labels.email,
      <a key="email" href={`mailto:${brand.email.legal}`}>
        {brand.email.legal}
      </a>,
    ],
  ];
  return (
    <>
      <p>
        <strong>{labels.provider[locale]}</strong>
      </p>
      <address style={{ fontStyle: 'normal', marginBottom: 'var(--ifm-paragraph-margin-bottom)' }}>
        {brand.legalName}
        <br />
        {imprint.street}
        <br />
        {imprint.postalCode} {imprint.city}
        <br />
        {countryNames[imprint.country][locale]}
      </address>
      {rows.map(([label, value]) => (
        <p key={label.en}>
          <strong>
            {label[locale]}
            {colon[locale]}
          </strong>{' '}
          {value}
        </p>
      ))}
    </>
  );
}
