import { Field, FIELD_WEIGHT, pageOfSection, type IndexParts } from './parts.js';
import { expandQuery, STOPWORD_FACTOR, type QueryWord } from './query.js';

/** A page's score: its best section's and the best of each word over all its sections. */
const BEST_SECTION_SHARE = 0.5;
/** Pages with many sections on the query rank a little higher (at most this much). */
const SPREAD_WEIGHT = 0.3;
/**
 * Of a query of three words or more, a page may lack one that others have: a long page that
 * mentions every word somewhere must not shut out the page about the rarer ones (it still
 * ranks lower, by the share of the words one section has).
 */
const LONG_QUERY_WORDS = 3;
const WORDS_A_LONG_QUERY_MAY_MISS = 1;
/** Pages of a secondary collection (example guides) on equal terms with the docs. */
const SECONDARY_FACTOR = 0.85;
/**
 * How much a word counts towards "the query's words together in one section": fully when
 * matched well, partly when only through a weak expansion ("socket" for "websocket", below
 * this quality), and less when the section is long (its words may be pages apart).
 */
const FULL_PRESENCE = 0.5;
const CLOSENESS: Partial<Record<number, number>> = {
  [Field.LongContent]: 0.9,
  [Field.VeryLongContent]: 0.7,
};

export interface RankedResult {
  words: QueryWord[];
  /** Section keys, best first, the sections of one page kept together. */
  sections: number[];
  /** The pages in result order with their scores (for diagnostics). */
  pages: { page: number; score: number }[];
}

/**
 * Ranks sections (what one URL addresses) for a query. Every required word
 * must occur in the page (of three or more, all but one); when no page has them all, the
 * pages with the most of them answer.
 * Pages are ranked by their best section and by each word's best field over
 * the whole page (a title or URL name counts most, then the section's own
 * heading, the page description, the page title above a section, parent
 * headings and the text; long titles, headings and sections less), rarer
 * words weighing more, and by how many of the words one of its sections has.
 * Of each page, the sections with the most query words are hits, best first.
 * Everything here depends only on the postings of the query's terms and the
 * pages' tags: no fragment is needed until the hits are shown.
 */
export function rankSections(
  index: IndexParts,
  query: string,
  allowedPage: (page: number) => boolean,
): RankedResult {
  const words = expandQuery(index, query);
  const empty: RankedResult = { words, sections: [], pages: [] };
  const wordCount = words.length;
  if (wordCount === 0) return empty;
  // Each word's score per section (by section key).
  const sectionScores = new Map<number, Float64Array>();
  // How far each word is in a section, at best (see CLOSENESS).
  const sectionPresence = new Map<number, Float64Array>();
  const zero = new Float64Array(wordCount);
  const scoresOf = (section: number): Float64Array => sectionScores.get(section) ?? zero;
  words.forEach((word, w) => {
    const factor = word.required ? 1 : STOPWORD_FACTOR;
    for (const [term, quality] of word.candidates) {
      for (const posting of index.postings(term)) {
        const section = Math.floor(posting / 16);
        if (!allowedPage(pageOfSection(section))) continue;
        const score = (FIELD_WEIGHT[posting % 16] ?? 1) * quality * factor;
        let scores = sectionScores.get(section);
        if (scores === undefined) {
          scores = new Float64Array(wordCount);
          sectionScores.set(section, scores);
        }
        if (score > (scores[w] ?? 0)) scores[w] = score;
        let presences = sectionPresence.get(section);
        if (presences === undefined) {
          presences = new Float64Array(wordCount);
          sectionPresence.set(section, presences);
        }
        const presence = Math.min(1, quality / FULL_PRESENCE) * (CLOSENESS[posting % 16] ?? 1);
        if (presence > (presences[w] ?? 0)) presences[w] = presence;
      }
    }
  });
  if (sectionScores.size === 0) return empty;
  const touched = [...sectionScores.keys()];

  // Per page: each word's best score over its sections.
  const pageBest = new Map<number, Float64Array>();
  const pageSections = new Map<number, number[]>();
  for (const section of touched.sort((a, b) => a - b)) {
    const page = pageOfSection(section);
    let best = pageBest.get(page);
    if (best === undefined) {
      best = new Float64Array(wordCount);
      pageBest.set(page, best);
      pageSections.set(page, []);
    }
    pageSections.get(page)?.push(section);
    for (let w = 0; w < wordCount; w++) {
      const score = scoresOf(section)[w] ?? 0;
      if (score > (best[w] ?? 0)) best[w] = score;
    }
  }

  // Pages must have every required word that occurs at all (all but one of a long query); when
  // none has them all, the pages with the most of them answer.
  const pageFrequency = words.map((_, w) => {
    let count = 0;
    for (const best of pageBest.values()) if ((best[w] ?? 0) > 0) count++;
    return count;
  });
  const active = words.flatMap((word, w) =>
    word.required && (pageFrequency[w] ?? 0) > 0 ? [w] : [],
  );
  const covered = (page: number): number => {
    const best = pageBest.get(page);
    return active.filter((w) => (best?.[w] ?? 0) > 0).length;
  };
  let most = 0;
  for (const page of pageBest.keys()) most = Math.max(most, covered(page));
  const minimum = active.length >= LONG_QUERY_WORDS ? most - WORDS_A_LONG_QUERY_MAY_MISS : most;
  const pages = [...pageBest.keys()].filter((page) => covered(page) >= minimum);

  // Rarer words weigh more (in [0.5, 1]).
  const pageTotal = Math.max(pageBest.size, 1);
  const idf = pageFrequency.map(
    (frequency) =>
      0.5 + (0.5 * Math.log(1 + pageTotal / Math.max(frequency, 1))) / Math.log(1 + pageTotal),
  );
  const sectionScore = (section: number): number => {
    let total = 0;
    const scores = scoresOf(section);
    for (let w = 0; w < wordCount; w++) total += (idf[w] ?? 1) * (scores[w] ?? 0);
    return total;
  };
  const matchedWords = (section: number): number => {
    let count = 0;
    const scores = scoresOf(section);
    for (const w of active) if ((scores[w] ?? 0) > 0) count++;
    return count;
  };

  const ranked = pages.map((page) => {
    const candidates = pageSections.get(page) ?? [];
    let mostInPage = 0;
    let share = 0;
    for (const section of candidates) {
      mostInPage = Math.max(mostInPage, matchedWords(section));
      const presences = sectionPresence.get(section) ?? zero;
      let sum = 0;
      for (const w of active) sum += presences[w] ?? 0;
      share = Math.max(share, sum);
    }
    const hits = candidates
      .filter((section) => matchedWords(section) === mostInPage)
      .map((section) => ({ section, score: sectionScore(section) }))
      .sort((a, b) => b.score - a.score || a.section - b.section);
    const best = pageBest.get(page)!;
    let wordTotal = 0;
    for (let w = 0; w < wordCount; w++) wordTotal += (idf[w] ?? 1) * (best[w] ?? 0);
    const score =
      (BEST_SECTION_SHARE * (hits[0]?.score ?? 0) +
        (1 - BEST_SECTION_SHARE) * wordTotal +
        SPREAD_WEIGHT * Math.min(1, Math.log2(1 + candidates.length) / 4)) *
      (index.secondary(page) ? SECONDARY_FACTOR : 1);
    // Pages with more of the words in one section (as close together as the page has them)
    // weigh more, by the square of the share: strongly, yet a page whose title names two of
    // three words still beats a long page that merely mentions all three in one section.
    const together = (share / Math.max(active.length, 1)) ** 2;
    return { page, score: score * together, hits };
  });
  ranked.sort((a, b) => b.score - a.score || a.page - b.page);
  return {
    words,
    sections: ranked.flatMap((page) => page.hits.map((hit) => hit.section)),
    pages: ranked.map(({ page, score }) => ({ page, score })),
  };
}
