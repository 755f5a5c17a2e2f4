/**
 * Finds numbers typed into a page that also exist in the platform facts
 * module, i.e. a fact retyped instead of imported.
 *
 * The rule, chosen so ordinary numbers do not trip it:
 * - Only typed text counts: front matter, imports and `{…}` expressions (the
 *   way pages render facts) are blanked before scanning. Code blocks count:
 *   `EXPOSE 8080` retypes the port just as prose would.
 * - A number is a token not glued to a preceding letter, so identifiers and
 *   version labels (`IPv4`, `h2`, `v2`, `ES2022`, `utf8`) are skipped; a
 *   unit glued after it still counts (`512MiB`).
 * - It is a retyped fact when its value is in the facts and it is either
 *   significant on its own (two or more digits, or a decimal: `8080`, `20`,
 *   `3.12`, `0,1`) or a single digit followed by a unit (`5 GiB`, `7 Tage`).
 *   Single digits without a unit are list numbering, steps and prose
 *   ("2 Dienste", "Schritt 3") and are ignored, as are ordered-list markers
 *   (`10. …` at the start of a line).
 * - Years (1990–2040), HTTP status codes after "HTTP"/"Status"/"status" and
 *   legal references after "§", "Art.", "第" or "제" are ignored; the test asserts no fact lies in the year range, so this
 *   exemption can never hide one.
 * - Thousands separators are understood (`1,000`, `1.000` → 1000); otherwise
 *   a comma is a German decimal point (`0,1` → 0.1).
 */

const unitWords = [
  'ms',
  's',
  'sec',
  'seconds?',
  'sekunden?',
  'min',
  'minutes?',
  'minuten?',
  'h',
  'hours?',
  'stunden?',
  'days?',
  'tagen?',
  'tage',
  'weeks?',
  'wochen?',
  'months?',
  'monate?n?',
  '[kmgt]i?b',
  'vcpus?',
  'cpus?',
  '%',
  'percent',
  'prozent',
  '€',
  'eur',
  'euros?',
  'cents?',
  'instances?',
  'instanzen',
  'instanz',
  'connections?',
  'verbindungen',
  'verbindung',
  'requests?',
  'anfragen',
  'retries',
  'versuche',
  'wiederholungen',
  'projects?',
  'projekte',
  'services',
  'dienste',
  'members',
  'mitglieder',
  'rules?',
  'regeln',
  'domains?',
  'jobs?',
  'deployments?',
  'variables?',
  'variablen',
  'x',
];

const unitPattern = new RegExp(`^[\\s\\u00a0]?(?:${unitWords.join('|')})(?![\\p{L}\\p{N}])`, 'iu');

/** Every numeric value in the facts: numbers and numeric strings such as versions ('22', '3.12'). */
export function factNumbers(facts: unknown): Set<number> {
  const values = new Set<number>();
  const walk = (value: unknown): void => {
    if (typeof value === 'number') values.add(value);
    else if (typeof value === 'string' && /^\d+(\.\d+)?$/.test(value)) values.add(Number(value));
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(facts);
  return values;
}

export function isYear(value: number): boolean {
  return Number.isInteger(value) && value >= 1990 && value <= 2040;
}

function toNumber(token: string): number {
  if (/^\d{1,3}([.,]\d{3})+$/.test(token)) return Number(token.replace(/[.,]/g, ''));
  return Number(token.replace(',', '.'));
}

export interface RetypedNumber {
  token: string;
  line: number;
  context: string;
}

export function findRetypedNumbers(text: string, facts: Set<number>): RetypedNumber[] {
  const found: RetypedNumber[] = [];
  const tokenPattern = /(?<![\p{L}\p{N}_.,])\d+(?:[.,]\d+)*(?![\p{N}_])/gu;
  for (const match of text.matchAll(tokenPattern)) {
    const token = match[0];
    const start = match.index;
    const value = toNumber(token);
    if (!facts.has(value) || isYear(value)) continue;
    const before = text.slice(Math.max(0, start - 16), start);
    if (/(?:HTTP|[Ss]tatus(?:code)?|status\()\s*$/.test(before)) continue;
    // Legal references: "§ 25", "Art. 6", "第 25 条", "제25조" name a law's section, not a fact.
    if (/(?:§|Art\.|第)\s*$|제$/.test(before)) continue;
    const after = text.slice(start + token.length, start + token.length + 16);
    const lineStart = text.lastIndexOf('\n', start - 1) + 1;
    if (/^[\s>]*$/.test(text.slice(lineStart, start)) && /^[.)]\s/.test(after)) continue;
    const significant = token.replace(/\D/g, '').length >= 2 || /[.,]/.test(token);
    if (!significant && !unitPattern.test(after)) continue;
    const line = text.slice(0, start).split('\n').length;
    found.push({ token, line, context: `${before}${token}${after}`.replace(/\s+/g, ' ').trim() });
  }
  return found;
}
