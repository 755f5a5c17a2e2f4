import React, { type ReactNode } from 'react';
import { recipients, transferBases, type RecipientRole } from '../../data/legal';
import FactTable from './FactTable';
import type { Localized } from './format';
import { countryNames } from './labels';
import { useFactsLocale } from './useFactsLocale';

const head: readonly Localized[] = [
  { en: 'Recipient', de: 'Empfänger', ja: '受領者', ko: '수령자' },
  { en: 'Role', de: 'Rolle', ja: '役割', ko: '역할' },
  { en: 'Purpose', de: 'Zweck', ja: '目的', ko: '목적' },
  { en: 'Country', de: 'Land', ja: '国', ko: '국가' },
  { en: 'Transfer basis', de: 'Grundlage der Übermittlung', ja: '移転の根拠', ko: '이전 근거' },
];

const roleNames: Readonly<Record<RecipientRole, Localized>> = {
  subprocessor: {
    en: 'sub-processor (hosts customer content)',
    de: 'Unterauftragsverarbeiter (hostet Kundeninhalte)',
    ja: '副処理者（顧客コンテンツをホスト）',
    ko: '재수탁자(고객 콘텐츠 호스팅)',
  },
  processor: { en: 'processor', de: 'Auftragsverarbeiter', ja: '処理者', ko: '수탁자' },
  controller: {
    en: 'independent controller',
    de: 'eigener Verantwortlicher',
    ja: '独立した管理者',
    ko: '독립적인 개인정보처리자',
  },
};

const withinEea: Localized = {
  en: 'none needed (European Economic Area)',
  de: 'keine nötig (Europäischer Wirtschaftsraum)',
  ja: '不要（欧州経済領域内）',
  ko: '필요 없음(유럽경제지역 내)',
};

/** The banks of a direct debit: ours, and the payer's wherever it is. */
const ourAndPayersBank: Localized = {
  en: 'Germany (ours); the country of your bank (yours)',
  de: 'Deutschland (unsere); das Land deiner Bank (deine)',
  ja: 'ドイツ（当社の銀行）、お客様の銀行の所在国（お客様の銀行）',
  ko: '독일(당사의 은행), 귀하의 은행이 있는 국가(귀하의 은행)',
};

/** Between a basis' name and its explanation. */
const nameEnd: Localized = { en: ': ', de: ': ', ja: '：', ko: ': ' };

/** The heading of the paragraphs below the table that say what each basis means. */
const basesAnchor = 'transfer-bases';

/** Every recipient: who, in which role, what for, in which country, and on which basis data go there. */
export default function SubprocessorsTable(): ReactNode {
  const locale = useFactsLocale();
  return (
    <FactTable
      head={head.map((cell) => cell[locale])}
      rows={recipients.map((processor) => [
        typeof processor.name === 'string' ? processor.name : processor.name[locale],
        roleNames[processor.role][locale],
        processor.purpose[locale],
        processor.country === 'DE-and-payers-bank'
          ? ourAndPayersBank[locale]
          : countryNames[processor.country][locale],
        processor.transferBasis ? (
          <a href={`#${basesAnchor}`}>{transferBases[processor.transferBasis].name[locale]}</a>
        ) : (
          withinEea[locale]
        ),
      ])}
    />
  );
}

/** What each transfer basis the table names means, once, under the heading `#transfer-bases`. */
export function TransferBases(): ReactNode {
  const locale = useFactsLocale();
  const bases = [...new Set(recipients.flatMap((recipient) => recipient.transferBasis ?? []))];
  return bases.map((basis) => (
    <p key={basis}>
      <strong>{transferBases[basis].name[locale]}</strong>
      {nameEnd[locale]}
      {transferBases[basis].explanation[locale]}
    </p>
  ));
}
