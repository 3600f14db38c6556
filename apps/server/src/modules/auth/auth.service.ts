import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { LoginRequest, Role, TokenPair } from '@vendoc/contract/auth';
import type { Database } from '../../db/client';
import type { AccessTokens } from '../../lib/access-token';
import { tooManyRequests, unauthorized } from '../../lib/http-problem';
import { verifyPassword } from '../../lib/password';
import { generateRefreshToken, hashRefreshToken } from '../../lib/refresh-token';
import { findUserByUserName } from '../users/users.service';
import {
  addressDelayMs,
  clearUserLoginFailures,
  recordAddressFailure,
  reserveLoginAttempt,
} from './login-throttle';
import {
  findRefreshTokenFamily,
  findRefreshTokenForUpdate,
  insertRefreshToken,
  markRefreshTokenRotated,
  revokeRefreshTokenFamily,
} from './refresh-tokens.repository';

// The entry for other modules: they import this file only (the import rule in eslint.config.js).
export { clearUserLoginFailures, recordAddressFailure, reserveLoginAttempt } from './login-throttle';

export interface AuthServiceDeps {
  db: Database;
  accessTokens: AccessTokens;
  refreshTokenTtlSeconds: number;
  now: () => Date;
  /** Waits `ms` (the address slow-down); tests pass one that records instead of waiting. */
  delay?: (ms: number) => Promise<void>;
}

interface TokenSubject {
  id: string;
  companyId: string;
  role: Role;
}

// One answer for unknown user, wrong password and inactive user: nothing tells which user names exist.
const WRONG_CREDENTIALS = 'User name or password is wrong.';
const INVALID_REFRESH_TOKEN = 'The refresh token is not valid.';

export type AuthService = ReturnType<typeof createAuthService>;

/** Sign-in, refresh-token rotation with reuse detection, and sign-out. */
export function createAuthService({
  db,
  accessTokens,
  refreshTokenTtlSeconds,
  now,
  delay = (ms) => sleep(ms),
}: AuthServiceDeps) {
  async function issueTokenPair(tx: Database, user: TokenSubject, familyId: string): Promise<TokenPair> {
    const issuedAt = now();
    const refreshToken = generateRefreshToken();
    await insertRefreshToken(tx, {
      userId: user.id,
      familyId,
      tokenHash: hashRefreshToken(refreshToken),
      expiresAt: new Date(issuedAt.getTime() + refreshTokenTtlSeconds * 1000),
      createdAt: issuedAt,
    });
    const accessToken = await accessTokens.sign({
      userId: user.id,
      companyId: user.companyId,
      role: user.role,
    });
    return { accessToken, refreshToken };
  }

  return {
    async login(credentials: LoginRequest, address: string): Promise<TokenPair> {
      const userKey = credentials.userName.toLowerCase();
      // The attempt counts before the password is checked: however many arrive at once, only the allowed number
      // is checked, and a blocked attacker learns nothing even about a correct guess.
      const retryAfter = await reserveLoginAttempt(db, userKey, now());
      if (retryAfter != null) {
        throw tooManyRequests(retryAfter, 'Too many failed sign-ins. Try again later.');
      }
      const wait = await addressDelayMs(db, address, now());
      if (wait > 0) await delay(wait);
      const user = await findUserByUserName(db, credentials.userName);
      const passwordMatches = await verifyPassword(user?.passwordHash ?? null, credentials.password);
      if (user == null || !passwordMatches || !user.active) {
        await recordAddressFailure(db, address, now());
        throw unauthorized(WRONG_CREDENTIALS);
      }
      await clearUserLoginFailures(db, userKey);
      return issueTokenPair(db, user, randomUUID());
    },

    async refresh(refreshToken: string): Promise<TokenPair> {
      const outcome = await db.transaction(async (tx) => {
        const token = await findRefreshTokenForUpdate(tx, hashRefreshToken(refreshToken));
        if (token == null || token.revokedAt != null) return { kind: 'invalid' } as const;
        if (token.rotatedAt != null) {
          // A rotated token came back: someone holds a copy. Revoke the whole family, the thief's and ours.
          await revokeRefreshTokenFamily(tx, token.familyId, now());
          return { kind: 'reused' } as const;
        }
        if (token.expiresAt.getTime() <= now().getTime() || !token.user.active) {
          return { kind: 'invalid' } as const;
        }
        await markRefreshTokenRotated(tx, token.id, now());
        return { kind: 'rotated', pair: await issueTokenPair(tx, token.user, token.familyId) } as const;
      });
      // Thrown after the commit, so the family revocation of a reuse is kept.
      if (outcome.kind !== 'rotated') throw unauthorized(INVALID_REFRESH_TOKEN);
      return outcome.pair;
    },

    /** Revokes the token's family; an unknown token is not an error (the client is signed out either way). */
    async logout(refreshToken: string): Promise<void> {
      const familyId = await findRefreshTokenFamily(db, hashRefreshToken(refreshToken));
      if (familyId != null) await revokeRefreshTokenFamily(db, familyId, now());
    },
  };
}
