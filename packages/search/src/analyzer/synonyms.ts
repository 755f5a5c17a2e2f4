import { englishStem } from './englishStemmer.js';
import { foldSurface } from './normalize.js';

import { STOPWORDS } from './stopwords.js';

/**
 * A small bilingual term list for German docs: the English terms German
 * developers type, with the German words the pages use for them, and the
 * German words readers type for things the pages name with the English term
 * (the glossary keeps "Domain", "Deployment", "Backup", "Log"). Derived from
 * the site's glossary (site/GLOSSARY.md: English → German platform terms and
 * dashboard labels) and the English names of the usual pages of a platform's
 * documentation (troubleshooting, privacy policy, terms, pricing).
 * Each line is one group; a query word matches the other words of its group,
 * a little below an exact match. Words are compared by stem (German and
 * English), so plurals and verb forms belong to the group too. A term of
 * several words ("rate limiting") is matched by the query's adjacent words
 * together and finds a German compound ("Ratenbegrenzung"); German targets of
 * several words are left to their single words.
 */
const GROUPS = `
service = dienst
cold start = kaltstart
rate limiting = ratenbegrenzung
connection pool = connection pooling = verbindungspool
connection string = verbindungs-url
idle cost = leerlaufkosten
background task = background job = hintergrundaufgabe
support request = supportanfrage
quick start = schnellstart
team member = teammitglied
business hours = geschäftszeiten
eviction policy = verdrängungsstrategie
scale out = hochskalieren
transaction mode = transaktionsmodus
review threshold = prüfschwelle
instance size = instanzgröße
environment variable = umgebungsvariable
start command = startbefehl
build command = build-befehl
service mode = dienstmodus
point in time recovery = point-in-time-wiederherstellung
terms of service = nutzungsbedingungen
privacy policy = datenschutzerklärung
speech recognition = speech to text = spracherkennung
image classification = bildklassifizierung
deployment = bereitstellung = bereitstellen
command = befehl
instance = instanz
size = größe
environment = umgebung
custom = eigene
domain = domäne
rollback = zurückrollen
metric = metrik
alert = alerting = alarm
cold = kalt
scale = skalieren = skalierung
zero = null
connection = verbindung
request = anfrage
response = antwort
billing = abrechnung
idle = leerlauf
background = hintergrund
task = aufgabe
queue = warteschlange
scheduled = geplant
record = eintrag
certificate = zertifikat
project = projekt
database = datenbank
plan = tarif
backup = sicherung = sichern = sicherungskopie
use = usage = nutzung
outbound = egress = ausgehend
traffic = datenverkehr
quick = schnell
quickstart = schnellstart
twelve = zwölf
factor = faktor
member = mitglied
business = geschäftszeiten
eviction = verdrängung
policy = richtlinie
listen = lauschen
transaction = transaktion
mode = modus
limiting = begrenzung
outage = ausfall
downtime = ausfallzeit
threshold = schwelle
create = anlegen
settings = einstellungen
attach = verknüpfen
memory = arbeitsspeicher
cache = zwischenspeicher
log = protokoll
timeout = zeitüberschreitung = zeitlimit
troubleshooting = fehlerbehebung
error = fehler
privacy = datenschutz
gdpr = dsgvo
terms = nutzungsbedingungen
acceptable = akzeptabel = akzeptable = zulässig
overview = überblick
example = beispiel
contact = kontakt
pricing = price = cost = preis = kosten
free = kostenlos
monitoring = überwachung
uptime = availability = verfügbarkeit
security = sicherheit
vulnerability = sicherheitslücke
image = bild
classification = klassifizierung
speech = sprache
recognition = erkennung
path = pfad
prefix = präfix
strip = entfernen
preview = vorschau
restore = recovery = wiederherstellen = wiederherstellung
file = datei
directory = folder = verzeichnis
key = schlüssel
dependency = abhängigkeit
account = konto
delete = löschen
notification = benachrichtigung
`;

type Stem = (word: string) => string;

const groups: string[][] = GROUPS.trim()
  .split('\n')
  .map((line) => line.split('=').map((word) => word.trim()));

/** A term of several words as one key: its words without stop words, spaces or hyphens. */
export function phraseKey(words: string[]): string {
  return words
    .map((word) => word.toLowerCase())
    .filter((word) => !STOPWORDS.has(word))
    .join('');
}

/** The keys a word is looked up by: its stem in the index language and its English stem. */
export function termKeys(word: string, stem: Stem): string[] {
  const lower = /[\s-]/.test(word) ? phraseKey(word.split(/[\s-]+/)) : word.toLowerCase();
  const keys = [stem(lower), englishStem(foldSurface(lower))];
  return keys[0] === keys[1] ? [keys[0] as string] : keys;
}

const memo = new WeakMap<Stem, Map<string, string[]>>();

/** key → stems of the other words of its groups, for one stemmer. */
function table(stem: Stem): Map<string, string[]> {
  let result = memo.get(stem);
  if (result !== undefined) return result;
  result = new Map();
  for (const group of groups) {
    // German terms of several words are no single index term.
    const stems = group.map((word) =>
      /\s/.test(word) ? '' : stem(word.toLowerCase().replace(/-/g, '')),
    );
    group.forEach((word, i) => {
      const others = stems.filter((other, j) => j !== i && other !== '');
      for (const key of termKeys(word, stem)) {
        const list = result!.get(key) ?? [];
        for (const other of others) if (!list.includes(other)) list.push(other);
        result!.set(key, list);
      }
    });
  }
  memo.set(stem, result);
  return result;
}

/** Stems (index terms) of the words that mean the same as `word`. */
export function synonymsOf(word: string, stem: Stem): string[] {
  const lookup = table(stem);
  const out: string[] = [];
  for (const key of termKeys(word, stem)) {
    for (const other of lookup.get(key) ?? []) if (!out.includes(other)) out.push(other);
  }
  return out;
}
