import type { z } from 'zod';
import type { OrderDocumentKind } from '@vendoc/contract/order-documents';
import type {
  TextSnippet,
  textSnippetCreateSchema,
  textSnippetListQuerySchema,
  textSnippetUpdateSchema,
} from '@vendoc/contract/text-snippets';
import type { Database } from '../../db/client';
import { textSnippets } from '../../db/schema';
import { deleteVersioned, staleOrMissing, updateVersioned } from '../../db/versioned';
import { notFound } from '../../lib/http-problem';
import {
  clearDefault,
  findSnippet,
  insertSnippet,
  listSnippets,
  otherDefaults,
  type SnippetRow,
} from './text-snippets.repository';
import { eq } from 'drizzle-orm';

type SnippetCreate = z.output<typeof textSnippetCreateSchema>;
type SnippetUpdate = z.output<typeof textSnippetUpdateSchema>;
type SnippetQuery = z.output<typeof textSnippetListQuerySchema>;

const NOT_FOUND = 'Den Textbaustein gibt es nicht (mehr).';
const STALE = 'Der Textbaustein wurde inzwischen geändert.';

const toSnippet = (row: SnippetRow): TextSnippet => ({
  id: row.id,
  name: row.name,
  placement: row.placement,
  documentKinds: row.documentKinds,
  text: row.text,
  isDefault: row.isDefault,
  version: row.version,
  updatedAt: row.updatedAt.toISOString(),
});

const sharesKind = (a: Pick<SnippetRow, 'documentKinds'>, b: Pick<SnippetRow, 'documentKinds'>) =>
  a.documentKinds.length === 0 ||
  b.documentKinds.length === 0 ||
  a.documentKinds.some((kind) => b.documentKinds.includes(kind));

/** A new default of a placement takes over from the defaults it shares a kind with: one default per kind. */
async function keepOneDefault(db: Database, companyId: string, snippet: SnippetRow): Promise<void> {
  if (!snippet.isDefault) return;
  for (const other of await otherDefaults(db, companyId, snippet.placement, snippet.id))
    if (sharesKind(snippet, other)) await clearDefault(db, other.id);
}

export async function listTextSnippets(db: Database, companyId: string, query: SnippetQuery) {
  const rows = await listSnippets(db, companyId, { placement: query.placement, kind: query.kind });
  return { items: rows.map(toSnippet) };
}

/** The default texts of a kind, for a new document (empty strings when the company has none). */
export async function defaultTexts(
  db: Database,
  companyId: string,
  kind: OrderDocumentKind,
): Promise<{ introText: string; closingText: string }> {
  const rows = await listSnippets(db, companyId, { kind, isDefault: true });
  // A default naming the kind wins over a default of every kind.
  const of = (placement: SnippetRow['placement']) =>
    rows.find((row) => row.placement === placement && row.documentKinds.length > 0)?.text ??
    rows.find((row) => row.placement === placement)?.text ??
    '';
  return { introText: of('intro'), closingText: of('closing') };
}

export async function getTextSnippet(db: Database, companyId: string, id: string): Promise<TextSnippet> {
  const row = await findSnippet(db, companyId, id);
  if (row === null) throw notFound(NOT_FOUND);
  return toSnippet(row);
}

export async function createTextSnippet(db: Database, companyId: string, input: SnippetCreate) {
  return db.transaction(async (tx) => {
    const row = await insertSnippet(tx, companyId, input);
    await keepOneDefault(tx, companyId, row);
    return toSnippet(row);
  });
}

export async function updateTextSnippet(db: Database, companyId: string, id: string, input: SnippetUpdate) {
  const { version, ...data } = input;
  return db.transaction(async (tx) => {
    const changed = await updateVersioned(
      tx,
      textSnippets,
      { id, version, scope: eq(textSnippets.companyId, companyId) },
      data,
    );
    if (!changed)
      throw await staleOrMissing(
        () => findSnippet(tx, companyId, id),
        { notFound: NOT_FOUND, stale: STALE },
        toSnippet,
      );
    const row = await findSnippet(tx, companyId, id);
    if (row === null) throw notFound(NOT_FOUND);
    await keepOneDefault(tx, companyId, row);
    return toSnippet(row);
  });
}

export async function deleteTextSnippet(db: Database, companyId: string, id: string, version: number) {
  const deleted = await deleteVersioned(db, textSnippets, {
    id,
    version,
    scope: eq(textSnippets.companyId, companyId),
  });
  if (!deleted)
    throw await staleOrMissing(
      () => findSnippet(db, companyId, id),
      { notFound: NOT_FOUND, stale: STALE },
      toSnippet,
    );
}
