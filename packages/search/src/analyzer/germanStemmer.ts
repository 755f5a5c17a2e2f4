/**
 * The Snowball German stemmer ("german2" variant: ae, oe, ue are read as
 * ä, ö, ü, so "Groesse" and "Größe" share a stem). Input: one lower-case word.
 * Output: the stem without umlauts (ä→a, ö→o, ü→u), e.g. "datenbanken" →
 * "datenbank", "domäne" / "domaene" / "domane" → "doman".
 * Algorithm: https://snowballstem.org/algorithms/german/stemmer.html
 */

const VOWELS = new Set(['a', 'e', 'i', 'o', 'u', 'y', 'ä', 'ö', 'ü']);
const S_ENDING = new Set(['b', 'd', 'f', 'g', 'h', 'k', 'l', 'm', 'n', 'r', 't']);
const ST_ENDING = new Set(['b', 'd', 'f', 'g', 'h', 'k', 'l', 'm', 'n', 't']);

const isVowel = (ch: string | undefined): boolean => ch !== undefined && VOWELS.has(ch);

/** Start of the region after the first non-vowel that follows a vowel. */
function regionStart(word: string, from: number): number {
  for (let i = from + 1; i < word.length; i++) {
    if (!isVowel(word[i]) && isVowel(word[i - 1])) return i + 1;
  }
  return word.length;
}

function prepare(word: string): string {
  let w = word.replace(/ß/g, 'ss');
  // german2: ae/oe/ue spell an umlaut, except "ue" after q (Quelle, Queue).
  w = w
    .replace(/ae/g, 'ä')
    .replace(/oe/g, 'ö')
    .replace(/(^|[^q])ue/g, '$1ü');
  // u and y between vowels are consonants; mark them upper-case.
  const chars = [...w];
  for (let i = 1; i < chars.length - 1; i++) {
    const ch = chars[i];
    if ((ch === 'u' || ch === 'y') && isVowel(chars[i - 1]) && isVowel(chars[i + 1])) {
      chars[i] = ch.toUpperCase();
    }
  }
  return chars.join('');
}

const endsWithAny = (word: string, suffixes: readonly string[]): string | undefined =>
  suffixes.find((suffix) => word.endsWith(suffix));

export function germanStem(input: string): string {
  if (input.length < 3) return input.replace(/ä/g, 'a').replace(/ö/g, 'o').replace(/ü/g, 'u');
  let word = prepare(input);
  const r1Raw = regionStart(word, 0);
  const r1 = Math.max(3, r1Raw);
  const r2 = regionStart(word, r1Raw);
  const inR1 = (suffix: string): boolean => word.length - suffix.length >= r1;
  const inR2 = (suffix: string): boolean => word.length - suffix.length >= r2;

  // Step 1
  const step1 = endsWithAny(word, ['em', 'ern', 'er', 'en', 'es', 'e', 's']);
  if (step1 !== undefined && inR1(step1)) {
    if (step1 === 's') {
      if (S_ENDING.has(word[word.length - 2] ?? '')) word = word.slice(0, -1);
    } else {
      word = word.slice(0, -step1.length);
      if ((step1 === 'en' || step1 === 'es' || step1 === 'e') && word.endsWith('niss')) {
        word = word.slice(0, -1);
      }
    }
  }

  // Step 2
  const step2 = endsWithAny(word, ['est', 'en', 'er', 'st']);
  if (step2 !== undefined && inR1(step2)) {
    if (step2 === 'st') {
      const before = word.length - 3;
      if (before >= 3 && ST_ENDING.has(word[before] ?? '')) word = word.slice(0, -2);
    } else {
      word = word.slice(0, -step2.length);
    }
  }

  // Step 3: derivational suffixes
  const step3 = endsWithAny(word, ['heit', 'lich', 'keit', 'isch', 'end', 'ung', 'ig', 'ik']);
  if (step3 !== undefined && inR2(step3)) {
    const stem = word.slice(0, -step3.length);
    if (step3 === 'end' || step3 === 'ung') {
      word = stem;
      if (word.endsWith('ig') && !word.endsWith('eig') && inR2('ig')) word = word.slice(0, -2);
    } else if (step3 === 'ig' || step3 === 'ik' || step3 === 'isch') {
      if (!stem.endsWith('e')) word = stem;
    } else if (step3 === 'lich' || step3 === 'heit') {
      word = stem;
      const pre = endsWithAny(word, ['er', 'en']);
      if (pre !== undefined && inR1(pre)) word = word.slice(0, -2);
    } else {
      word = stem;
      const pre = endsWithAny(word, ['lich', 'ig']);
      if (pre !== undefined && inR2(pre)) word = word.slice(0, -pre.length);
    }
  }

  return word
    .replace(/U/g, 'u')
    .replace(/Y/g, 'y')
    .replace(/ä/g, 'a')
    .replace(/ö/g, 'o')
    .replace(/ü/g, 'u');
}
