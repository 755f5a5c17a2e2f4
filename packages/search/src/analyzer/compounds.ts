import { lowerWord } from './normalize.js';
import { STOPWORDS } from './stopwords.js';
import type { Stemmer } from './analyzer.js';

/**
 * German compound splitting against the index's own vocabulary: a word is cut
 * where a known word ends, optionally followed by a linking element
 * ("Umgebung|s|variablen", "Domain|zertifikate", "Zwischen|speicher"). A cut is
 * taken when at least one side is a known stem and both sides are long enough;
 * the tail is split again, so "Datenbankverbindungsfehler" yields three parts.
 * The index lists each part's compounds (split at build time), which lets
 * "Variablen" find "Umgebungsvariablen"; a query word the index lacks is split
 * against the parts loaded for it.
 */

const MIN_WORD = 7;
const MIN_HEAD = 3;
const MIN_TAIL = 4;
const LINKS = ['s', 'es', 'n', 'en', 'e', 'er'];

export class CompoundSplitter {
  private readonly memo = new Map<string, string[] | null>();

  constructor(
    /** Stems of the words that occur on their own in the indexed text. */
    private readonly vocabulary: Pick<ReadonlySet<string>, 'has'>,
    private readonly stem: Stemmer,
  ) {}

  /** Pieces of words looked up before (each word's pieces are looked up several times). */
  private readonly knownPieces = new Map<string, boolean>();

  private known(word: string): boolean {
    let known = this.knownPieces.get(word);
    if (known === undefined) {
      known =
        word.length >= MIN_HEAD && !STOPWORDS.has(word) && this.vocabulary.has(this.stem(word));
      this.knownPieces.set(word, known);
    }
    return known;
  }

  private knownHead(head: string): boolean {
    if (this.known(head)) return true;
    return LINKS.some(
      (link) =>
        head.endsWith(link) &&
        head.length - link.length >= MIN_HEAD &&
        this.known(head.slice(0, -link.length)),
    );
  }

  private headStem(head: string): string {
    if (this.known(head)) return this.stem(head);
    const link = LINKS.find(
      (l) =>
        head.endsWith(l) &&
        head.length - l.length >= MIN_HEAD &&
        this.known(head.slice(0, -l.length)),
    );
    return this.stem(link === undefined ? head : head.slice(0, -link.length));
  }

  /**
   * For a query word the index does not have: also a short known tail
   * ("Cron|job"), which indexing leaves alone to keep its vocabulary clean.
   */
  splitQuery(word: string): string[] | null {
    const parts = this.split(word);
    if (parts !== null) return parts;
    const lower = lowerWord(word);
    for (let cut = lower.length - (MIN_TAIL - 1); cut >= MIN_HEAD; cut--) {
      const head = lower.slice(0, cut);
      const tail = lower.slice(cut);
      if (this.knownHead(head) && this.known(tail)) return [this.headStem(head), this.stem(tail)];
    }
    return null;
  }

  /** Stems of the parts of a compound word, or null when it is not one. */
  split(word: string): string[] | null {
    const lower = lowerWord(word);
    if (this.memo.has(lower)) return this.memo.get(lower) ?? null;
    this.memo.set(lower, null); // guards recursion
    let best: { score: number; parts: string[] } | undefined;
    if (lower.length >= MIN_WORD) {
      for (let cut = lower.length - MIN_TAIL; cut >= MIN_HEAD; cut--) {
        const head = lower.slice(0, cut);
        const tail = lower.slice(cut);
        const headKnown = this.knownHead(head);
        const tailKnown = this.known(tail);
        if (!headKnown && !tailKnown) continue;
        // Only a known head makes an unknown tail worth splitting (most of the time spent here).
        const tailParts = tailKnown || !headKnown ? null : this.split(tail);
        if (!headKnown && head.length < MIN_HEAD + 1) continue;
        const score =
          (headKnown ? 2 : 0) + (tailKnown ? 2 : tailParts ? 1.5 : 0) + tail.length / 100;
        if (best === undefined || score > best.score) {
          const parts = [headKnown ? this.headStem(head) : this.stem(head)];
          parts.push(...(tailParts ?? [this.stem(tail)]));
          best = { score, parts };
        }
      }
    }
    const result = best?.parts ?? null;
    this.memo.set(lower, result);
    return result;
  }
}
