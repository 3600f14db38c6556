import { describe, expect, it } from 'vitest';
import { generatePassword, hashPassword, verifyPassword } from './password';

describe('password hashing', () => {
  it('hashes with argon2id (m=19456 KiB, t=2, p=1) and a fresh salt each time', async () => {
    const first = await hashPassword('Baustelle-2030');
    const second = await hashPassword('Baustelle-2030');
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(second).not.toBe(first);
  });

  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('Baustelle-2030');
    expect(await verifyPassword(stored, 'Baustelle-2030')).toBe(true);
    expect(await verifyPassword(stored, 'baustelle-2030')).toBe(false);
  });

  it('refuses when there is no stored hash (unknown user) or the stored hash is broken', async () => {
    expect(await verifyPassword(null, 'anything')).toBe(false);
    expect(await verifyPassword('not-a-phc-string', 'anything')).toBe(false);
  });
});

describe('generatePassword', () => {
  it('makes passwords of the asked length from an alphabet without look-alike characters', () => {
    const passwords = Array.from({ length: 50 }, () => generatePassword(16));
    for (const password of passwords) expect(password).toMatch(/^[A-HJ-NP-Za-km-z2-9]{16}$/);
    expect(new Set(passwords).size).toBe(50);
    expect(generatePassword(24)).toHaveLength(24);
  });
});
