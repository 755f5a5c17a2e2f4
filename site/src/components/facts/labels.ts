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
 * uses full-width parentheses, Korean half-width ones, both without a space (Korean attaches a
 * parenthesis to the word before it); the others a space and half-width ones.
 */
export const defaultMark: Localized = {
  en: ' (default)',
  de: ' (Standard)',
  ja: '（デフォルト）',
  ko: '(기본값)',
};

/**
 * Country names by ISO 3166 code, for the regions table and the legal notice's
 * address; a region or an imprint address in a new country does not compile
 * until its country is named here.
 */
export const countryNames = {
  DE: { en: 'Germany', de: 'Deutschland', ja: 'ドイツ', ko: '독일' },
  NL: { en: 'Netherlands', de: 'Niederlande', ja: 'オランダ', ko: '네덜란드' },
  US: { en: 'United States', de: 'USA', ja: '米国', ko: '미국' },
  JP: { en: 'Japan', de: 'Japan', ja: '日本', ko: '일본' },
} as const satisfies Record<string, Localized>;
