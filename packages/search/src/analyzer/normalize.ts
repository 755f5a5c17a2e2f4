/**
 * Spelling folding shared by index and query: lower case, ß → ss, the
 * transliterations ae/oe/ue → a/o/u (except "ue" after q), and diacritics
 * stripped, so "Größe", "Groesse" and "Grosse" fold to the same surface form.
 */
/** Lower-case ASCII letters and digits without ae, oe or ue: folding changes nothing. */
const PLAIN = /^(?:[b-np-tv-z0-9]|[aou](?!e))*$/;

export function foldSurface(word: string): string {
  // Most words need none of it (the index folds every piece of every compound).
  if (PLAIN.test(word)) return word;
  return word
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ae/g, 'a')
    .replace(/oe/g, 'o')
    .replace(/(^|[^q])ue/g, '$1u');
}

/** Lower case with umlauts kept (the stop word lists spell them: "für", "über"). */
export function lowerWord(word: string): string {
  return word.toLowerCase().normalize('NFC');
}
