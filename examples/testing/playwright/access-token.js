import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (text) => createHash('sha256').update(text).digest();

/**
 * The check for API_TOKEN, the secret every render request sends as `Authorization: Bearer …`.
 * Without a token of at least 32 characters the service does not start: a browser that opens
 * any URL must not be open to anyone. Comparing digests takes the same time whatever they hold.
 */
export function tokenCheck(token) {
  if (!token || token.length < 32) {
    throw new Error('Set API_TOKEN to a random secret of at least 32 characters.');
  }
  const expected = digest(token);
  return (req) => {
    const sent = /^Bearer (\S+)$/.exec(req.headers.authorization ?? '')?.[1];
    return typeof sent === 'string' && timingSafeEqual(digest(sent), expected);
  };
}
