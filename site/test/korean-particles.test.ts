/**
 * Korean particles after an interpolated value: the navbar label
 * "{brand}(으)로 이동" renders with the particle the brand's reading takes,
 * "Nubiva로 이동", never the hedge "(으)로".
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { brand } from '../src/data/brand';
import { resolveKoreanParticles } from '../src/utils/koreanParticles';
import { siteDir } from './content/pages';

const messages = vi.hoisted(() => ({ current: {} as Record<string, { message: string }> }));
// Docusaurus' translate with a locale's code.json, as the build bundles it ({name} placeholders
// replaced by their values, as its interpolate does for strings).
const interpolate = (message: string, values: Record<string, string> = {}): string =>
  message.replace(/\{(\w+)\}/g, (placeholder, name: string) => values[name] ?? placeholder);
vi.mock('@docusaurus/Translate', () => ({
  translate: ({ id, message }: { id: string; message: string }, values?: Record<string, string>) =>
    interpolate(messages.current[id]?.message ?? message, values),
}));
vi.mock('@theme/NavbarItem/DefaultNavbarItem', () => ({
  default: ({ label, href }: { label: string; href: string }) =>
    createElement('a', { href }, label),
}));

const { default: MainSiteNavbarItem } = await import('../src/components/MainSiteNavbarItem');

/** The label as a locale's page renders it (English: the default message, no code.json). */
function renderedLabel(locale: string): string {
  const file = join(siteDir, 'i18n', locale, 'code.json');
  messages.current = existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, { message: string }>)
    : {};
  const html = renderToStaticMarkup(createElement(MainSiteNavbarItem, { href: brand.mainSiteUrl }));
  return html.replace(/<[^>]+>/g, '');
}

describe('Korean particles after an interpolated word', () => {
  it('picks 로 after a vowel or ㄹ and 으로 after another final consonant', () => {
    expect(resolveKoreanParticles('Nubiva(으)로 이동', 'Nubiva', '누비바')).toBe('Nubiva로 이동');
    expect(resolveKoreanParticles('Nubion(으)로 이동', 'Nubion', '누비온')).toBe('Nubion으로 이동');
    expect(resolveKoreanParticles('Nubiel(으)로 이동', 'Nubiel', '누비엘')).toBe('Nubiel로 이동');
  });

  it('picks 이/가, 을/를, 은/는, 과/와 by the final consonant (ㄹ counts as one)', () => {
    expect(resolveKoreanParticles('Nubiva을(를) Nubiva은(는)', 'Nubiva', '누비바')).toBe(
      'Nubiva를 Nubiva는',
    );
    expect(resolveKoreanParticles('Nubiel이(가) Nubiel과(와)', 'Nubiel', '누비엘')).toBe(
      'Nubiel이 Nubiel과',
    );
  });

  it('refuses a reading that is not Hangul instead of guessing', () => {
    expect(() => resolveKoreanParticles('x(으)로', 'x', 'x')).toThrow(/must end in Hangul/);
  });

  it('renders the Korean navbar label with the particle of the brand', () => {
    const label = renderedLabel('ko');
    expect(label).toBe(
      resolveKoreanParticles(`${brand.name}(으)로 이동`, brand.name, brand.nameReadingKo),
    );
    expect(label).not.toMatch(/\(으\)|\(을\)|\(를\)|\(이\)|\(가\)|\(은\)|\(는\)/);
    expect(label).toBe('Nubiva로 이동');
  });

  it('no other Korean UI string leaves a dual particle for the reader', () => {
    // Only the navbar label resolves dual forms; anywhere else "(으)로" would be shown as written.
    const messages = JSON.parse(
      readFileSync(join(siteDir, 'i18n', 'ko', 'code.json'), 'utf8'),
    ) as Record<string, { message: string }>;
    const dual = /\(으\)로|을\(를\)|를\(을\)|이\(가\)|가\(이\)|은\(는\)|는\(은\)|과\(와\)|와\(과\)/;
    const unresolved = Object.entries(messages)
      .filter(([key, { message }]) => key !== 'nubiva.navbar.mainSite' && dual.test(message))
      .map(([key, { message }]) => `${key}: ${message}`);
    expect(unresolved).toEqual([]);
  });

  it('leaves the other locales as they translate it', () => {
    expect(renderedLabel('en')).toBe(`Go to ${brand.name}`);
    expect(renderedLabel('de')).toContain(brand.name);
  });
});
