import React, { type ReactNode } from 'react';
import { brand } from '../data/brand';
import type { Localized } from './facts/format';
import { countryNames } from './facts/labels';
import { useFactsLocale } from './facts/useFactsLocale';

const labels = {
  provider: { en: 'Provider', de: 'Anbieter', ja: '運営者', ko: '운영자' },
  representatives: {
    en: 'Represented by (managing directors)',
    de: 'Vertreten durch die Geschäftsführung',
    ja: '代表者（マネージングディレクター）',
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
  email: { en: 'E-mail', de: 'E-Mail', ja: 'メール', ko: '이메일' },
} as const satisfies Record<string, Localized>;

/**
 * The provider's identification (Impressum, § 5 DDG) from brand.ts: name,
 * postal address, representatives, register entry, VAT id and e-mail, labelled
 * in the reader's language. The address stays in its German form.
 */
export default function Imprint(): ReactNode {
  const locale = useFactsLocale();
  const { imprint } = brand;
  const rows: [label: Localized, value: ReactNode][] = [
    [
      labels.provider,
      <address key="address" style={{ fontStyle: 'normal' }}>
        {brand.legalName}
        <br />
        {imprint.street}
        <br />
        {imprint.postalCode} {imprint.city}
        <br />
        {countryNames[imprint.country][locale]}
      </address>,
    ],
    [labels.representatives, imprint.representatives.join(', ')],
    [
      labels.register,
      `${labels.registerName[locale]}, ${imprint.registerCourt}, ${imprint.registerNumber}`,
    ],
    [labels.vatId, imprint.vatId],
    [
      labels.email,
      <a key="email" href={`mailto:${brand.email.legal}`}>
        {brand.email.legal}
      </a>,
    ],
  ];
  return (
    <table>
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label.en}>
            <th scope="row">{label[locale]}</th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
