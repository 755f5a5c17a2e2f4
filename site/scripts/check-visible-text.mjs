#!/usr/bin/env node
// Checks what readers see on every built HTML page of every locale: no MDX
// expression left unrendered (`{platform.port}`), no `undefined`, `NaN` or
// `[object Object]` in the text, no `**bold**` left as written, no empty code block, no "1 Stunden"/"1 hours", no
// logo announced as "… Logo", no ungrouped fact number ("1500 ms", when given the facts), and no English function words in German prose. Code
// blocks (<pre>) are literal and skipped; inline code is checked for leaks but not
// for language; elements marked lang="en" may quote English.
// Usage: node site/scripts/check-visible-text.mjs <build dir>
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Parser } from 'htmlparser2';
import { routeOf } from './check-anchors.mjs';

/** Elements whose text no reader sees as prose. */
const hidden = new Set(['script', 'style', 'noscript', 'template', 'svg', 'head']);

/** `{name.path}` or `{name(…)}`: an MDX expression printed as text. */
const unrenderedExpression = /\{[A-Za-z_$][\w$]*(?:\.[\w$]+|\([^(){}]*\))+\}/;
const junk = /\b(?:undefined|NaN)\b|\[object Object\]/;
/**
 * `**bold**` printed as written: CommonMark closes emphasis after punctuation only before a
 * space or punctuation, so "**Full (strict)**로" stays literal on a Korean or Japanese page.
 */
const unrenderedEmphasis = /\*\*[^*\s][^*]*\*\*/;

/**
 * Words that are English and never German (a German page may quote an English
 * term inside code or an element with lang="en", not in its own sentences).
 */
const englishOnlyWords = new Set(
  (
    'the and or you your is are were with without this that these those of to for from ' +
    'by it its can could should would must have has not which when what where who how ' +
    'there their they them our we if then than only into about after before each every'
  ).split(' '),
);

/**
 * A count of one with a plural noun, or "every 1 …" ("1 Stunden", "alle 1 Stunde",
 * "1 hours", "every 1 minute"): what a fact rendered into a sentence written for
 * larger numbers looks like. Decimals ("0,1 Stunden", "1.5 hours") are fine.
 */
const pluralAfterOne = {
  de: /(?<![\d.,])1\s+(?:Sekunden|Minuten|Stunden|Tage|Tagen|Wochen|Monate|Monaten|Jahre|Jahren|Instanzen|Anfragen|Dienste|Domains|Verbindungen)\b|\balle\s+1\s/,
  en: /(?<![\d.,])1\s+(?:seconds|minutes|hours|days|weeks|months|years|instances|requests|services|domains|connections)\b|\bevery\s+1\s/i,
};

/**
 * A fact of four or more digits without the locale's grouping ("1500 ms",
 * "3600 Sekunden"): a number rendered past the fact component, which writes
 * "1.500" / "1,500". Only the given fact values count, so a port, a year or a
 * postal code is left alone.
 * @param {string} text
 * @param {ReadonlySet<number>} facts
 */
export function ungroupedNumberProblem(text, facts) {
  const found = [...text.matchAll(/(?<![\d.,])\d{4,}(?![\d.,]\d)/g)].find(([digits]) =>
    facts.has(Number(digits)),
  );
  return found ? `number without grouping: "${found[0]}"` : null;
}

/** The wording problem of a prose text in a locale (de or en), if any. */
export function numberAgreementProblem(text, locale) {
  const found = pluralAfterOne[locale]?.exec(text);
  return found ? `count and noun disagree: "${found[0].trim()}"` : null;
}

/**
 * Text runs of one page: visible text with its context (inside <pre>,
 * inside <code>, inside an element whose language is English).
 * @returns {{ text: string, pre: boolean, code: boolean, english: boolean }[]}
 */
export function textRuns(html) {
  const runs = [];
  const stack = [];
  let htmlLang = '';
  const inside = (predicate) => stack.some(predicate);
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'html') htmlLang = attributes.lang ?? '';
        stack.push({ name, lang: attributes.lang, hiddenAttr: 'hidden' in attributes });
      },
      onclosetag(name) {
        const at = stack.map((entry) => entry.name).lastIndexOf(name);
        if (at >= 0) stack.length = at;
      },
      ontext(text) {
        if (text.trim() === '') return;
        if (inside((entry) => hidden.has(entry.name) || entry.hiddenAttr)) return;
        const lang = [...stack].reverse().find((entry) => entry.lang)?.lang ?? htmlLang;
        runs.push({
          text,
          pre: inside((entry) => entry.name === 'pre'),
          code: inside((entry) => entry.name === 'code' || entry.name === 'kbd'),
          english: lang.startsWith('en'),
        });
      },
    },
    { decodeEntities: true },
  );
  // React's empty comments split one sentence into runs ("1<!-- --> Stunden").
  parser.write(html.replace(/<!--\s*-->/g, ''));
  parser.end();
  return runs;
}

/**
 * Alt texts that call a logo a logo ("Nubiva Logo"): a screen reader already says
 * "image", and the alt text of a logo is the name it shows (or empty next to the name).
 */
export function logoAltTexts(html) {
  const found = [];
  const parser = new Parser({
    onopentag(name, attributes) {
      if (name === 'img' && /\blogo\s*$/i.test(attributes.alt ?? '')) found.push(attributes.alt);
    },
  });
  parser.write(html);
  parser.end();
  return found;
}

/** The number of code blocks (<pre>) without any text: a reader sees an empty box. */
export function emptyCodeBlocks(html) {
  let empty = 0;
  const open = [];
  const parser = new Parser({
    onopentag(name) {
      if (name === 'pre') open.push(0);
    },
    ontext(text) {
      if (open.length > 0) open[open.length - 1] += text.length;
    },
    onclosetag(name) {
      if (name === 'pre' && open.pop() === 0) empty += 1;
    },
  });
  parser.write(html);
  parser.end();
  return empty;
}

/**
 * @param {string} buildDir
 * @param {{ groupedFacts?: ReadonlySet<number> }} [options] fact values that must
 *   render with the locale's grouping (the unit test passes the facts modules' numbers)
 * @returns {{ page: string, problem: string, text: string }[]}
 */
export function findVisibleTextProblems(buildDir, options = {}) {
  const files = readdirSync(buildDir, { recursive: true, encoding: 'utf8' }).filter((name) =>
    name.endsWith('.html'),
  );
  const problems = [];
  for (const file of files.sort()) {
    const page = routeOf(file);
    const german = page === '/de' || page.startsWith('/de/');
    const locale = german ? 'de' : /^\/(?:ja|ko)(?:\/|$)/.test(page) ? null : 'en';
    const html = readFileSync(join(buildDir, file), 'utf8');
    const empty = emptyCodeBlocks(html);
    if (empty > 0) problems.push({ page, problem: `${empty} empty code block(s)`, text: '' });
    for (const alt of logoAltTexts(html)) {
      problems.push({ page, problem: 'alt text names the image a logo', text: alt });
    }
    for (const { text, pre, code, english } of textRuns(html)) {
      if (pre) continue;
      const report = (problem) => problems.push({ page, problem, text: text.trim().slice(0, 120) });
      const expression = text.match(unrenderedExpression);
      if (expression) report(`unrendered expression ${expression[0]}`);
      const leak = text.match(junk);
      if (leak) report(`"${leak[0]}" in the text`);
      const emphasis = code ? null : text.match(unrenderedEmphasis);
      if (emphasis) report(`unrendered emphasis ${emphasis[0]}`);
      const agreement = !code && locale ? numberAgreementProblem(text, locale) : null;
      if (agreement) report(agreement);
      const ungrouped =
        code || !options.groupedFacts ? null : ungroupedNumberProblem(text, options.groupedFacts);
      if (ungrouped) report(ungrouped);
      if (german && !code && !english) {
        // A hyphenated compound ("Out-of-Memory-Meldung") is one German word; addresses are no prose.
        const prose = text.replace(/\S*(?::\/\/|\.[a-z]{2,}\/)\S*/gi, ' ');
        const words = prose.toLowerCase().match(/\p{L}+(?:-\p{L}+)*/gu) ?? [];
        const found = words.find((word) => englishOnlyWords.has(word));
        if (found) report(`English word "${found}" in German text`);
      }
    }
  }
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const buildDir = process.argv[2];
  if (!buildDir) {
    console.error('usage: node check-visible-text.mjs <build dir>');
    process.exit(2);
  }
  const problems = findVisibleTextProblems(buildDir);
  for (const { page, problem, text } of problems) console.error(`${page}: ${problem}: ${text}`);
  if (problems.length > 0) {
    console.error(`visible text: ${problems.length} problem(s)`);
    process.exit(1);
  }
  console.log('visible text: nothing unrendered, no English words in German prose');
}
