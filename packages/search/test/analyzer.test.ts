import { describe, expect, it } from 'vitest';
import { createAnalyzer, stemmerFor } from '../src/analyzer/analyzer.js';
import { CompoundSplitter } from '../src/analyzer/compounds.js';
import { foldSurface } from '../src/analyzer/normalize.js';
import { tokenize } from '../src/analyzer/tokenize.js';

const germanStem = stemmerFor('de');

describe('German stemmer (Snowball German on the folded spelling)', () => {
  it.each([
    ['datenbanken', 'datenbank'],
    ['häuser', 'haus'],
    ['aufeinanderfolgenden', 'aufeinanderfolg'],
    ['kategorien', 'kategori'],
    ['bereitstellungen', 'bereitstell'],
    ['kenntnisse', 'kenntnis'],
    ['möglichkeiten', 'moglich'],
  ])('%s → %s', (word, stem) => {
    expect(germanStem(word)).toBe(stem);
  });

  it('gives singular and plural the same stem', () => {
    expect(germanStem('zertifikate')).toBe(germanStem('zertifikat'));
    expect(germanStem('variablen')).toBe(germanStem('variable'));
  });

  it('treats umlaut, transliterated and plain spellings alike', () => {
    expect(new Set(['domäne', 'domaene', 'domane'].map(germanStem))).toEqual(new Set(['doman']));
    expect(new Set(['größe', 'groesse', 'grosse'].map(germanStem))).toEqual(new Set(['gross']));
    expect(new Set(['café', 'cafe'].map(germanStem))).toEqual(new Set(['caf']));
  });

  it('keeps "ue" after q (Quelle is not Qülle)', () => {
    expect(germanStem('quellen')).toBe('quell');
  });
});

describe('spelling folding', () => {
  it('folds umlauts, ß and transliterations to one surface', () => {
    expect(foldSurface('Größe')).toBe('grosse');
    expect(foldSurface('Groesse')).toBe('grosse');
    expect(foldSurface('Domäne')).toBe(foldSurface('Domaene'));
  });
});

describe('tokenizer', () => {
  it('splits Latin text into words with offsets', () => {
    const tokens = tokenize('Postgres-Datenbank, 2 Dienste').filter((t) => !t.joined);
    expect(tokens.map((t) => t.text)).toEqual(['Postgres', 'Datenbank', '2', 'Dienste']);
    expect(tokens[1]).toMatchObject({ start: 9, end: 18, cjk: false });
  });

  it('adds the joined form of names written with inner punctuation', () => {
    const joined = (text: string) =>
      tokenize(text)
        .filter((t) => t.joined)
        .map((t) => [t.text, t.start, t.end]);
    expect(joined('mit Next.js und Node.js')).toEqual([
      ['Nextjs', 4, 11],
      ['Nodejs', 16, 23],
    ]);
    expect(joined('pg_hba.conf, puppeteer-core, Health-Check')).toEqual([
      ['pghbaconf', 0, 11],
      ['puppeteercore', 13, 27],
      ['HealthCheck', 29, 41],
    ]);
    // Spaces, sentence ends and version numbers join nothing.
    expect(joined('Node js. Danach Python 3.12')).toEqual([]);
  });

  it('turns Japanese runs into bigrams and keeps embedded Latin words', () => {
    const tokens = tokenize('データベースとRedis');
    expect(tokens.filter((t) => t.cjk).map((t) => t.text)).toEqual([
      'デー',
      'ータ',
      'タベ',
      'ベー',
      'ース',
      'スと',
    ]);
    expect(tokens.find((t) => !t.cjk)?.text).toBe('Redis');
  });

  it('turns Korean words into syllable bigrams', () => {
    expect(tokenize('데이터베이스').map((t) => t.text)).toEqual([
      '데이',
      '이터',
      '터베',
      '베이',
      '이스',
    ]);
  });

  it('reads umlauts and letters beyond U+FFFF as word characters, a lone surrogate as none', () => {
    expect(tokenize('Größe 𝐀𝐁c x\ud800y').map((t) => [t.text, t.start, t.end])).toEqual([
      ['Größe', 0, 5],
      ['𝐀𝐁c', 6, 11],
      ['x', 12, 13],
      ['y', 14, 15],
    ]);
  });

  it('keeps a single CJK character as a token', () => {
    expect(tokenize('表 A').map((t) => t.text)).toEqual(['表', 'A']);
  });
});

describe('analyzer', () => {
  it('marks German stopwords and stems the rest', () => {
    const tokens = createAnalyzer('de').analyze('Wie lege ich Datenbanken an');
    expect(tokens.filter((t) => !t.stopword).map((t) => t.stem)).toEqual(['leg', 'datenbank']);
  });

  it('stems English words lightly outside German', () => {
    expect(
      createAnalyzer('en')
        .analyze('Deployments queries')
        .map((t) => t.stem),
    ).toEqual(['deploy', 'query']);
  });
});

describe('compound splitting', () => {
  const stem = germanStem;
  const vocabulary = new Set(
    ['umgebung', 'variablen', 'domain', 'zertifikat', 'speicher'].map(stem),
  );
  const splitter = new CompoundSplitter(vocabulary, stem);

  it('splits at a linking s', () => {
    expect(splitter.split('Umgebungsvariablen')).toEqual([stem('umgebung'), stem('variablen')]);
  });

  it('splits when both parts are known words', () => {
    expect(splitter.split('Domainzertifikate')).toEqual([stem('domain'), stem('zertifikate')]);
  });

  it('splits when only the head word is known elsewhere', () => {
    expect(splitter.split('Zwischenspeicher')).toEqual([stem('zwischen'), stem('speicher')]);
  });

  it('splits a query word the index lacks as split() does, looking up tails only after known heads', () => {
    // Each look-up is a shard a browser fetches: a tail per cut would be one per letter.
    const looked: string[] = [];
    const known = new Set(['domain', 'verifizierung'].map(stem));
    const querySplitter = new CompoundSplitter(
      { has: (s: string) => (looked.push(s), known.has(s)) },
      stem,
    );
    expect(querySplitter.splitQuery('Domainverifizierung')).toEqual(
      new CompoundSplitter(known, stem).split('Domainverifizierung'),
    );
    expect(looked).toContain(stem('verifizierung'));
    expect(looked).not.toContain(stem('ainverifizierung'));
    expect(looked).not.toContain(stem('rung'));
  });

  it('leaves short and unknown words alone', () => {
    expect(splitter.split('Dienst')).toBeNull();
    expect(splitter.split('Verbindlichkeit')).toBeNull();
  });
  it('takes a cut with both sides known, then the longest tail, then a tail split again', () => {
    const known = new Set(
      [
        'daten',
        'datenbank',
        'verbindung',
        'fehler',
        'speicher',
        'speicherplatz',
        'platzbedarf',
        'bedarf',
      ].map(stem),
    );
    const ranked = new CompoundSplitter(known, stem);
    // "dat|enbank|fehler" has a shorter known head, but an unknown part.
    expect(ranked.split('Datenbankfehler')).toEqual([stem('datenbank'), stem('fehler')]);
    expect(ranked.split('Speicherplatzbedarf')).toEqual([stem('speicher'), stem('platzbedarf')]);
    const threeParts = new CompoundSplitter(
      new Set(['datenbank', 'verbindung', 'fehler'].map(stem)),
      stem,
    );
    expect(threeParts.split('Datenbankverbindungsfehler')).toEqual(
      ['datenbank', 'verbindung', 'fehler'].map(stem),
    );
  });
});
