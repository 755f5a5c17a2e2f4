/**
 * Heuristics for German pages: English sentences left untranslated, and the
 * formal Sie-form where the pages address the reader with du.
 */

/**
 * Function words that are English and never German. A German sentence may
 * quote an English product term, but it does not contain several of these.
 * ("in", "an", "so", "was", "will", "man" are left out: they are German too.)
 */
const englishWords = new Set(
  (
    'the a and or you your yours is are was were be been with without this that these those ' +
    'of to for from by it its can could should would must have has had not which when what ' +
    'where who how there their they them our we us if then than only into onto about ' +
    'after before each every any all more most other such here just very does do did make'
  ).split(' '),
);

export function splitSentences(text: string): string[] {
  return text
    .split(/(?<=[.!?:;])\s+|\n/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

/**
 * A sentence reads as English when at least three of its words, or at least
 * 40 % of a short sentence (two words minimum), are English-only function words.
 */
export function looksEnglish(sentence: string): boolean {
  const words = sentence.toLowerCase().match(/[\p{L}']+/gu) ?? [];
  if (words.length < 3) return false;
  const hits = words.filter((word) => englishWords.has(word)).length;
  return hits >= 3 || (hits >= 2 && hits / words.length >= 0.4);
}

const formalPronouns = 'Sie|Ihnen|Ihr|Ihre|Ihren|Ihrem|Ihrer|Ihres';

/**
 * Formal address: a capitalised Sie/Ihnen/Ihr… inside a sentence is always
 * the polite form ("Klicken Sie", "für Ihren Dienst"). At the start of a
 * sentence "Sie" is ambiguous ("Sie" = they), so only the unambiguous
 * "Ihnen" and the possessives followed by a noun are flagged there, plus
 * "Sie" followed by a modal verb ("Sie können …"), which docs only use to
 * address the reader.
 */
export function formalAddress(sentence: string): string | null {
  const inside = new RegExp(`(?<=[\\p{L}\\p{N},)“”"]\\s+)(${formalPronouns})(?![\\p{L}])`, 'u');
  const atStart = new RegExp(
    `^(?:Ihnen|Ihre[nmrs]?\\s+\\p{Lu}|Ihr\\s+\\p{Lu}|Sie\\s+(?:können|müssen|sollten|dürfen|möchten|wollen)\\b)`,
    'u',
  );
  return sentence.match(inside)?.[0] ?? sentence.match(atStart)?.[0] ?? null;
}

/** Units a number in German prose is written with (DIN 5008 keeps them on its line). */
const germanUnits =
  'Sekunden|Sekunde|Minuten|Minute|Stunden|Stunde|Tagen|Tage|Tag|Wochen|Woche|Monaten|Monate|Monat|Jahren|Jahre|Jahr|' +
  'ms|s|min|h|KiB|MiB|GiB|TiB|KB|MB|GB|TB|Prozent|%';
const plainSpaceBeforeUnit = new RegExp(`^ (${germanUnits})(?![\\p{L}\\p{N}])`, 'u');
const digitThenPlainSpace = new RegExp(`\\p{N} (${germanUnits})(?![\\p{L}\\p{N}])`, 'gu');
/**
 * A number written as a word before a unit symbol ("zehn MiB"): a symbol takes digits. An
 * indefinite amount ("mehrere hundert MiB") has none to write.
 */
const numberWordBeforeSymbol =
  /(?<![\p{L}])(?<!(?:mehrere|einige|paar)\s)(?:eins?|eine[mnrs]?|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|elf|zwölf|zwanzig|hundert|tausend)\s(KiB|MiB|GiB|TiB|KB|MB|GB|TB|ms|min|%)(?![\p{L}\p{N}])/giu;

interface MdNode {
  type: string;
  name?: string | null;
  value?: string;
  children?: MdNode[];
  position?: { start: { line: number } };
}

/**
 * Numbers whose unit may wrap onto the next line: a `<Fact …/>` followed by a
 * plain space and a unit, or a typed digit followed by one. Each hit is
 * "line N: <unit>"; the fix is `&nbsp;` (or `unit="…"` on the Fact for a symbol). And a
 * number word before a unit symbol ("line N: zehn MiB"), which takes digits: 10&nbsp;MiB.
 */
export function unitsAfterPlainSpace(tree: MdNode): string[] {
  const hits: string[] = [];
  const walk = (node: MdNode) => {
    const children = node.children ?? [];
    children.forEach((child, index) => {
      if (child.type === 'text' && typeof child.value === 'string') {
        const line = child.position?.start.line ?? 0;
        const previous = children[index - 1];
        const afterFact =
          previous?.type === 'mdxJsxTextElement' && previous.name === 'Fact'
            ? plainSpaceBeforeUnit.exec(child.value)
            : null;
        if (afterFact) hits.push(`line ${line}: ${afterFact[1]}`);
        for (const match of child.value.matchAll(digitThenPlainSpace))
          hits.push(`line ${line}: ${match[1]}`);
        for (const match of child.value.matchAll(numberWordBeforeSymbol))
          hits.push(`line ${line}: ${match[0]}`);
      }
      walk(child);
    });
  };
  walk(tree);
  return hits;
}
