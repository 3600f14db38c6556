import { and, eq, isNull } from 'drizzle-orm';
import type { Role } from '@vendoc/contract/auth';
import type { Database } from '../../db/client';
import { refreshTokens, users } from '../../db/schema';

export interface RefreshTokenState {
  id: string;
  familyId: string;
  expiresAt: Date;
  rotatedAt: Date | null;
  revokedAt: Date | null;
  user: { id: string; companyId: string; role: Role; active: boolean };
}

export async function insertRefreshToken(
  db: Database,
  token: { userId: string; familyId: string; tokenHash: string; expiresAt: Date; createdAt: Date },
): Promise<void> {
  await db.insert(refreshTokens).values(token);
}

/** The token with this hash and its user, row-locked so concurrent refreshes of one token serialize. */
export async function findRefreshTokenForUpdate(
  db: Database,
  tokenHash: string,
): Promise<RefreshTokenState | null> {
  const rows = await db
    .select({
      id: refreshTokens.id,
      familyId: refreshTokens.familyId,
      expiresAt: refreshTokens.expiresAt,
      rotatedAt: refreshTokens.rotatedAt,
      revokedAt: refreshTokens.revokedAt,
      user: { id: users.id, companyId: users.companyId, role: users.role, active: users.active },
    })
    .from(refreshTokens)
    .innerJoin(users, eq(users.id, refreshTokens.userId))
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .for('update', { of: refreshTokens })
    .limit(1);
  return rows[0] ?? null;
}

export async function findRefreshTokenFamily(db: Database, tokenHash: string): Promise<string | null> {
  const rows = await db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .limit(1);
  return rows[0]?.familyId ?? null;
}

export async function markRefreshTokenRotated(db: Database, id: string, at: Date): Promise<void> {
  await db.update(refreshTokens).set({ rotatedAt: at }).where(eq(refreshTokens.id, id));
}

/** Revokes every token of a family that is not revoked yet. */
export async function revokeRefreshTokenFamily(db: Database, familyId: string, at: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: at })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}
