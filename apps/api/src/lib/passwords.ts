import { hash, verify } from '@node-rs/argon2';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';

// argon2id (the library default), OWASP parameters: 19 MiB, 2 iterations, 1 lane.
const options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

// A hash of a random string, so an unknown e-mail costs the same time as a wrong password.
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (passwordHash == null) {
    dummyHash ??= hashPassword(`dummy-${Math.random()}`);
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}

// Password strength (API side only: the dictionaries are large and never go into the web bundle).
// zxcvbn scores 0–4; 0 and 1 mean the password is in (or a small variation of) the common-password dictionary, or a
// keyboard walk / repeat / date. Those are refused.
const MIN_SCORE = 2;
let strength: ZxcvbnFactory | undefined;

/** True when the password is a common or easily guessed one; `userInputs` (e-mail, name…) count as guessable too. */
export function isWeakPassword(password: string, userInputs: string[] = []): boolean {
  strength ??= new ZxcvbnFactory({ dictionary: { ...dictionary }, graphs: adjacencyGraphs });
  const inputs = userInputs.flatMap((v) => [v, ...v.split(/[@.\s_-]+/)]).filter((v) => v.length >= 3);
  // zxcvbn's cost grows with length; a 128-character password is strong anyway, so score its first 100 characters.
  return strength.check(password.slice(0, 100), inputs).score < MIN_SCORE;
}
