/** 32 random hex digits; getRandomValues (unlike randomUUID) also exists on plain-http origins. */
export const newId = (): string => {
  let id = '';
  for (const word of crypto.getRandomValues(new Uint32Array(4))) {
    id += (word + 2 ** 32).toString(16).slice(1);
  }
  return id;
};
