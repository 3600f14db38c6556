import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companies } from '../../db/schema';

export interface CompanyLogo {
  sha256: string;
  contentType: string;
  updatedAt: Date;
}

/** The company's logo, or null when it has none. */
export async function findCompanyLogo(db: Database, companyId: string): Promise<CompanyLogo | null> {
  const rows = await db
    .select({
      sha256: companies.logoSha256,
      contentType: companies.logoContentType,
      updatedAt: companies.updatedAt,
    })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  const row = rows[0];
  if (row?.sha256 == null || row.contentType == null) return null;
  return { sha256: row.sha256, contentType: row.contentType, updatedAt: row.updatedAt };
}

/**
 * Sets (or with null clears) the logo inside the caller's transaction and bumps the company's version. Returns
 * the new version and the previous logo's hash, whose blob may now be unreferenced.
 */
export async function replaceCompanyLogo(
  tx: Database,
  companyId: string,
  logo: { sha256: string; contentType: string } | null,
): Promise<{ version: number; previousSha256: string | null }> {
  const previous = await tx
    .select({ sha256: companies.logoSha256 })
    .from(companies)
    .where(eq(companies.id, companyId))
    .for('update');
  const rows = await tx
    .update(companies)
    .set({
      logoSha256: logo?.sha256 ?? null,
      logoContentType: logo?.contentType ?? null,
      version: sql`${companies.version} + 1`,
      updatedAt: sql`now()`,
    })
    .where(eq(companies.id, companyId))
    .returning({ version: companies.version });
  const updated = rows[0];
  if (updated == null) throw new Error(`company ${companyId} vanished`);
  return { version: updated.version, previousSha256: previous[0]?.sha256 ?? null };
}
