/**
 * Korean particles whose form depends on the word before them: 으로/로, 이/가,
 * 을/를, 은/는, 과/와. A translation that interpolates a value it cannot see
 * (the brand) writes the dual form Korean style guides use ("{brand}(으)로"),
 * and the component resolves it from how the value is read, so "Nubiva로 이동"
 * renders instead of the hedge "Nubiva(으)로 이동".
 */

const HANGUL_FIRST = 0xac00;
const HANGUL_LAST = 0xd7a3;
/** Index of the final consonant ㄹ among Hangul syllables' 28 finals. */
const FINAL_RIEUL = 8;

/** The final consonant index (0: none) of a reading's last syllable; undefined when it is not Hangul. */
function finalConsonant(reading: string): number | undefined {
  const code = reading.trim().codePointAt(reading.trim().length - 1);
  if (code === undefined || code < HANGUL_FIRST || code > HANGUL_LAST) return undefined;
  return (code - HANGUL_FIRST) % 28;
}

/** Dual forms: [written form, form after a final consonant, form after a vowel]. */
const DUAL_FORMS: readonly (readonly [string, string, string])[] = [
  ['(으)로', '으로', '로'],
  ['을(를)', '을', '를'],
  ['를(을)', '을', '를'],
  ['이(가)', '이', '가'],
  ['가(이)', '이', '가'],
  ['은(는)', '은', '는'],
  ['는(은)', '은', '는'],
  ['과(와)', '과', '와'],
  ['와(과)', '과', '와'],
  ['(이)나', '이나', '나'],
];

/**
 * Replaces each dual-form particle right after `word` in `text` with the form
 * its Hangul `reading` takes (ㄹ takes 로, as "서울로"). A reading that does not
 * end in Hangul is an error: guessing from Latin spelling gets names wrong.
 */
export function resolveKoreanParticles(text: string, word: string, reading: string): string {
  const final = finalConsonant(reading);
  if (final === undefined)
    throw new Error(`The Korean reading of "${word}" must end in Hangul, got "${reading}"`);
  return DUAL_FORMS.reduce((result, [written, afterConsonant, afterVowel]) => {
    const consonant = final !== 0 && !(written === '(으)로' && final === FINAL_RIEUL);
    return result.replaceAll(
      `${word}${written}`,
      `${word}${consonant ? afterConsonant : afterVowel}`,
    );
  }, text);
}
