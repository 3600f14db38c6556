import { and, asc, eq, sql } from 'drizzle-orm';
import type { PositionConfiguration } from '@vendoc/contract/service-catalogs';
import type { Database } from '../../db/client';
import { configurations, constructions, smartNotes } from '../../db/schema';

export type ConfigurationRow = typeof configurations.$inferSelect;

/** The project of the company's construction or smart note (the owner of a configuration), or null. */
export async function ownerProjectId(
  db: Database,
  companyId: string,
  owner: { constructionId: string | null; smartNoteId: string | null },
): Promise<string | null> {
  if (owner.constructionId !== null) {
    const rows = await db
      .select({ projectId: constructions.projectId })
      .from(constructions)
      .where(and(eq(constructions.id, owner.constructionId), eq(constructions.companyId, companyId)))
      .limit(1);
    return rows[0]?.projectId ?? null;
  }
  if (owner.smartNoteId === null) return null;
  const rows = await db
    .select({ projectId: smartNotes.projectId })
    .from(smartNotes)
    .where(and(eq(smartNotes.id, owner.smartNoteId), eq(smartNotes.companyId, companyId)))
    .limit(1);
  return rows[0]?.projectId ?? null;
}

export async function findConfiguration(
  db: Database,
  companyId: string,
  id: string,
  lock = false,
): Promise<ConfigurationRow | null> {
  const query = db
    .select()
    .from(configurations)
    .where(and(eq(configurations.id, id), eq(configurations.companyId, companyId)))
    .limit(1);
  const rows = lock ? await query.for('update') : await query;
  return rows[0] ?? null;
}

/** A project's configurations, of one construction or smart note when given, oldest first. */
export async function listConfigurations(
  db: Database,
  companyId: string,
  projectId: string,
  owner: { constructionId?: string | undefined; smartNoteId?: string | undefined },
): Promise<ConfigurationRow[]> {
  return db
    .select()
    .from(configurations)
    .where(
      and(
        eq(configurations.companyId, companyId),
        eq(configurations.projectId, projectId),
        owner.constructionId === undefined
          ? undefined
          : eq(configurations.constructionId, owner.constructionId),
        owner.smartNoteId === undefined ? undefined : eq(configurations.smartNoteId, owner.smartNoteId),
      ),
    )
    .orderBy(asc(configurations.createdAt), asc(configurations.id));
}

export async function insertConfiguration(
  tx: Database,
  values: typeof configurations.$inferInsert,
): Promise<string> {
  const [row] = await tx.insert(configurations).values(values).returning({ id: configurations.id });
  return row!.id;
}

/** Changes an open configuration if `version` is current; false otherwise. */
export async function updateConfiguration(
  tx: Database,
  id: string,
  version: number,
  values: Partial<Pick<ConfigurationRow, 'name' | 'optionIds' | 'values'>>,
): Promise<boolean> {
  const rows = await tx
    .update(configurations)
    .set({ ...values, version: sql`${configurations.version} + 1`, updatedAt: sql`now()` })
    .where(and(eq(configurations.id, id), eq(configurations.version, version)))
    .returning({ id: configurations.id });
  return rows.length > 0;
}

/** Records what was added where. */
export async function markAdded(
  tx: Database,
  id: string,
  added: { configuration: PositionConfiguration; boqId: string; nodeId: string; at: Date },
): Promise<void> {
  await tx
    .update(configurations)
    .set({
      added: added.configuration,
      addedBoqId: added.boqId,
      addedNodeId: added.nodeId,
      addedAt: added.at,
      version: sql`${configurations.version} + 1`,
      updatedAt: sql`now()`,
    })
    .where(eq(configurations.id, id));
}

export async function deleteConfiguration(tx: Database, id: string): Promise<void> {
  await tx.delete(configurations).where(eq(configurations.id, id));
}
