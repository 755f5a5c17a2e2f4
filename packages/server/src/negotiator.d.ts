// negotiator 1.x: @types/negotiator (0.6) lacks the `preferred` option of encodings().
// Only what the server calls is declared.
declare module 'negotiator' {
  class Negotiator {
    constructor(request: { headers: Record<string, string | undefined> });
    encodings(available: readonly string[], options?: { preferred?: readonly string[] }): string[];
    mediaType(available: readonly string[]): string | undefined;
    language(available: readonly string[]): string | undefined;
  }
  export = Negotiator;
}
