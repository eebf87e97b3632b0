import { randomBytes } from 'node:crypto';

/** A public identifier for URLs: 20 random base32 characters (100 bits), never guessable or sequential. */
export function newCode(): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz234567';
  const bytes = randomBytes(20);
  let out = '';
  for (const b of bytes) out += alphabet[b & 31];
  return out;
}
