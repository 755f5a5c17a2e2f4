import { describe, expect, it } from 'vitest';
import { brand, mainSiteLink } from '../src/data/brand';

describe('mainSiteLink', () => {
  it('marks the origin of every main-site link', () => {
    const url = new URL(mainSiteLink('/pricing', 'footer', 'de'));
    expect(url.origin).toBe(new URL(brand.mainSiteUrl).origin);
    expect(url.pathname).toBe('/pricing');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      utm_source: 'docs',
      utm_medium: 'footer',
      utm_content: 'de',
    });
  });

  it('keeps existing query parameters and overrides stale origin markers', () => {
    const url = new URL(mainSiteLink('/about?ref=x&utm_medium=old', 'navbar', 'ja'));
    expect(url.searchParams.get('ref')).toBe('x');
    expect(url.searchParams.get('utm_medium')).toBe('navbar');
    expect(url.searchParams.get('utm_content')).toBe('ja');
  });
});

describe('brand', () => {
  it('is fictional: the main site is under the reserved .example domain', () => {
    expect(new URL(brand.mainSiteUrl).hostname.endsWith('.example')).toBe(true);
    for (const address of Object.values(brand.email)) {
      expect(address.endsWith('.example')).toBe(true);
    }
  });

  it('has valid https URLs for every community channel', () => {
    for (const [name, link] of Object.entries(brand.community)) {
      expect(new URL(link).protocol, name).toBe('https:');
    }
  });

  it('has a complete legal notice of placeholders as obviously fictional as the domain', () => {
    const { imprint } = brand;
    expect(imprint.street).toMatch(/^Musterstraße \d+$/);
    expect(imprint.postalCode).toBe('12345');
    expect(imprint.city).toBe('Beispielstadt');
    expect(imprint.registerCourt).toBe(`Amtsgericht ${imprint.city}`);
    // Register number and VAT id of the right shape, every digit a zero.
    expect(imprint.registerNumber).toMatch(/^HRB 0+$/);
    expect(imprint.vatId).toMatch(/^DE0{9}$/);
    expect(imprint.phone).toMatch(/^\+49 \d+ 0+$/);
    expect(imprint.representatives.length).toBeGreaterThan(0);
    for (const name of imprint.representatives) expect(name).toMatch(/Mustermann$/);
  });
});
