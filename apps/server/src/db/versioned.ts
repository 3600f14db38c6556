import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { conflict, notFound, type HttpProblem } from '../lib/http-problem';
import type { Database } from './client';

// Optimistic concurrency (docs/ARCHITECTURE.md "Concurrency"): a change names the version the client saw; the
// row changes only while it still has that version, and each change bumps it. A write that matched no row is
// either stale (409 with the current record) or aimed at a row that is gone (404): `staleOrMissing` tells which.

/** A table with the `id` and `version` columns of every mutable record (and usually `updated_at`). */
export type VersionedTable = PgTable & { id: PgColumn; version: PgColumn; updatedAt?: PgColumn };

/** Which row to write: its id, the version the caller saw (null: whatever it is now), and its scope. */
export interface VersionedKey {
  id: string;
  version: number | null;
  /** Conditions that keep the write inside the caller's reach (company, survey, …): another's row is missing. */
  scope?: SQL | undefined;
}

function matching(table: VersionedTable, { id, version, scope }: VersionedKey): SQL | undefined {
  return and(eq(table.id, id), scope, version === null ? undefined : eq(table.version, version));
}

/**
 * `update … set <changes>, version = version + 1, updated_at = now() where id = ? and version = ?` (and the
 * scope). True when the row was changed, false when no row matched: call `staleOrMissing` to say why.
 */
export async function updateVersioned<T extends VersionedTable>(
  db: Database,
  table: T,
  key: VersionedKey,
  changes: PgUpdateSetSource<T>,
): Promise<boolean> {
  const bump = {
    ...changes,
    version: sql`${table.version} + 1`,
    ...(table.updatedAt === undefined ? {} : { updatedAt: sql`now()` }),
  } as PgUpdateSetSource<T>;
  const rows = await db.update(table).set(bump).where(matching(table, key)).returning({ id: table.id });
  return rows.length > 0;
}

/** `delete … where id = ? and version = ?` (and the scope). True when the row was deleted. */
export async function deleteVersioned(
  db: Database,
  table: VersionedTable,
  key: VersionedKey,
): Promise<boolean> {
  const rows = await db.delete(table).where(matching(table, key)).returning({ id: table.id });
  return rows.length > 0;
}

export interface StaleMessages {
  /** The 404 detail when the row is gone (or out of the caller's reach). */
  notFound: string;
  /** The 409 detail when another change came first. */
  stale: string;
}

/**
 * Why a versioned write matched no row, as the problem to throw: 404 when the row is not there (any more),
 * 409 carrying the current record (as `present` shows it) when its version moved on.
 */
export async function staleOrMissing<Row>(
  find: () => Promise<Row | null>,
  messages: StaleMessages,
  present: (row: Row) => unknown,
): Promise<HttpProblem> {
  const current = await find();
  if (current === null) return notFound(messages.notFound);
  return conflict(messages.stale, present(current));
}
