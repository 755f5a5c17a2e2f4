import React, { type ReactNode } from 'react';
import { runtimes } from '../../data/platform';
import FactTable from './FactTable';
import { FileAlternatives } from './DetectedBy';
import type { Localized } from './format';
import { useFactsLocale } from './useFactsLocale';

const head: readonly Localized[] = [
  { en: 'Runtime', de: 'Runtime', ja: 'ランタイム', ko: '런타임' },
  { en: 'Detected by', de: 'Erkannt an', ja: '検出に使うファイル', ko: '감지 기준 파일' },
  { en: 'Versions', de: 'Versionen', ja: 'バージョン', ko: '버전' },
  { en: 'Default', de: 'Standard', ja: 'デフォルト', ko: '기본값' },
];

/** The versions cell of a runtime without versions of its own (Dockerfile): the image decides. */
const fromImage: Localized = {
  en: 'your image',
  de: 'dein Image',
  ja: 'イメージで指定',
  ko: '이미지에서 지정',
};

/** Japanese separates listed items with 、, not a half-width comma. */
const listComma: Localized = { en: ', ', de: ', ', ja: '、', ko: ', ' };

/** Runtimes the build detects, the files that trigger detection and the versions offered. */
export default function RuntimesTable(): ReactNode {
  const locale = useFactsLocale();
  return (
    <FactTable
      head={head.map((cell) => cell[locale])}
      rows={runtimes.map((runtime) => [
        runtime.name,
        <FileAlternatives key="files" files={runtime.detectedBy} locale={locale} />,
        runtime.versions.length > 0 ? runtime.versions.join(listComma[locale]) : fromImage[locale],
        runtime.default || '–',
      ])}
    />
  );
}
