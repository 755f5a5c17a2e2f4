/**
 * A light English stemmer (plural and common verb endings), enough for
 * English UI terms in German text and for the en/ja/ko indexes, at a fraction
 * of Porter's size: "deployments" → "deploy", "queries" → "query".
 */
export function englishStem(word: string): string {
  if (word.length <= 3) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(ss|us|is)$/.test(word)) return word;
  if (/(ches|shes|sses|xes|zes)$/.test(word)) return word.slice(0, -2);
  let w = word.endsWith('s') ? word.slice(0, -1) : word;
  if (w.endsWith('ment') && w.length > 7) w = w.slice(0, -4);
  else if (w.endsWith('ing') && w.length > 5) w = w.slice(0, -3);
  else if (w.endsWith('ed') && w.length > 4) w = w.slice(0, -2);
  return w;
}
