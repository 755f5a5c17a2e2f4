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

  /** Pieces of words looked up before: the stem of a known one, null for the others. */
  private readonly knownPieces = new Map<string, string | null>();

  /** The stem of a piece that is a known word, or null. */
  private knownStem(word: string): string | null {
    let known = this.knownPieces.get(word);
    if (known === undefined) {
      known = null;
      if (word.length >= MIN_HEAD && !STOPWORDS.has(word)) {
        const stem = this.stem(word);
        if (this.vocabulary.has(stem)) known = stem;
      }
      this.knownPieces.set(word, known);
    }
    return known;
  }

  /** The stem of a known head, or of a known word before a linking element ("Umgebung|s"). */
  private knownHeadStem(head: string): string | null {
    const stem = this.knownStem(head);
    if (stem !== null) return stem;
    for (const link of LINKS) {
      if (head.length - link.length < MIN_HEAD || !head.endsWith(link)) continue;
      const before = this.knownStem(head.slice(0, -link.length));
      if (before !== null) return before;
    }
    return null;
  }

  /**
   * Looks up every beginning of the word it could be cut after, so that the parts of the index
   * holding them load with the word's own: whether the word is known is not yet known, and a
   * split of one it lacks then needs only its tails' parts.
   */
  lookUpHeads(word: string): void {
    const lower = lowerWord(word);
    if (lower.length < MIN_WORD) return;
    for (let cut = MIN_HEAD; cut <= lower.length - MIN_TAIL; cut++)
      this.knownHeadStem(lower.slice(0, cut));
  }

  /**
   * For a query word the index does not have: also a short known tail
   * ("Cron|job"), which indexing leaves alone to keep its vocabulary clean.
   */
  splitQuery(word: string, pending?: (stem: string) => boolean): string[] | null {
    const known = this.splitAtKnownHead(lowerWord(word), pending);
    // Some pieces' parts are still loading: the next round splits with them.
    if (known === 'pending') return null;
    return known ?? this.splitShortTail(word);
  }

  /**
   * What split() chooses when one of its cuts has two known words: the one with the longest
   * tail. A tail is looked up only after a known head: the heads sort next to the word, in the
   * parts its own look-up loaded, while each tail sorts apart, so that a word the index lacks
   * asks for a few parts instead of one per cut. 'pending' when there is none yet but a piece's
   * part is still loading.
   */
  private splitAtKnownHead(
    lower: string,
    pending: (stem: string) => boolean = () => false,
  ): string[] | 'pending' | null {
    if (lower.length < MIN_WORD) return null;
    const isPending = (piece: string): boolean =>
      piece.length >= MIN_HEAD && !STOPWORDS.has(piece) && pending(this.stem(piece));
    let anyPending = false;
    for (let cut = MIN_HEAD; cut <= lower.length - MIN_TAIL; cut++) {
      const head = lower.slice(0, cut);
      const headStem = this.knownHeadStem(head);
      if (headStem === null) {
        anyPending ||=
          isPending(head) ||
          LINKS.some((link) => head.endsWith(link) && isPending(head.slice(0, -link.length)));
        continue;
      }
      const tail = lower.slice(cut);
      const tailStem = this.knownStem(tail);
      if (tailStem !== null) return [headStem, tailStem];
      anyPending ||= isPending(tail);
    }
    return anyPending ? 'pending' : null;
  }

  /** split(), or else a short known tail after a known head. */
  private splitShortTail(word: string): string[] | null {
    const parts = this.split(word);
    if (parts !== null) return parts;
    const lower = lowerWord(word);
    for (let cut = lower.length - (MIN_TAIL - 1); cut >= MIN_HEAD; cut--) {
      const head = lower.slice(0, cut);
      const tail = lower.slice(cut);
      const headStem = this.knownHeadStem(head);
      const tailStem = headStem === null ? null : this.knownStem(tail);
      if (headStem !== null && tailStem !== null) return [headStem, tailStem];
    }
    return null;
  }

  /**
   * Stems of the parts of a compound word, or null when it is not one. The best kind of cut wins:
   * a known head and a known tail, else a known head and a tail that splits again, else one known
   * side (a head of MIN_HEAD + 1 letters at least when only the tail is known); of one kind, the
   * longest tail. Cuts are tried from the shortest head, so the first cut of a kind is the one
   * taken, and most words need only the first pass, which looks up a head only after its tail.
   */
  split(word: string): string[] | null {
    const lower = lowerWord(word);
    let parts = this.memo.get(lower);
    if (parts !== undefined) return parts;
    parts = null;
    if (lower.length >= MIN_WORD) {
      const cuts: number[] = [];
      for (let cut = MIN_HEAD; cut <= lower.length - MIN_TAIL; cut++) cuts.push(cut);
      const head = (cut: number): string => lower.slice(0, cut);
      const tail = (cut: number): string => lower.slice(cut);
      parts =
        firstOf(cuts, (cut) => {
          const tailStem = this.knownStem(tail(cut));
          const headStem = tailStem === null ? null : this.knownHeadStem(head(cut));
          return headStem === null ? null : [headStem, tailStem as string];
        }) ??
        // The tail is split again (tails are shorter: no recursion without end).
        firstOf(cuts, (cut) => {
          const headStem = this.knownHeadStem(head(cut));
          const tailParts = headStem === null ? null : this.split(tail(cut));
          return tailParts === null ? null : [headStem as string, ...tailParts];
        }) ??
        firstOf(cuts, (cut) => {
          const headStem = this.knownHeadStem(head(cut));
          if (headStem !== null) return [headStem, this.stem(tail(cut))];
          const tailStem = cut > MIN_HEAD ? this.knownStem(tail(cut)) : null;
          return tailStem === null ? null : [this.stem(head(cut)), tailStem];
        });
    }
    this.memo.set(lower, parts);
    return parts;
  }
}

/** The first value of `find` over `items` that is not null. */
function firstOf<T, R>(items: T[], find: (item: T) => R | null): R | null {
  for (const item of items) {
    const found = find(item);
    if (found !== null) return found;
  }
  return null;
}
