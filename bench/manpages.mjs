// Real prose for the benches that grow the site: the manual pages of a Debian package
// (manpages-de, manpages-ja), read from /usr/share/man/<language> and turned into documents
// (title, sections with headings, paragraphs) by a small reader of the man macros.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';

const ESCAPES = {
  em: '—',
  en: '–',
  aq: "'",
  dq: '"',
  lq: '“',
  rq: '”',
  oq: '‘',
  cq: '’',
  bu: '•',
  co: '©',
  rg: '®',
  tm: '™',
  mu: '×',
  '>=': '≥',
  '<=': '≤',
  '->': '→',
  '<-': '←',
  Fo: '«',
  Fc: '»',
  fo: '‹',
  fc: '›',
  hy: '-',
  ti: '~',
  ha: '^',
  rs: '\\',
  ':a': 'ä',
  ':o': 'ö',
  ':u': 'ü',
  ':A': 'Ä',
  ':O': 'Ö',
  ':U': 'Ü',
  ss: 'ß',
  "'e": 'é',
  '`e': 'è',
  "'a": 'á',
};

/** One line of man text without its font changes and escapes. */
function plain(text) {
  return text
    .replace(/\\f(\[[^\]]*\]|\(..|.)/g, '')
    .replace(/\\\*(\[[^\]]*\]|\(..|.)/g, '')
    .replace(/\\\((..)/g, (_, name) => ESCAPES[name] ?? '')
    .replace(/\\\[([^\]]*)\]/g, (_, name) => ESCAPES[name] ?? '')
    .replace(/\\[-e]/g, (escape) => (escape === '\\-' ? '-' : '\\'))
    .replace(/\\[&/,|^:%]/g, '')
    .replace(/\\ /g, ' ')
    .replace(/\\s[+-]?\d/g, '')
    .replace(/\\"/g, '')
    .replace(/\\(.)/g, '$1')
    .trim();
}

/** A macro's arguments as text ("B", "BR", "IR" and the like join them). */
function macroText(line) {
  const args = line.replace(/^\.\S+\s*/, '').match(/"[^"]*"|\S+/g) ?? [];
  return plain(args.map((arg) => arg.replace(/^"|"$/g, '')).join(' '));
}

/** A manual page as { name, title, sections: [{ heading, level, paragraphs }] }, or null. */
export function readManPage(file) {
  let source;
  try {
    source = gunzipSync(readFileSync(file)).toString('utf8');
  } catch {
    return null;
  }
  if (/^\.so\s/m.test(source.slice(0, 200))) return null; // a link to another page
  const sections = [];
  let section = { heading: '', level: 2, paragraphs: [] };
  let paragraph = [];
  const endParagraph = () => {
    const text = paragraph.join(' ').replace(/\s+/g, ' ').trim();
    if (text) section.paragraphs.push(text);
    paragraph = [];
  };
  const startSection = (heading, level) => {
    endParagraph();
    if (section.heading || section.paragraphs.length > 0) sections.push(section);
    section = { heading, level, paragraphs: [] };
  };
  let title = '';
  for (const line of source.split('\n')) {
    if (/^\.\\"|^'|^\.\s*$/.test(line)) continue;
    if (line.startsWith('.')) {
      const macro = line.slice(1).split(/\s/)[0];
      if (macro === 'TH') title = macroText(line).split(' ')[0] ?? '';
      else if (macro === 'SH') startSection(macroText(line), 2);
      else if (macro === 'SS') startSection(macroText(line), 3);
      else if (/^(PP|P|LP|TP|IP|HP|sp|br|RS|RE|nf|fi|EX|EE|TQ)$/.test(macro)) {
        endParagraph();
        if (macro === 'IP') {
          const text = macroText(line.replace(/\s+\d+\s*$/, ''));
          if (text && !/^\\?\(bu|^•$/.test(text)) paragraph.push(text);
        }
      } else if (/^(B|I|BR|RB|IR|RI|BI|IB|SM|SB|UR|MT|UE|ME)$/.test(macro)) {
        paragraph.push(macroText(line));
      }
      continue;
    }
    const text = plain(line);
    if (text) paragraph.push(text);
  }
  startSection('', 2);
  // The NAME section's line ("ls - Verzeichnisinhalte auflisten") is the page's title.
  const nameSection = sections.find((s) => /^(NAME|BEZEICHNUNG|名前|名称)$/i.test(s.heading));
  const name = nameSection?.paragraphs[0] ?? title;
  const rest = sections.filter((s) => s !== nameSection && s.paragraphs.length > 0);
  if (!name || rest.length === 0) return null;
  return { name: path.basename(file).replace(/\.gz$/, ''), title: name, sections: rest };
}

/** Every readable manual page of a language, in a fixed order (by section, then name). */
export function manPages(language) {
  const root = `/usr/share/man/${language}`;
  const files = readdirSync(root, { recursive: true })
    .filter((file) => file.endsWith('.gz'))
    .sort();
  return files.map((file) => readManPage(path.join(root, file))).filter(Boolean);
}

/** Markdown text an MDX compiler takes as text: no JSX, no expressions, no HTML. */
const mdxText = (text) =>
  text
    .replace(/[\\`*_{}[\]<>#|!]/g, (ch) => `&#${ch.charCodeAt(0)};`)
    .replace(/^([-+=\d])/, '\\$1')
    // No autolinks: "http://Benutzer:Passwort@Server:Port/" is no URL to Docusaurus.
    .replace(/:\/\/|\bwww\./gi, (match) => `&#${match.charCodeAt(0)};${match.slice(1)}`)
    // A paragraph that begins with "import" or "export" would be read as JavaScript.
    .replace(/^(import|export)/i, (word) => `&#${word.charCodeAt(0)};${word.slice(1)}`);

/** A manual page as a docs page (Markdown with front matter). */
export function manPageMarkdown(page) {
  const title = page.title.replace(/"/g, "'");
  const lines = ['---', `title: "${title.replace(/\\/g, '')}"`, '---', ''];
  for (const { heading, level, paragraphs } of page.sections) {
    if (heading) lines.push(`${'#'.repeat(level)} ${mdxText(heading)}`, '');
    for (const paragraph of paragraphs) lines.push(mdxText(paragraph), '');
  }
  return lines.join('\n');
}
