/** 32 random hex digits; getRandomValues (unlike randomUUID) also exists on plain-http origins. */
export const newId = (): string => {
  let id = '';
  for (const byte of crypto.getRandomValues(new Uint8Array(16))) {
    id += (byte + 256).toString(16).slice(1);
  }
  return id;
};
