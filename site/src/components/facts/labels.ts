/**
 * Words the fact tables share (headers, the default marker), in every locale
 * of the site. Terms as decided in site/GLOSSARY.md, GLOSSARY.ja.md and
 * GLOSSARY.ko.md.
 */
import type { Localized } from './format';

export const memory: Localized = {
  en: 'Memory',
  de: 'Arbeitsspeicher',
  ja: 'メモリ',
  ko: '메모리',
};

/**
 * Marks the default entry after its name in code (`small (default)`). Japanese
 * uses full-width parentheses without a space, Korean and the others a space
 * and half-width ones.
 */
export const defaultMark: Localized = {
  en: ' (default)',
  de: ' (Standard)',
  ja: '（デフォルト）',
  ko: ' (기본값)',
};
