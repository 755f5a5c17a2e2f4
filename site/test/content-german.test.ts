import { describe, expect, it } from 'vitest';
import { limitRows, limitSectionIds } from '../src/components/facts/limits';
import { platform } from '../src/data/platform';
import {
  formalAddress,
  looksEnglish,
  splitSentences,
  unitsAfterPlainSpace,
} from './content/german-style';
import { loadLocalePages, loadPages, parsePage } from './content/pages';
import { misspelledWords, projectWords, spellableText } from './content/spelling';

const germanPages = loadPages().filter((page) => page.locale === 'de');
const cases = germanPages.map((page) => [page.file, page] as const);

describe('German docs pages', () => {
  it.each(cases)('%s passes the German spell check', (_file, page) => {
    const text = spellableText(
      [page.frontMatter.title, page.frontMatter.description, page.prose].join('\n'),
    );
    expect(misspelledWords(text)).toEqual([]);
  });

  it.each(cases)('%s has no English sentences', (_file, page) => {
    const sentences = [
      String(page.frontMatter.title),
      String(page.frontMatter.description),
      ...page.proseBlocks,
    ].flatMap(splitSentences);
    expect(sentences.filter(looksEnglish)).toEqual([]);
  });

  it.each(cases)('%s addresses the reader with du, never Sie', (_file, page) => {
    const sentences = [String(page.frontMatter.description), ...page.proseBlocks].flatMap(
      splitSentences,
    );
    const formal = sentences
      .map((sentence) => [formalAddress(sentence), sentence] as const)
      .filter(([hit]) => hit !== null);
    expect(formal).toEqual([]);
  });

  // The example guides too: their prose is German like the docs'.
  it.each(loadLocalePages('de').map((page) => [page.file, page] as const))(
    '%s keeps every number on one line with its unit',
    (_file, page) => {
      expect(unitsAfterPlainSpace(page.tree)).toEqual([]);
    },
  );
});

describe('German text rendered by the fact components', () => {
  const labels = limitSectionIds.flatMap((section) =>
    limitRows(section, 'de').map((row) => row.label),
  );

  it('limit labels pass the spell check (plan names are identifiers, not words)', () => {
    const planNames = new Set<string>(
      [...platform.postgres.plans, ...platform.redis.plans].map((plan) => plan.name),
    );
    const words = misspelledWords(spellableText(labels.join('\n')));
    expect(words.filter((word) => !planNames.has(word))).toEqual([]);
  });

  it('limit labels are not English', () => {
    expect(labels.filter(looksEnglish)).toEqual([]);
  });
});

describe('the German checks catch what they should', () => {
  it('a number and its unit joined by a plain space, or a number word before a unit symbol, are found', () => {
    const parse = (text: string) =>
      parsePage('de', 'x.mdx', `---\ntitle: x\n---\n\n${text}\n`).tree;
    expect(
      unitsAfterPlainSpace(
        parse('Nach <Fact value={a.b} /> Sekunden und 4 Wochen, mit <Fact value={c} /> MiB.'),
      ),
    ).toEqual(['line 5: Sekunden', 'line 5: Wochen', 'line 5: MiB']);
    expect(
      unitsAfterPlainSpace(
        parse('Standardmäßig zehn MiB, etwa ein GiB, zwei Minuten, mehrere hundert MiB.'),
      ),
    ).toEqual(['line 5: zehn MiB', 'line 5: ein GiB']);
    expect(
      unitsAfterPlainSpace(
        parse(
          'Nach <Fact value={a.b} />&nbsp;Sekunden, <Fact value={c} /> Instanzen, 4\u00a0Wochen.',
        ),
      ),
    ).toEqual([]);
  });

  it('spell check flags a misspelled word and accepts correct German', () => {
    expect(misspelledWords('Der Diesnt startet nach dem Deployment.')).toEqual(['Diesnt']);
    expect(misspelledWords('Verbinde dein Konto und starte deinen Dienst.')).toEqual([]);
  });

  it('the project word list holds single, distinct words (optionally word/model)', () => {
    const words = projectWords();
    expect(words.length).toBeGreaterThan(0);
    expect(new Set(words).size).toBe(words.length);
    for (const word of words)
      expect(word).toMatch(/^[\p{L}\p{N}][\p{L}\p{N}.+-]*(?:\/[\p{L}]+)?$/u);
  });

  it.each([
    'Click the button to deploy your service.',
    'This page is being written.',
    'You can connect it to the database.',
  ])('flags the English sentence "%s"', (sentence) => {
    expect(looksEnglish(sentence)).toBe(true);
  });

  it.each([
    'Verbinde dein Repository mit dem Dashboard.',
    'Der Health-Check prüft den Pfad, bevor der Traffic umschaltet.',
    'Nutze die Umgebungsvariable für die Verbindungs-URL.',
    'Das Deployment läuft in der Region, die du gewählt hast.',
  ])('accepts the German sentence "%s"', (sentence) => {
    expect(looksEnglish(sentence)).toBe(false);
  });

  it.each([
    ['Klicken Sie auf Deploy.', 'Sie'],
    ['Danach können Sie den Dienst starten.', 'Sie'],
    ['Wir senden Ihnen eine E-Mail.', 'Ihnen'],
    ['Öffnen Sie Ihr Dashboard.', 'Sie'],
    ['Prüfe, ob Ihre Domain korrekt ist.', 'Ihre'],
    ['Sie können jetzt deployen.', 'Sie können'],
    ['Ihre Datenbank ist bereit.', 'Ihre D'],
  ])('flags formal address in "%s"', (sentence, hit) => {
    expect(formalAddress(sentence)).toBe(hit);
  });

  it.each([
    'Du kannst jetzt deployen.',
    'Die Instanzen starten neu, sobald sie gebraucht werden.',
    'Sie laufen in derselben Region wie deine Datenbank.',
    'Prüfe deine Domain.',
  ])('accepts du-form "%s"', (sentence) => {
    expect(formalAddress(sentence)).toBeNull();
  });
});
