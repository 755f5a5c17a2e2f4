/**
 * German words readers type for things the German docs name with the English
 * term (the glossary keeps "Domain", "Deployment", "Cache", "Log"), and back.
 * Each group is matched by stem; a query word also matches the other words of
 * its group, a little below an exact match.
 */
const GROUPS: readonly (readonly string[])[] = [
  ['domäne', 'domain'],
  ['bereitstellung', 'deployment'],
  ['zwischenspeicher', 'cache'],
  ['protokoll', 'log'],
  ['zeitüberschreitung', 'timeout'],
  ['arbeitsspeicher', 'memory'],
];

export function synonymsOf(stem: string, stemWord: (word: string) => string): string[] {
  for (const group of GROUPS) {
    const stems = group.map(stemWord);
    if (stems.includes(stem)) return stems.filter((other) => other !== stem);
  }
  return [];
}
