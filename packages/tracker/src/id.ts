/** 32 random hex digits; getRandomValues (unlike randomUUID) also exists on plain-http origins. */
export const newId = (): string =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) =>
    (b + 256).toString(16).slice(1),
  ).join('');
