import { randomBytes, randomInt } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id minimum (m=19 MiB, t=2, p=1): about 18 ms per hash on the reference machine.
// The library's default algorithm is argon2id; the unit test asserts the `$argon2id$` prefix.
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** Hashes a password with argon2id; the result is a PHC string with its own salt and parameters. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

let dummyHash: Promise<string> | null = null;
const getDummyHash = () => (dummyHash ??= hashPassword(randomBytes(16).toString('hex')));

/** Computes the dummy hash ahead of the first sign-in, so even the first unknown user name costs no extra time. */
export async function prepareDummyHash(): Promise<void> {
  await getDummyHash();
}

/**
 * Verifies a password against a stored hash. Without a stored hash (unknown user) it verifies against a dummy
 * hash, so the answer takes as long as for a real user and reveals nothing about which user names exist.
 */
export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  if (storedHash == null) {
    await verify(await getDummyHash(), password);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    // A malformed stored hash must not turn into a 500 that tells this user apart from others.
    return false;
  }
}

// No 0/O, 1/l/I: generated passwords are read off a terminal and typed in by hand.
const PASSWORD_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/** A random password of `length` characters (unbiased choice from an unambiguous alphabet). */
export function generatePassword(length = 16): string {
  let password = '';
  for (let i = 0; i < length; i++) password += PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)];
  return password;
}
