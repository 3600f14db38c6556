import { SignJWT, UnsecuredJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { createAccessTokens } from './access-token';

const SECRET = 'unit-test-secret-0123456789-abcdefghij';
const claims = {
  userId: '6f1c2f5e-8d7a-4c1b-9f0e-123456789abc',
  companyId: '0b8e9a4c-2d3f-4e5a-8b6c-abcdef012345',
  role: 'office',
} as const;

function clockAt(iso: string) {
  let current = new Date(iso).getTime();
  return { now: () => new Date(current), advance: (seconds: number) => (current += seconds * 1000) };
}

describe('access tokens', () => {
  it('signs the claims and reads them back until the TTL has passed', async () => {
    const clock = clockAt('2030-01-01T00:00:00Z');
    const tokens = createAccessTokens(SECRET, 900, clock.now);
    const token = await tokens.sign(claims);

    expect(await tokens.verify(token)).toEqual(claims);
    clock.advance(899);
    expect(await tokens.verify(token)).toEqual(claims);
    clock.advance(1);
    expect(await tokens.verify(token)).toBeNull();
  });

  it('refuses tokens signed with another secret, unsigned tokens and garbage', async () => {
    const clock = clockAt('2030-01-01T00:00:00Z');
    const tokens = createAccessTokens(SECRET, 900, clock.now);
    const otherSecret = await createAccessTokens(`${SECRET}-other`, 900, clock.now).sign(claims);
    const unsigned = new UnsecuredJWT({ company: claims.companyId, role: 'admin' })
      .setIssuer('vendoc')
      .setSubject(claims.userId)
      .setIssuedAt()
      .setExpirationTime('1h')
      .encode();

    expect(await tokens.verify(otherSecret)).toBeNull();
    expect(await tokens.verify(unsigned)).toBeNull();
    expect(await tokens.verify('garbage')).toBeNull();
  });

  it('refuses a validly signed token with an unknown role', async () => {
    const clock = clockAt('2030-01-01T00:00:00Z');
    const tokens = createAccessTokens(SECRET, 900, clock.now);
    const issuedAt = Math.floor(clock.now().getTime() / 1000);
    const token = await new SignJWT({ company: claims.companyId, role: 'superuser' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('vendoc')
      .setSubject(claims.userId)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + 60)
      .sign(new TextEncoder().encode(SECRET));
    expect(await tokens.verify(token)).toBeNull();
  });
});
