import { SEARCH_DEFAULTS } from '../defaults.js';
import type { AnalyzedToken } from '../analyzer/analyzer.js';
import { englishStem } from '../analyzer/englishStemmer.js';
import { foldSurface, lowerWord } from '../analyzer/normalize.js';
import { phraseKey, synonymsOf } from '../analyzer/synonyms.js';
import { boundedEditDistance } from './editDistance.js';
import { CompoundSplitter } from '../analyzer/compounds.js';
import { COMPOUNDS_OF, type IndexParts } from './parts.js';

/** How well an index term matches a query word; multiplied into the score. */
export const MATCH_QUALITY = {
  exact: 1,
  /** An English word's English stem ("pooling" → "pool"). */
  english: 0.95,
  synonym: 0.9,
  /** Prefix of the word being typed: from this up to `prefixFull` as the prefix covers more of the term. */
  prefix: 0.7,
  prefixFull: 0.95,
  typo1: 0.6,
  typo2: 0.4,
  infix: 0.5,
} as const;

/** A finished word matches a longer term by prefix only when it covers this much of it ("Postgres" → "PostgreSQL"). */
const FINISHED_PREFIX_COVERAGE = 0.6;
const FINISHED_PREFIX_MIN_LENGTH = 4;
/** Stop words count only when the query has nothing else, or as the word being typed. */
export const STOPWORD_FACTOR = 0.5;

/**
 * German separable verb particles: "richte … ein" is "einrichten", "lege … an"
 * is "anlegen", "bewahrt … auf" is "aufbewahrt". A question ending in one of
 * them finds the joined verb.
 */
const PARTICLES = new Set(
  'ab an auf aus bei ein fest her hin hoch los mit nach vor weg weiter zu zurück zusammen'.split(
    ' ',
  ),
);

/** Algolia's limit for the interface (spec: 64-character query). */
export const MAX_QUERY_LENGTH = SEARCH_DEFAULTS.maxQueryLength;
const MAX_PREFIX_EXPANSIONS = 60;

export interface QueryWord {
  /** The word as typed. */
  text: string;
  surface: string;
  stem: string;
  cjk: boolean;
  /** Matched by prefix (the word being typed). */
  prefix: boolean;
  /** Stopwords need not match. */
  required: boolean;
  /** index term → match quality */
  candidates: Map<string, number>;
  /** Stems of compounds found by a part (their postings are the part's): highlighted too. */
  compounds: Map<string, number>;
}

function addCandidate(word: QueryWord, term: string, quality: number): void {
  if ((word.candidates.get(term) ?? 0) < quality) word.candidates.set(term, quality);
}

function addSurface(index: IndexParts, word: QueryWord, surface: string, quality: number): void {
  for (const stem of index.stemsOf(surface)) addCandidate(word, stem, quality);
}

/** Indexed spellings that start with `surface`, shortest first (from its first two shards). */
function surfacesWithPrefix(index: IndexParts, surface: string): string[] {
  return index
    .keysInRange(surface, `${surface}\uffff`, 2)
    .flatMap(([key, entry]) => (entry.s === undefined ? [] : [key]))
    .sort((a, b) => a.length - b.length)
    .slice(0, MAX_PREFIX_EXPANSIONS);
}

const prefixQuality = (typed: string, term: string): number =>
  typed === term
    ? MATCH_QUALITY.exact
    : MATCH_QUALITY.prefix +
      (MATCH_QUALITY.prefixFull - MATCH_QUALITY.prefix) * (typed.length / term.length);

/** The word being typed: every term it begins. */
function expandPrefix(index: IndexParts, word: QueryWord, surface = word.surface): void {
  for (const candidate of surfacesWithPrefix(index, surface)) {
    addSurface(index, word, candidate, prefixQuality(surface, candidate));
  }
}

/** A finished word: longer terms it is most of ("Postgres" → "PostgreSQL", "Node" → "Nodejs"). */
function expandFinishedPrefix(index: IndexParts, word: QueryWord, surface = word.surface): void {
  if (surface.length < FINISHED_PREFIX_MIN_LENGTH) return;
  for (const candidate of surfacesWithPrefix(index, surface)) {
    if (candidate !== surface && surface.length / candidate.length >= FINISHED_PREFIX_COVERAGE) {
      addSurface(index, word, candidate, prefixQuality(surface, candidate) * 0.9);
    }
  }
}

/**
 * The shards where corrections of a word sort: the word's own, and a neighbour
 * where keys with the word's first two letters reach into it (a typo in its
 * later letters), at its first two letters, and at the word with two of
 * its first four letters swapped ("Gtihub", "Nxet"). A typo elsewhere in the
 * first letters ("Kein" for "Nein") is not corrected. Only these shards are
 * read, whatever else is loaded, so that a query has one answer.
 */
function nearShards(index: IndexParts, surface: string): Set<number> {
  const shards = new Set([...index.near(surface.slice(0, 2)), ...index.near(surface, 2)]);
  for (let i = 0; i + 1 < Math.min(surface.length, 4); i++) {
    const swapped = surface.slice(0, i) + surface[i + 1] + surface[i] + surface.slice(i + 2);
    for (const shard of index.near(swapped)) shards.add(shard);
  }
  return shards;
}

const typoBudget = (surface: string): number =>
  surface.length >= 8 ? 2 : surface.length >= 4 ? 1 : 0;

function expandTypos(index: IndexParts, word: QueryWord, surface = word.surface): void {
  const max = typoBudget(surface);
  if (max === 0) return;
  const corrected: [string, number][] = [];
  for (const [candidate, entry] of index.entriesIn(nearShards(index, surface))) {
    if (entry.s === undefined) continue;
    if (candidate[0] !== surface[0] && candidate[1] !== surface[1]) continue;
    if (Math.abs(candidate.length - surface.length) > max) continue;
    const distance = boundedEditDistance(surface, candidate, max);
    if (distance <= max) corrected.push([candidate, distance]);
  }
  for (const [candidate, distance] of corrected) {
    const quality = distance === 1 ? MATCH_QUALITY.typo1 : MATCH_QUALITY.typo2;
    addSurface(index, word, candidate, quality);
    // The corrected word may itself be most of a longer term ("Postgers" → "Postgres" → "PostgreSQL").
    for (const longer of surfacesWithPrefix(index, candidate)) {
      if (longer !== candidate && candidate.length / longer.length >= FINISHED_PREFIX_COVERAGE) {
        addSurface(index, word, longer, quality * prefixQuality(candidate, longer));
      }
    }
  }
}

/** Compound heads missing from the vocabulary: terms near the word that contain its stem. */
function expandInfix(index: IndexParts, word: QueryWord): void {
  if (word.stem.length < 5) return;
  for (const [stem, entry] of index.entriesIn(nearShards(index, word.surface))) {
    if (entry.p !== undefined && stem.length > word.stem.length && stem.includes(word.stem)) {
      addCandidate(word, stem, MATCH_QUALITY.infix);
    }
  }
}

function newWord(
  text: string,
  surface: string,
  stem: string,
  cjk: boolean,
  prefix: boolean,
  required: boolean,
): QueryWord {
  return {
    text,
    surface,
    stem,
    cjk,
    prefix,
    required,
    candidates: new Map(),
    compounds: new Map(),
  };
}

/** Terms the typed word means: its stem, spelling, English stem and bilingual equivalents. */
function addDirect(index: IndexParts, word: QueryWord, token: AnalyzedToken): void {
  if (index.has(token.stem)) addCandidate(word, token.stem, MATCH_QUALITY.exact);
  addSurface(index, word, token.surface, MATCH_QUALITY.exact);
  if (token.cjk) return;
  const english = englishStem(token.surface);
  if (english !== token.stem) addCandidate(word, english, MATCH_QUALITY.english);
  // Also terms that occur only inside compounds ("environment" → "Umgebung|svariablen").
  for (const synonym of synonymsOf(token.text, index.analyzer.stem)) {
    addCandidate(word, synonym, MATCH_QUALITY.synonym);
  }
  if (index.analyzer.language === 'de') addConjugations(index, word, token.stem);
}

/** Whether any of the word's terms is in the index. */
const found = (index: IndexParts, word: QueryWord): boolean =>
  [...word.candidates.keys()].some((term) => index.has(term));

/** A compound found by one of its parts scores a little below the part itself. */
const PART_FACTOR = 0.8;

/** The compounds with a part: ranked by the part's list of their postings, highlighted by their stems. */
function addCompounds(index: IndexParts, word: QueryWord, part: string, quality: number): void {
  const stems = index.compoundsOf(part);
  if (stems.length === 0) return;
  addCandidate(word, COMPOUNDS_OF + part, quality);
  for (const stem of stems) {
    if ((word.compounds.get(stem) ?? 0) < quality) word.compounds.set(stem, quality);
  }
}

/**
 * Compounds that contain the word as a part: "Variablen" finds
 * "Umgebungsvariablen", "Größe" finds "Instanzgröße", the word being typed
 * finds compounds with a part it begins. The index was split into parts at
 * build time; a part's entry lists its compounds.
 */
function expandParts(index: IndexParts, word: QueryWord): void {
  if (word.cjk) return;
  const base = new Map(word.candidates);
  for (const [term, quality] of base) {
    if (quality >= MATCH_QUALITY.synonym && term.length >= 3 && !term.startsWith(COMPOUNDS_OF))
      addCompounds(index, word, term, quality * PART_FACTOR);
  }
  if (word.prefix && word.surface.length >= 3) {
    for (const [part, entry] of index.keysInRange(word.stem, `${word.stem}\uffff`, 2)) {
      if (entry.c !== undefined && !base.has(part))
        addCompounds(index, word, part, MATCH_QUALITY.prefix * PART_FACTOR);
    }
  }
}

/**
 * German verb forms the stemmer keeps apart: "erhöhen"/"erhöhe" (erhoh) and
 * "erhöht" (erhoht), "starten" and "startet". Each finds the others, a little
 * below an exact match.
 */
const VERB_ENDINGS = ['t', 'et', 'st', 'te', 'ten', 'tet'];
function addConjugations(index: IndexParts, word: QueryWord, stem: string): void {
  if (stem.length < 3) return;
  for (const ending of VERB_ENDINGS) {
    if (index.has(stem + ending)) addCandidate(word, stem + ending, MATCH_QUALITY.synonym);
    if (stem.endsWith(ending) && stem.length - ending.length >= 3) {
      const base = stem.slice(0, -ending.length);
      if (index.has(base)) addCandidate(word, base, MATCH_QUALITY.synonym);
    }
  }
}

/** A German compound's last part is what it is: "Dienstmodus" is a "Modus". */
const COMPOUND_HEAD = 0.15;

/**
 * A name found joined ("Root-Verzeichnis" for "Root-Verzeichnis" or "root verzeichnis") is
 * the query's words side by side, in order: twice the words found apart, the usual weight of
 * a phrase match.
 */
const JOINED_AS_TYPED = 2;

/**
 * Words written as one name in the pages but typed apart or with punctuation:
 * "next js", "Next.js" and "nextjs" all find "Next.js". The joined form's terms
 * become candidates of each of its parts, so a text that has the name matches
 * all of them, and a text with the words apart still does too.
 */
function addJoinedForms(
  index: IndexParts,
  groups: { parts: QueryWord[]; text: string; typing: boolean; typos: boolean }[],
): void {
  for (const { parts, text, typing, typos } of groups) {
    if (parts.length < 2) continue;
    const joined = newWord(text, foldSurface(lowerWord(text)), '', false, false, false);
    addSurface(index, joined, joined.surface, MATCH_QUALITY.exact);
    if (typing) expandPrefix(index, joined);
    // Like a word's typos, only once the shards asked for so far have answered.
    if (joined.candidates.size === 0 && typos && index.settled()) expandTypos(index, joined);
    for (const part of parts) {
      for (const [term, quality] of joined.candidates)
        addCandidate(part, term, quality * JOINED_AS_TYPED);
    }
  }
}

/**
 * Terms of several words in the bilingual list ("rate limiting" →
 * "Ratenbegrenzung"): two to four adjacent words, stop words between them
 * left out, give each of their words the term's equivalents.
 */
function addPhraseSynonyms(
  index: IndexParts,
  tokens: AnalyzedToken[],
  tokenWords: Map<AnalyzedToken, QueryWord[]>,
): void {
  const content = tokens.filter((token) => !token.stopword && !token.cjk);
  for (let i = 0; i < content.length; i++) {
    for (let j = i + 1; j < Math.min(content.length, i + 4); j++) {
      const phrase = content.slice(i, j + 1);
      const key = phraseKey(phrase.map((token) => token.text));
      const phraseWord = newWord(key, key, key, false, false, true);
      for (const term of synonymsOf(key, index.analyzer.stem)) {
        addCandidate(phraseWord, term, MATCH_QUALITY.synonym);
      }
      if (phraseWord.candidates.size === 0) continue;
      expandParts(index, phraseWord);
      for (const token of phrase) {
        for (const word of tokenWords.get(token) ?? []) {
          for (const [term, quality] of phraseWord.candidates) addCandidate(word, term, quality);
        }
      }
    }
  }
}

/**
 * Turns a query into words with their matching index terms: exact stem,
 * spelling, English stem and bilingual equivalents, prefix (the last word while
 * typing; a finished word only for terms it is most of), joined forms of names
 * ("node js" → "nodejs"), then typos, compound parts of the query word, and
 * finally infix matches, each tried only when the previous found nothing.
 */
export function expandQuery(index: IndexParts, rawQuery: string): QueryWord[] {
  const query = rawQuery.slice(0, MAX_QUERY_LENGTH);
  const typing = !/\s$/.test(query);
  const analyzed = index.analyzer.analyze(query.replace(/"/g, ' '));
  const tokens = analyzed.filter((token) => token.joined !== true);
  const hasContentWords = tokens.some((token) => !token.stopword);
  const words: QueryWord[] = [];
  const tokenWords = new Map<AnalyzedToken, QueryWord[]>();
  const seen = new Set<string>();
  const splitter = new CompoundSplitter({ has: (stem) => index.has(stem) }, index.analyzer.stem);
  tokens.forEach((token, position) => {
    const isLast = position === tokens.length - 1;
    if (seen.has(token.surface) && !isLast) return;
    seen.add(token.surface);
    const ignorable = token.stopword && hasContentWords;
    // A stop word counts only as the start of a longer word being typed ("die" → "Dienst").
    if (ignorable && !(isLast && typing)) return;
    const word = newWord(
      token.text,
      token.surface,
      token.stem,
      token.cjk,
      isLast && typing,
      !ignorable,
    );
    if (!ignorable) addDirect(index, word, token);
    if (word.prefix) expandPrefix(index, word);
    else if (!token.cjk) expandFinishedPrefix(index, word);
    if (ignorable) {
      if (found(index, word)) words.push(word);
      return;
    }
    if (token.cjk) {
      words.push(word);
      tokenWords.set(token, [word]);
      return;
    }
    expandParts(index, word);
    if (found(index, word)) {
      const head = index.headOf(token.surface);
      if (head !== undefined && head !== token.stem) addCandidate(word, head, COMPOUND_HEAD);
    }
    // Typos and parts only once the word's own shards have answered.
    if (!index.settled()) {
      index.speculate(() => splitter.lookUpHeads(token.text));
      words.push(word);
      tokenWords.set(token, [word]);
      return;
    }
    if (!found(index, word)) expandTypos(index, word);
    if (!found(index, word)) {
      const parts = splitter.splitQuery(token.text, (stem) => index.loading(stem));
      const partWords = (parts ?? []).map((part) => {
        const partWord = newWord(token.text, token.surface, part, false, false, true);
        addCandidate(partWord, part, MATCH_QUALITY.exact);
        for (const synonym of synonymsOf(part, index.analyzer.stem)) {
          addCandidate(partWord, synonym, MATCH_QUALITY.synonym);
        }
        expandParts(index, partWord);
        return partWord;
      });
      if (partWords.length > 0 && partWords.every((partWord) => found(index, partWord))) {
        words.push(...partWords);
        tokenWords.set(token, partWords);
        return;
      }
      expandInfix(index, word);
    }
    words.push(word);
    tokenWords.set(token, [word]);
  });

  // Names: punctuated ("Next.js") and spaced ("next js") forms of one joined term.
  const groups: { parts: QueryWord[]; text: string; typing: boolean; typos: boolean }[] = [];
  const last = tokens[tokens.length - 1];
  for (const joined of analyzed.filter((token) => token.joined === true)) {
    const inside = tokens.filter((t) => t.start >= joined.start && t.end <= joined.end);
    groups.push({
      parts: inside.flatMap((t) => tokenWords.get(t) ?? []),
      text: joined.text,
      typing: typing && inside.includes(last as AnalyzedToken),
      typos: true,
    });
  }
  for (let i = 0; i + 1 < tokens.length; i++) {
    const a = tokens[i] as AnalyzedToken;
    const b = tokens[i + 1] as AnalyzedToken;
    if (a.cjk || b.cjk || a.stopword || b.stopword) continue;
    if (!/^\s+$/.test(query.slice(a.end, b.start))) continue;
    groups.push({
      parts: [...(tokenWords.get(a) ?? []), ...(tokenWords.get(b) ?? [])],
      text: a.text + b.text,
      typing: typing && b === last,
      typos: false,
    });
  }
  // A separable verb's particle at the end of the query joins each other word ("richte … ein").
  const particle = last !== undefined && PARTICLES.has(lowerWord(last.text)) ? last : undefined;
  if (particle !== undefined) {
    const particleWords = tokenWords.get(particle) ?? [];
    let joinedAny = false;
    for (const token of tokens) {
      if (token === particle || token.cjk || token.stopword) continue;
      const stem = index.analyzer.stem(lowerWord(particle.text + token.text));
      if (!index.has(stem)) continue;
      joinedAny = true;
      for (const word of [...(tokenWords.get(token) ?? []), ...particleWords]) {
        addCandidate(word, stem, MATCH_QUALITY.exact);
      }
    }
    // The particle is then no word being typed ("auf" → "Aufbau").
    if (joinedAny && particleWords.length === 0) {
      const typed = words.findIndex((word) => !word.required && word.text === particle.text);
      if (typed >= 0) words.splice(typed, 1);
    }
  }
  addJoinedForms(index, groups);
  addPhraseSynonyms(index, tokens, tokenWords);
  // English plurals and verb forms of the words' terms ("Backup" → "Backups").
  for (const word of words) {
    for (const [term, quality] of [...word.candidates]) {
      if (quality < MATCH_QUALITY.synonym) continue;
      for (const stem of index.englishOf(term)) {
        addCandidate(word, stem, quality * MATCH_QUALITY.english);
      }
    }
  }
  // Terms the index does not have only cost time when scoring and highlighting.
  for (const word of words) {
    for (const term of word.candidates.keys()) {
      if (!index.has(term)) word.candidates.delete(term);
    }
  }
  return words;
}
