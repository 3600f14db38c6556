import { errors, jwtVerify, SignJWT } from 'jose';
import { roleSchema, type Role } from '@vendoc/contract/auth';

const ISSUER = 'vendoc';

export interface AccessTokenClaims {
  userId: string;
  companyId: string;
  role: Role;
}

export interface AccessTokens {
  /** A signed HS256 JWT: sub = user id, company, role, iat, exp. */
  sign(claims: AccessTokenClaims): Promise<string>;
  /** The claims of a valid, unexpired token, or null for anything else. */
  verify(token: string): Promise<AccessTokenClaims | null>;
}

/** Access tokens signed with `secret`, valid for `ttlSeconds`; `now` is injectable so tests need no sleeps. */
export function createAccessTokens(secret: string, ttlSeconds: number, now: () => Date): AccessTokens {
  const key = new TextEncoder().encode(secret);
  return {
    async sign({ userId, companyId, role }) {
      const issuedAt = Math.floor(now().getTime() / 1000);
      return new SignJWT({ company: companyId, role })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuer(ISSUER)
        .setSubject(userId)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + ttlSeconds)
        .sign(key);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          currentDate: now(),
          requiredClaims: ['sub', 'exp', 'iat'],
        });
        const role = roleSchema.safeParse(payload['role']);
        const companyId = payload['company'];
        if (!role.success || typeof companyId !== 'string' || payload.sub == null) return null;
        return { userId: payload.sub, companyId, role: role.data };
      } catch (error) {
        if (error instanceof errors.JOSEError) return null;
        throw error;
      }
    },
  };
}
