/**
 * Splits text into word tokens with their character offsets. Latin, Greek and
 * Cyrillic letters and digits form words; runs of CJK script (Han, kana,
 * Hangul) have no spaces between words, so each run becomes overlapping
 * bigrams ("データベース" → "デー", "ータ", …), which finds any word of two or
 * more characters inside the run.
 */
export interface Token {
  /** The text as written. */
  text: string;
  start: number;
  end: number;
  /** True for a CJK bigram (or a single CJK character). */
  cjk: boolean;
  /**
   * True for the joined form of words written with inner punctuation and no
   * space ("Next.js" → "Nextjs", "Health-Check" → "HealthCheck"). It follows
   * its parts, which are tokens of their own, and spans all of them.
   */
  joined?: boolean;
}

/** Characters that join two words into one name when nothing else is between them. */
const JOINERS = new Set(['.', '-', '_', "'", '’', '\u2011']);
const DIGITS = /^\d+$/;

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}ー]/u;

export function isCjkChar(ch: string): boolean {
  return CJK.test(ch);
}

/** Receives each token as tokenize() lists it, in its order, without an object per token. */
export type TokenVisitor = (
  text: string,
  start: number,
  end: number,
  cjk: boolean,
  joined: boolean,
) => void;

export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  scanTokens(text, (word, start, end, cjk, joined) => {
    const token: Token = { text: word, start, end, cjk };
    if (joined) token.joined = true;
    tokens.push(token);
  });
  return tokens;
}

/**
 * The tokens of a text, in order: each word (a run of letters and digits), or the bigrams of a
 * CJK run; after each run of Latin words separated only by single joining characters ("Node.js",
 * "pg_hba.conf", "Let's", "puppeteer-core"), its joined form, so that "nodejs" and "node js" find
 * "Node.js" (see the query's pair joining). Version numbers ("3.12", "1.2.3") are no names.
 */
export function scanTokens(text: string, visit: TokenVisitor): void {
  let runText = '';
  let runStart = 0;
  let runEnd = -1;
  let runWords = 0;
  let runDigits = true;
  const endRun = (): void => {
    if (runWords > 1 && !runDigits) visit(runText, runStart, runEnd, false, true);
    runText = '';
    runWords = 0;
    runDigits = true;
  };
  const latin = (start: number, end: number): void => {
    const joins = runWords > 0 && start === runEnd + 1 && JOINERS.has(text[runEnd] ?? '');
    if (!joins) endRun();
    const word = text.slice(start, end);
    visit(word, start, end, false, false);
    if (runWords === 0) runStart = start;
    runText += word;
    runEnd = end;
    runWords++;
    runDigits &&= DIGITS.test(word);
  };
  const cjk = (word: string, start: number): void => {
    endRun();
    visit(word, start, start + word.length, true, false);
  };
  for (let i = 0; i < text.length;) {
    let code = text.codePointAt(i) as number;
    if (!isLetterOrDigit(code)) {
      i += code > 0xffff ? 2 : 1;
      continue;
    }
    const start = i;
    // CJK scripts all lie above U+2E80: only such a word needs a look at its characters.
    let maybeCjk = false;
    while (i < text.length) {
      code = text.codePointAt(i) as number;
      if (!isLetterOrDigit(code)) break;
      maybeCjk ||= code >= 0x2e80;
      i += code > 0xffff ? 2 : 1;
    }
    if (maybeCjk) splitCjk(text.slice(start, i), start, latin, cjk);
    else latin(start, i);
  }
  endRun();
}

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
/** Of each code point below U+10000: 0 not yet tested, 1 a letter or digit, 2 neither. */
const letterOrDigit = new Uint8Array(0x10000);

function isLetterOrDigit(code: number): boolean {
  if (code < 0x80)
    return (code >= 97 && code <= 122) || (code >= 65 && code <= 90) || (code >= 48 && code <= 57);
  if (code > 0xffff) return LETTER_OR_DIGIT.test(String.fromCodePoint(code));
  let known = letterOrDigit[code];
  if (known === 0) {
    known = LETTER_OR_DIGIT.test(String.fromCharCode(code)) ? 1 : 2;
    letterOrDigit[code] = known;
  }
  return known === 1;
}

/** A word with CJK characters: its Latin runs as words, its CJK runs as bigrams. */
function splitCjk(
  word: string,
  offset: number,
  latin: (start: number, end: number) => void,
  cjk: (bigram: string, start: number) => void,
): void {
  let runStart = -1;
  let latinStart = -1;
  let pos = 0;
  const flushLatin = (end: number): void => {
    if (latinStart >= 0) {
      latin(offset + latinStart, offset + end);
      latinStart = -1;
    }
  };
  const flushCjk = (end: number): void => {
    if (runStart < 0) return;
    const run = [...word.slice(runStart, end)];
    let at = offset + runStart;
    if (run.length === 1) cjk(run[0] ?? '', at);
    else {
      for (let i = 0; i + 1 < run.length; i++) {
        const first = run[i] ?? '';
        cjk(first + (run[i + 1] ?? ''), at);
        at += first.length;
      }
    }
    runStart = -1;
  };
  for (const ch of word) {
    if (isCjkChar(ch)) {
      flushLatin(pos);
      if (runStart < 0) runStart = pos;
    } else {
      flushCjk(pos);
      if (latinStart < 0) latinStart = pos;
    }
    pos += ch.length;
  }
  flushLatin(pos);
  flushCjk(pos);
}
