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

/**
 * Adds the joined form after each run of Latin words separated only by single
 * joining characters ("Node.js", "pg_hba.conf", "Let's", "puppeteer-core"), so
 * that "nodejs" and "node js" find "Node.js" (see the query's pair joining).
 */
function addJoined(text: string, tokens: Token[]): Token[] {
  const out: Token[] = [];
  let run: Token[] = [];
  const flush = (): void => {
    // Version numbers ("3.12", "1.2.3") are no names.
    if (run.length > 1 && !run.every((token) => /^\d+$/.test(token.text))) {
      const first = run[0] as Token;
      const last = run[run.length - 1] as Token;
      out.push({
        text: run.map((token) => token.text).join(''),
        start: first.start,
        end: last.end,
        cjk: false,
        joined: true,
      });
    }
    run = [];
  };
  for (const token of tokens) {
    const previous = run[run.length - 1];
    const joins =
      previous !== undefined &&
      !token.cjk &&
      token.start === previous.end + 1 &&
      JOINERS.has(text[previous.end] ?? '');
    if (!joins) flush();
    out.push(token);
    if (!token.cjk) run.push(token);
  }
  flush();
  return out;
}

const WORD = /[\p{L}\p{N}]+/gu;
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}ー]/u;

/** Cheap pre-check: CJK scripts all lie above U+2E80. */
const MAYBE_CJK = /[\u2e80-\uffff]/;

export function isCjkChar(ch: string): boolean {
  return CJK.test(ch);
}

export function tokenize(text: string): Token[] {
  return addJoined(text, words(text));
}

function words(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(WORD)) {
    const word = match[0];
    const offset = match.index;
    if (!MAYBE_CJK.test(word)) {
      tokens.push({ text: word, start: offset, end: offset + word.length, cjk: false });
      continue;
    }
    let runStart = -1;
    let latinStart = -1;
    const chars = [...word];
    let pos = 0;
    const flushLatin = (end: number): void => {
      if (latinStart >= 0) {
        tokens.push({
          text: word.slice(latinStart, end),
          start: offset + latinStart,
          end: offset + end,
          cjk: false,
        });
        latinStart = -1;
      }
    };
    const flushCjk = (end: number): void => {
      if (runStart < 0) return;
      const run = [...word.slice(runStart, end)];
      let at = offset + runStart;
      if (run.length === 1) {
        tokens.push({ text: run[0] ?? '', start: at, end: at + (run[0]?.length ?? 0), cjk: true });
      } else {
        for (let i = 0; i + 1 < run.length; i++) {
          const first = run[i] ?? '';
          const second = run[i + 1] ?? '';
          tokens.push({
            text: first + second,
            start: at,
            end: at + first.length + second.length,
            cjk: true,
          });
          at += first.length;
        }
      }
      runStart = -1;
    };
    for (const ch of chars) {
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
  return tokens;
}
