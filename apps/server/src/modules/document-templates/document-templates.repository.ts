import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { DocumentKind } from '@vendoc/contract/document-templates';
import type { Database } from '../../db/client';
import { documentTemplates } from '../../db/schema';
import { deleteVersioned, updateVersioned } from '../../db/versioned';

const summaryColumns = {
  id: documentTemplates.id,
  kind: documentTemplates.kind,
  name: documentTemplates.name,
  isDefault: documentTemplates.isDefault,
  version: documentTemplates.version,
  createdAt: documentTemplates.createdAt,
  updatedAt: documentTemplates.updatedAt,
};

export type TemplateRow = Awaited<ReturnType<typeof listTemplates>>[number];

const inCompany = (companyId: string, id: string) =>
  and(eq(documentTemplates.id, id), eq(documentTemplates.companyId, companyId));

/**
 * The company's templates (of one kind) with their stored layouts (a few kB each; the list flags unreadable
 * ones): by kind, the default first, then by name.
 */
export async function listTemplates(db: Database, companyId: string, kind: DocumentKind | undefined) {
  return db
    .select({ ...summaryColumns, template: documentTemplates.template })
    .from(documentTemplates)
    .where(
      and(
        eq(documentTemplates.companyId, companyId),
        kind === undefined ? undefined : eq(documentTemplates.kind, kind),
      ),
    )
    .orderBy(
      asc(documentTemplates.kind),
      desc(documentTemplates.isDefault),
      sql`lower(${documentTemplates.name})`,
      asc(documentTemplates.id),
    );
}

/** The template with its stored layout, or null (also for another company's template). */
export async function findTemplate(db: Database, companyId: string, id: string): Promise<TemplateRow | null> {
  const rows = await db
    .select({ ...summaryColumns, template: documentTemplates.template })
    .from(documentTemplates)
    .where(inCompany(companyId, id))
    .limit(1);
  return rows[0] ?? null;
}

/** The company's default template of a kind, or null. */
export async function findDefaultTemplate(
  db: Database,
  companyId: string,
  kind: DocumentKind,
): Promise<TemplateRow | null> {
  const rows = await db
    .select({ ...summaryColumns, template: documentTemplates.template })
    .from(documentTemplates)
    .where(
      and(
        eq(documentTemplates.companyId, companyId),
        eq(documentTemplates.kind, kind),
        eq(documentTemplates.isDefault, true),
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

/** The kinds the company has a default template of. */
export async function defaultKinds(db: Database, companyId: string): Promise<string[]> {
  const rows = await db
    .select({ kind: documentTemplates.kind })
    .from(documentTemplates)
    .where(and(eq(documentTemplates.companyId, companyId), eq(documentTemplates.isDefault, true)));
  return rows.map((row) => row.kind);
}

export interface NewTemplate {
  kind: DocumentKind;
  name: string;
  template: unknown;
}

export async function insertTemplate(db: Database, companyId: string, data: NewTemplate): Promise<string> {
  const rows = await db
    .insert(documentTemplates)
    .values({ companyId, kind: data.kind, name: data.name, template: data.template })
    .returning({ id: documentTemplates.id });
  const id = rows[0]?.id;
  if (id == null) throw new Error('INSERT … RETURNING returned no row');
  return id;
}

/**
 * Inserts the templates as the defaults of their kinds, skipping every kind that has a default already (the
 * partial unique index decides, so two concurrent calls cannot create two defaults of a kind).
 */
export async function insertDefaultsIfMissing(
  db: Database,
  companyId: string,
  templates: NewTemplate[],
): Promise<void> {
  if (templates.length === 0) return;
  await db
    .insert(documentTemplates)
    .values(templates.map((data) => ({ companyId, ...data, isDefault: true })))
    .onConflictDoNothing({
      target: [documentTemplates.companyId, documentTemplates.kind],
      where: sql`${documentTemplates.isDefault}`,
    });
}

export interface TemplateChanges {
  name?: string;
  template?: unknown;
}

/** Applies the changes if the template still has `version`; false when not (stale, or not the company's). */
export function updateTemplate(
  db: Database,
  companyId: string,
  id: string,
  version: number | null,
  changes: TemplateChanges,
): Promise<boolean> {
  return updateVersioned(
    db,
    documentTemplates,
    { id, version, scope: eq(documentTemplates.companyId, companyId) },
    changes,
  );
}

/** Deletes the template unless it is the default of its kind; false when nothing was deleted. */
export function deleteTemplate(
  db: Database,
  companyId: string,
  id: string,
  version: number | null,
): Promise<boolean> {
  return deleteVersioned(db, documentTemplates, {
    id,
    version,
    scope: and(eq(documentTemplates.companyId, companyId), eq(documentTemplates.isDefault, false)),
  });
}

/**
 * Makes the template the default of its kind inside the caller's transaction: the previous default is unset
 * first (the unique index allows one); both bump their version. The caller holds `lockDefaults`. False when the template was
 * already the default or is gone.
 */
export async function makeDefault(
  tx: Database,
  companyId: string,
  id: string,
  kind: string,
): Promise<boolean> {
  await tx
    .update(documentTemplates)
    .set({ isDefault: false, version: sql`${documentTemplates.version} + 1`, updatedAt: sql`now()` })
    .where(
      and(
        eq(documentTemplates.companyId, companyId),
        eq(documentTemplates.kind, kind),
        eq(documentTemplates.isDefault, true),
        sql`${documentTemplates.id} <> ${id}`,
      ),
    );
  const rows = await tx
    .update(documentTemplates)
    .set({ isDefault: true, version: sql`${documentTemplates.version} + 1`, updatedAt: sql`now()` })
    .where(and(inCompany(companyId, id), eq(documentTemplates.isDefault, false)))
    .returning({ id: documentTemplates.id });
  return rows.length > 0;
}

/** Serialises changes of the default of a company's kind for the rest of the transaction. */
export async function lockDefaults(tx: Database, companyId: string, kind: string): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`document-template-default:${companyId}:${kind}`}, 0))`,
  );
}
