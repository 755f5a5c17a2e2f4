/**
 * Finds numbers typed into a page that also exist in the facts modules
 * (`platform.ts` and `legal.ts`, read by ./facts), i.e. a fact retyped instead
 * of imported.
 *
 * The rule, chosen so ordinary numbers do not trip it:
 * - Only typed text counts: front matter, imports and `{…}` expressions (the
 *   way pages render facts) are blanked before scanning. Code blocks count:
 *   `EXPOSE 8080` retypes the port just as prose would.
 * - A number is a token not glued to a preceding letter, so identifiers and
 *   version labels (`IPv4`, `h2`, `v2`, `ES2022`, `utf8`) are skipped; a
 *   unit glued after it still counts (`512MiB`).
 * - It is a retyped fact when its value is in the facts and it is either
 *   significant on its own (two or more digits, or a decimal: `8080`, `20`,
 *   `3.12`, `0,1`) or a single digit followed by a unit (`5 GiB`, `7 Tage`).
 *   A single digit right after a runtime's or database's name is a version
 *   (`Redis 8`) and counts too.
 *   Single digits without a unit are list numbering, steps and prose
 *   ("2 Dienste", "Schritt 3") and are ignored, as are ordered-list markers
 *   (`10. …` at the start of a line).
 * - Years (1990–2040), HTTP status codes after "HTTP", "status" (also "status of",
 *   "status>=", "Status ab"), "ステータス" or "상태 코드", and legal references after "§",
 *   "Art.", "第" or "제" are ignored; the test asserts no fact lies in the year range, so this
 *   exemption can never hide one.
 * - Thousands separators are understood (`1,000`, `1.000` → 1000); otherwise
 *   a comma is a German decimal point (`0,1` → 0.1). Version strings of the
 *   facts are read the same way (Rust `1.100` → 1100), so a typed copy matches.
 * - Japanese and Korean pages are read by the same rule: a digit glued to a
 *   Japanese or Korean word still counts (`約30秒`, `최대30초`: only a Latin
 *   letter before it makes an identifier), and their units count as units
 *   (`5 分間`, `5분`, `10 KB를`).
 * - A translation may write in digits what its English page spells out as a
 *   word (English "thirty days" → `30 日間`, "nine tenths" → `90 %`, "half a
 *   minute" → `30초`): see {@link translatedRetypedNumbers}. The word must be
 *   in the corresponding place of the English page, i.e. in the section with
 *   the same heading anchor (or the intro before the first heading, or the
 *   front matter), and each English word allows one digit. Any other digit
 *   that equals a fact fails as on an English page.
 */
import type { Heading } from 'mdast';
import { visit } from 'unist-util-visit';
import type { DocPage } from './pages';
import { headingAnchors } from './translation-parity';

const unitWords = [
  'ms',
  's',
  'sec',
  'seconds?',
  'sekunden?',
  'min',
  'minutes?',
  'minuten?',
  'h',
  'hours?',
  'stunden?',
  'days?',
  'tagen?',
  'tage',
  'weeks?',
  'wochen?',
  'months?',
  'monate?n?',
  'years?',
  'jahre?n?',
  '[kmgt]i?b',
  'vcpus?',
  'cpus?',
  '%',
  'percent',
  'prozent',
  '€',
  'eur',
  'euros?',
  'cents?',
  'instances?',
  'instanzen',
  'instanz',
  'connections?',
  'verbindungen',
  'verbindung',
  'requests?',
  'anfragen',
  'retries',
  'versuche',
  'wiederholungen',
  'projects?',
  'projekte',
  'services',
  'dienste',
  'members',
  'mitglieder',
  'rules?',
  'regeln',
  'domains?',
  'jobs?',
  'deployments?',
  'variables?',
  'variablen',
  'x',
];

/**
 * The same units in Japanese and Korean. Words follow them without a space
 * (`5 分間`, `30초가`), so they need no word boundary; the counters of plain
 * counts (つ, 回, 件, 個, 개, 번) are not units, as "2 services" is not in English.
 */
const cjkUnitWords = [
  // Japanese
  '秒',
  '分',
  '時間',
  '日',
  '週',
  'か月',
  'ヶ月',
  'カ月',
  '箇月',
  '年',
  '歳',
  '割',
  'パーセント',
  'ユーロ',
  'セント',
  '倍',
  'インスタンス',
  '接続',
  'リクエスト',
  'プロジェクト',
  'サービス',
  'メンバー',
  'ルール',
  'ドメイン',
  'ジョブ',
  'デプロイ',
  '変数',
  // Korean
  '초',
  '분',
  '시간',
  '일',
  '주',
  '개월',
  '달',
  '년',
  '퍼센트',
  '유로',
  '센트',
  '배',
  '인스턴스',
  '연결',
  '요청',
  '프로젝트',
  '서비스',
  '멤버',
  '규칙',
  '도메인',
  '작업',
  '배포',
  '변수',
];

// A Latin unit ends where no Latin letter or digit follows: `5 GiB` and `5 GiB를` (a Korean
// particle after it), not `5 GiBs` or `5 x86`.
const unitPattern = new RegExp(
  `^[\\s\\u00a0]?(?:(?:${unitWords.join('|')})(?![\\p{sc=Latin}\\p{N}])|${cjkUnitWords.join('|')})`,
  'iu',
);

/** Every numeric value in the facts: numbers and numeric strings such as versions ('22', '3.12'). */
export function factNumbers(facts: unknown): Set<number> {
  const values = new Set<number>();
  const walk = (value: unknown): void => {
    if (typeof value === 'number') values.add(value);
    // Read like a typed token, so a version such as Rust's '1.100' is the 1100 a page's `1.100` is.
    else if (typeof value === 'string' && /^\d+(\.\d+)?$/.test(value)) values.add(toNumber(value));
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(facts);
  return values;
}

export function isYear(value: number): boolean {
  return Number.isInteger(value) && value >= 1990 && value <= 2040;
}

/** A product whose version may be a single digit (`Redis 8`): the digit after it is a version. */
const versionedName = /(?:Node\.js|Python|Go|Rust|PostgreSQL|Postgres|Redis)[\s\u00a0]$/;

function toNumber(token: string): number {
  if (/^\d{1,3}([.,]\d{3})+$/.test(token)) return Number(token.replace(/[.,]/g, ''));
  return Number(token.replace(',', '.'));
}

export interface RetypedNumber {
  token: string;
  line: number;
  context: string;
}

export function findRetypedNumbers(text: string, facts: Set<number>): RetypedNumber[] {
  const found: RetypedNumber[] = [];
  // Not glued to a preceding letter of an identifier (`IPv4`, `h2`); a Japanese or Korean word
  // before a number (`約30秒`) is prose.
  const tokenPattern =
    /(?<![\p{sc=Latin}\p{sc=Greek}\p{sc=Cyrillic}\p{N}_.,])\d+(?:[.,]\d+)*(?![\p{N}_])/gu;
  for (const match of text.matchAll(tokenPattern)) {
    const token = match[0];
    const start = match.index;
    const value = toNumber(token);
    // A leading zero marks a part of a date or time (`2026-11-03T03:41`, `09:00`), never a fact.
    if (!facts.has(value) || isYear(value) || /^0\d/.test(token)) continue;
    const before = text.slice(Math.max(0, start - 16), start);
    if (
      /(?:HTTP|[Ss]tatus(?:code)?(?: of| ab|\s*[<>]=?)?|status\(|ステータス|상태 코드)\s*$/.test(
        before,
      )
    )
      continue;
    // Legal references: "§ 25", "section 14", "Art. 6", "第 25 条", "제25조" name a law's section,
    // not a fact.
    if (/(?:§|\b[Ss]ection|Art\.|第)\s*$|제$/.test(before)) continue;
    const after = text.slice(start + token.length, start + token.length + 16);
    const lineStart = text.lastIndexOf('\n', start - 1) + 1;
    if (/^[\s>]*$/.test(text.slice(lineStart, start)) && /^[.)]\s/.test(after)) continue;
    const significant =
      token.replace(/\D/g, '').length >= 2 || /[.,]/.test(token) || versionedName.test(before);
    if (!significant && !unitPattern.test(after)) continue;
    const line = text.slice(0, start).split('\n').length;
    found.push({ token, line, context: `${before}${token}${after}`.replace(/\s+/g, ' ').trim() });
  }
  return found;
}

// ---------------------------------------------------------------- numbers spelled out in English

const smallNumbers: Record<string, number> = Object.fromEntries(
  [
    'zero',
    'one',
    'two',
    'three',
    'four',
    'five',
    'six',
    'seven',
    'eight',
    'nine',
    'ten',
    'eleven',
    'twelve',
    'thirteen',
    'fourteen',
    'fifteen',
    'sixteen',
    'seventeen',
    'eighteen',
    'nineteen',
  ].map((word, value) => [word, value]),
);
const tensWords: Record<string, number> = {
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};
/** Denominators of the fractions a translation writes as a share ("nine tenths" → 90 %). */
const fractionWords: Record<string, number> = {
  half: 2,
  halves: 2,
  quarter: 4,
  quarters: 4,
  tenth: 10,
  tenths: 10,
};
/** Units that "a" or "an" counts one of: "a second or more" → `1 秒以上`, "a day before". */
const singularUnits = new Set([
  'second',
  'minute',
  'hour',
  'day',
  'week',
  'month',
  'year',
  'kilobyte',
  'kb',
  'kib',
  'megabyte',
  'mb',
  'mib',
  'gigabyte',
  'gb',
  'gib',
]);
/** Half of a unit in the next smaller unit: "half a minute" → 30 (seconds). */
const halfOf: Record<string, number> = { minute: 30, hour: 30, day: 12 };

/** One number of words starting at `start` ("twenty-four", "a hundred"), or null. */
function readNumberWords(words: string[], start: number): { value: number; end: number } | null {
  let total = 0;
  let current = 0;
  let last: 'none' | 'unit' | 'teen' | 'tens' | 'hundred' | 'thousand' | 'dozen' = 'none';
  let j = start;
  const scale = new Set(['hundred', 'thousand', 'dozen']);
  if (/^an?$/.test(words[j] ?? '') && scale.has(words[j + 1] ?? '')) {
    current = 1;
    last = 'unit';
    j += 1;
  }
  for (; j < words.length; j += 1) {
    const word = words[j]!;
    const small = smallNumbers[word];
    const tens = tensWords[word];
    const afterScale = last === 'none' || last === 'hundred' || last === 'thousand';
    if (small !== undefined && small > 0 && small < 10 && (afterScale || last === 'tens')) {
      current += small;
      last = 'unit';
    } else if (small !== undefined && afterScale) {
      current += small;
      last = 'teen';
    } else if (tens !== undefined && afterScale) {
      current += tens;
      last = 'tens';
    } else if (word === 'hundred' && (last === 'unit' || last === 'teen') && current < 100) {
      current *= 100;
      last = 'hundred';
    } else if (word === 'thousand' && last !== 'none' && last !== 'thousand') {
      total += current * 1000;
      current = 0;
      last = 'thousand';
    } else if (word === 'dozen' && last === 'unit') {
      current *= 12;
      last = 'dozen';
    } else if (
      word === 'and' &&
      (last === 'hundred' || last === 'thousand') &&
      (smallNumbers[words[j + 1] ?? ''] ?? tensWords[words[j + 1] ?? '']) !== undefined
    ) {
      continue;
    } else break;
  }
  if (last === 'none') return null;
  return { value: total + current, end: j };
}

/**
 * The numbers an English text spells out, each with how often: cardinals
 * ("thirty days" → 30, "twenty-four", "a hundred languages" → 100, "one-minute"
 * → 1), fractions as the fraction and as a percentage ("nine tenths" → 0.9 and
 * 90, "half" → 0.5 and 50), "half a minute" / "half an hour" → 30 and "a" or
 * "an" before a unit ("a second or more" → 1). A scale word without a number
 * ("a few thousand", "hundreds of") names no number. Sentences and numbers in
 * digits separate the words, so "one. Two" is 1 and 2.
 */
export function spelledOutNumbers(text: string): Map<number, number> {
  const counts = new Map<number, number>();
  const add = (value: number) => counts.set(value, (counts.get(value) ?? 0) + 1);
  for (const phrase of text.split(/[^A-Za-z\s'’-]+/)) {
    const words = phrase
      .toLowerCase()
      .replace(/['’]/g, '')
      .split(/[\s-]+/)
      .filter(Boolean);
    for (let i = 0; i < words.length;) {
      const word = words[i]!;
      const next = words[i + 1] ?? '';
      const number = readNumberWords(words, i);
      if (number) {
        const denominator = fractionWords[words[number.end] ?? ''];
        if (denominator) {
          add(number.value / denominator);
          add((number.value * 100) / denominator);
          i = number.end + 1;
        } else {
          add(number.value);
          i = number.end;
        }
        continue;
      }
      const fraction = fractionWords[next];
      if (/^an?$/.test(word) && fraction) {
        add(1 / fraction);
        add(100 / fraction);
        i += 2;
      } else if (/^an?$/.test(word) && singularUnits.has(next)) {
        add(1);
        i += 2;
      } else if (word === 'half' && /^an?$/.test(next) && halfOf[words[i + 2] ?? '']) {
        add(halfOf[words[i + 2]!]!);
        i += 3;
      } else if (word === 'half') {
        add(0.5);
        add(50);
        i += 1;
      } else i += 1;
    }
  }
  return counts;
}

/** The heading anchor of the section each line of a page belongs to; '' before the first heading. */
export function sectionOfLine(page: DocPage): (line: number) => string {
  const starts: number[] = [];
  visit(page.tree, 'heading', (heading: Heading) => {
    starts.push(heading.position?.start.line ?? 0);
  });
  const anchors = headingAnchors(page);
  return (line) => {
    let section = '';
    starts.forEach((start, index) => {
      if (start <= line) section = `#${anchors[index]!.id}`;
    });
    return section;
  };
}

/** A page's front matter as the reader sees it (title, description). */
export function frontMatterText(page: DocPage): string {
  return `${String(page.frontMatter.title)}\n${String(page.frontMatter.description)}`;
}

export interface TranslatedRetypedNumber extends RetypedNumber {
  /** `front matter`, `intro` or the heading anchor of the section (`#alerts`). */
  section: string;
}

/**
 * The retyped-number rule for a translation (ja, ko) of an English page: the
 * facts typed as numbers, except a number the English page spells out as a
 * word in the same section (same heading anchor; the intro before the first
 * heading; the front matter). Each English word allows one digit of its value,
 * so "ten minutes" in the English section lets the translation write `10 分間`
 * once there, and a `10` anywhere else on the page is still a retyped fact.
 */
export function translatedRetypedNumbers(
  english: DocPage,
  translated: DocPage,
  facts: Set<number>,
): TranslatedRetypedNumber[] {
  const allowance = new Map<string, Map<number, number>>();
  allowance.set('front matter', spelledOutNumbers(frontMatterText(english)));
  const englishSection = sectionOfLine(english);
  const lines = english.typedText.split('\n');
  const bySection = new Map<string, string[]>();
  lines.forEach((text, index) => {
    const section = englishSection(index + 1) || 'intro';
    bySection.set(section, [...(bySection.get(section) ?? []), text]);
  });
  for (const [section, text] of bySection)
    allowance.set(section, spelledOutNumbers(text.join('\n')));

  const translatedSection = sectionOfLine(translated);
  const hits: TranslatedRetypedNumber[] = [
    ...findRetypedNumbers(frontMatterText(translated), facts).map((hit) => ({
      ...hit,
      section: 'front matter',
    })),
    ...findRetypedNumbers(translated.typedText, facts).map((hit) => ({
      ...hit,
      section: translatedSection(hit.line) || 'intro',
    })),
  ];
  return hits.filter((hit) => {
    const words = allowance.get(hit.section);
    const value = toNumber(hit.token);
    const left = words?.get(value) ?? 0;
    if (left === 0) return true;
    words!.set(value, left - 1);
    return false;
  });
}
