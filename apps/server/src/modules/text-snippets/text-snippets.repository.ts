import { and, asc, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { SnippetPlacement } from '@vendoc/contract/text-snippets';
import type { OrderDocumentKind } from '@vendoc/contract/order-documents';
import type { Database } from '../../db/client';
import { textSnippets } from '../../db/schema';

export type SnippetRow = typeof textSnippets.$inferSelect;

export interface SnippetData {
  name: string;
  placement: SnippetPlacement;
  documentKinds: OrderDocumentKind[];
  text: string;
  isDefault: boolean;
}

export interface SnippetFilter {
  placement?: SnippetPlacement | undefined;
  /** Only the snippets offered for this kind: those naming it and those of every kind (no kinds). */
  kind?: OrderDocumentKind | undefined;
  isDefault?: boolean | undefined;
}

const offeredFor = (kind: OrderDocumentKind): SQL =>
  sql`(jsonb_array_length(${textSnippets.documentKinds}) = 0 or ${textSnippets.documentKinds} @> jsonb_build_array(cast(${kind} as text)))`;

/** The company's snippets by placement and name, filtered in SQL. */
export const listSnippets = (db: Database, companyId: string, filter: SnippetFilter = {}) =>
  db
    .select()
    .from(textSnippets)
    .where(
      and(
        eq(textSnippets.companyId, companyId),
        filter.placement === undefined ? undefined : eq(textSnippets.placement, filter.placement),
        filter.kind === undefined ? undefined : offeredFor(filter.kind),
        filter.isDefault === undefined ? undefined : eq(textSnippets.isDefault, filter.isDefault),
      ),
    )
    .orderBy(asc(textSnippets.placement), asc(textSnippets.name), asc(textSnippets.id));

export async function findSnippet(db: Database, companyId: string, id: string): Promise<SnippetRow | null> {
  const rows = await db
    .select()
    .from(textSnippets)
    .where(and(eq(textSnippets.companyId, companyId), eq(textSnippets.id, id)))
    .limit(1);
  return rows[0] ?? null;
}

export async function insertSnippet(db: Database, companyId: string, data: SnippetData): Promise<SnippetRow> {
  const [row] = await db
    .insert(textSnippets)
    .values({ companyId, ...data })
    .returning();
  if (row === undefined) throw new Error('no snippet inserted');
  return row;
}

/** The other defaults of the same placement (a new default replaces them for the kinds they share). */
export const otherDefaults = (
  db: Database,
  companyId: string,
  placement: SnippetPlacement,
  exceptId: string,
) =>
  db
    .select()
    .from(textSnippets)
    .where(
      and(
        eq(textSnippets.companyId, companyId),
        eq(textSnippets.placement, placement),
        eq(textSnippets.isDefault, true),
        ne(textSnippets.id, exceptId),
      ),
    );

export async function clearDefault(db: Database, id: string): Promise<void> {
  await db.update(textSnippets).set({ isDefault: false }).where(eq(textSnippets.id, id));
}
