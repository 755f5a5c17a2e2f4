import { describe, expect, it } from 'vitest';
import { langFromAcceptLanguage } from '../src/stats/messages.js';

describe('langFromAcceptLanguage (the insights dashboard follows the browser)', () => {
  it.each([
    ['de-DE,de;q=0.9,en;q=0.8', 'de'],
    ['en-US,en;q=0.9,de;q=0.8', 'en'],
    ['fr-FR, de-AT;q=0.7, en;q=0.5', 'de'],
    ['en;q=0.2, de;q=0.8', 'de'],
    ['de;q=0, en;q=0.1', 'en'],
    ['fr, ja', 'en'],
    ['', 'en'],
    [undefined, 'en'],
  ])('%s → %s', (header, lang) => {
    expect(langFromAcceptLanguage(header)).toBe(lang);
  });
});
