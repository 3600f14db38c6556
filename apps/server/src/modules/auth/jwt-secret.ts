import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { serverSettings } from '../../db/schema';

const JWT_SECRET_KEY = 'jwt_secret';

/**
 * The secret that signs access tokens: the configured one, or one generated on first use and kept in the
 * database, so every instance on one PostgreSQL shares it and tokens survive restarts.
 */
export async function resolveJwtSecret(db: Database, configured: string | null): Promise<string> {
  if (configured != null) return configured;
  // Insert-if-absent, then read: when two instances start at once, both end up with the first one's secret.
  await db
    .insert(serverSettings)
    .values({ key: JWT_SECRET_KEY, value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const rows = await db
    .select({ value: serverSettings.value })
    .from(serverSettings)
    .where(eq(serverSettings.key, JWT_SECRET_KEY));
  const secret = rows[0]?.value;
  if (secret == null) throw new Error('The JWT secret could not be stored in server_settings');
  return secret;
}
