/**
 * Korean particles after an interpolated value: the navbar label
 * "{brand}(으)로 이동" renders with the particle the brand's reading takes,
 * "Nubiva로 이동", never the hedge "(으)로". And on the Korean pages, the particle
 * written after a Latin name fits how the name is read ("GitHub가", "`none`이").
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { brand } from '../src/data/brand';
import { resolveKoreanParticles } from '../src/utils/koreanParticles';
import { loadLocalePages, siteDir } from './content/pages';

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

  it('no Korean UI string puts a particle after a value whose sound it cannot know', () => {
    // A reader's name or a device id decides between 이/가, 을/를, (으)로 … by its last sound,
    // which no translation knows: such a string is worded so that no particle follows the value.
    const messages = JSON.parse(
      readFileSync(join(siteDir, 'i18n', 'ko', 'code.json'), 'utf8'),
    ) as Record<string, { message: string }>;
    const particle = /\{\w+\}(으로|로|이나|나|이|가|을|를|은|는|과|와)(?=[\s.,:;)!?]|$)/;
    expect(particle.test(' {user}가')).toBe(true);
    expect(particle.test('기기 ID {id}로 이벤트를')).toBe(true);
    const found = Object.entries(messages)
      .filter(([, { message }]) => particle.test(message))
      .map(([key, { message }]) => `${key}: ${message}`);
    expect(found).toEqual([]);
  });

  it('leaves the other locales as they translate it', () => {
    expect(renderedLabel('en')).toBe(`Go to ${brand.name}`);
    expect(renderedLabel('de')).toContain(brand.name);
  });
});

/**
 * How the Latin names the Korean pages put particles after are read: the particle follows the
 * reading's last syllable, not the spelling ("GitHub" is 깃허브, so "GitHub가").
 */
const readings: Record<string, string> = {
  API: '에이피아이',
  Axum: '액섬',
  BullMQ: '불엠큐',
  Chrome: '크롬',
  Chromium: '크로미움',
  CI: '씨아이',
  Cloudflare: '클라우드플레어',
  CPU: '씨피유',
  curl: '컬',
  Django: '장고',
  Dockerfile: '도커파일',
  Express: '익스프레스',
  FastAPI: '패스트에이피아이',
  FFmpeg: '에프에프엠펙',
  Flask: '플라스크',
  Gin: '진',
  GitHub: '깃허브',
  Go: '고',
  gunicorn: '지유니콘',
  HTML: '에이치티엠엘',
  HTTP: '에이치티티피',
  ID: '아이디',
  JSON: '제이슨',
  Markdown: '마크다운',
  '`none`': '논',
  'Node.js': '노드제이에스',
  Postgres: '포스트그레스',
  Python: '파이썬',
  Redis: '레디스',
  Rust: '러스트',
  TLS: '티엘에스',
  URL: '유알엘',
  uvicorn: '유비콘',
  WebSocket: '웹소켓',
  Whisper: '위스퍼',
};

/** The particle as written, by its dual form (resolveKoreanParticles picks the right one). */
const dualOf: Record<string, string> = {
  이: '이(가)',
  가: '이(가)',
  을: '을(를)',
  를: '을(를)',
  은: '은(는)',
  는: '은(는)',
  과: '과(와)',
  와: '과(와)',
  으로: '(으)로',
  로: '(으)로',
  이나: '(이)나',
  나: '(이)나',
};

/** Each Latin name of the table followed by a particle whose form does not fit its reading. */
function wrongParticles(text: string): string[] {
  const found: string[] = [];
  for (const [word, reading] of Object.entries(readings)) {
    const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    // The name as a word of its own, a particle, then a space, punctuation or the line's end.
    const pattern = new RegExp(
      `(?<![\\w.\`-])${escaped}(으로|로|이나|나|이|가|을|를|은|는|과|와)(?=[\\s.,:;)]|$)`,
      'gmu',
    );
    for (const [written, particle = ''] of text.matchAll(pattern)) {
      const right = resolveKoreanParticles(`${word}${dualOf[particle]}`, word, reading);
      if (right !== written) found.push(`${written} → ${right}`);
    }
  }
  return found;
}

describe('Korean particles after Latin names on the pages', () => {
  it('tells the particle from the reading, not the spelling', () => {
    expect(
      wrongParticles(
        'GitHub이 보냅니다. `none`가 쓰입니다. URL로, Python으로, GitHub.io는, FFmpeg나 Chromium',
      ),
    ).toEqual(['FFmpeg나 → FFmpeg이나', 'GitHub이 → GitHub가', '`none`가 → `none`이']);
    expect(
      wrongParticles('GitHub가 Redis는 curl로 JSON을 Go로 FFmpeg으로 HTTPS가 Gin은 JSON이나 Go나'),
    ).toEqual([]);
  });

  it('finds none on the Korean pages, in the sentences they render from data, or in the UI', () => {
    const dataDir = join(siteDir, 'src', 'data');
    const sources = [
      ...loadLocalePages('ko').map((page) => [page.id, page.source]),
      ...readdirSync(dataDir)
        .filter((file) => file.endsWith('.ts'))
        .map((file) => [file, readFileSync(join(dataDir, file), 'utf8')]),
      ['code.json', readFileSync(join(siteDir, 'i18n', 'ko', 'code.json'), 'utf8')],
    ];
    const found = sources.flatMap(([name, text]) =>
      wrongParticles(text!).map((problem) => `${name}: ${problem}`),
    );
    expect(found).toEqual([]);
  });
});
