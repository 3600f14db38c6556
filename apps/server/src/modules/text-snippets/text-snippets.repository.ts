import { and, asc, eq, ne } from 'drizzle-orm';
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

export const listSnippets = (db: Database, companyId: string) =>
  db
    .select()
    .from(textSnippets)
    .where(eq(textSnippets.companyId, companyId))
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
