import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { validationProblem } from './http-problem';

// Keyset paging (ARCHITECTURE.md "Lists"): rows come in a stable order of sort keys ending with the id; a cursor
// holds the last row's key values, and the next page starts strictly after them. Unlike OFFSET, a row inserted
// or deleted meanwhile neither repeats nor skips rows.

/** PostgreSQL type a sort key is compared as; the cursor carries the key as text and casts it back. */
export type SortKeyType = 'text' | 'integer' | 'numeric' | 'date' | 'timestamptz' | 'uuid';

export interface SortKey {
  /** Never null: coalesce nullable columns to a sentinel (e.g. '-infinity') that sorts where nulls belong. */
  expression: SQL | AnyPgColumn;
  type: SortKeyType;
  descending: boolean;
}

export interface SortChoice<Field extends string> {
  field: Field;
  descending: boolean;
}

/** Parses `?sort=name` / `?sort=-name`; an unknown field is a 400 with a field error on `sort`. */
export function parseSort<Field extends string>(
  sort: string | undefined,
  fields: readonly Field[],
  fallback: SortChoice<Field>,
): SortChoice<Field> {
  if (sort == null || sort === '') return fallback;
  const descending = sort.startsWith('-');
  const name = descending ? sort.slice(1) : sort;
  const field = fields.find((candidate) => candidate === name);
  if (field == null) {
    throw validationProblem(
      [{ path: 'sort', message: `Sortierung nach ${fields.join(', ')} (absteigend mit -)` }],
      'The request querystring is not valid.',
    );
  }
  return { field, descending };
}

const invalidCursor = () =>
  validationProblem(
    [{ path: 'cursor', message: 'Ungültiger Cursor: die Liste neu laden' }],
    'The request querystring is not valid.',
  );

/** The opaque cursor after a row: base64url JSON of the sort it belongs to and the row's key values. */
export function encodeCursor(sortId: string, values: readonly string[]): string {
  return Buffer.from(JSON.stringify({ s: sortId, v: values }), 'utf8').toString('base64url');
}

/**
 * The key values of a cursor made by `encodeCursor` for the same sort; anything else (tampered, another sort,
 * another number of keys) is a 400 with a field error on `cursor`.
 */
export function decodeCursor(cursor: string, sortId: string, keyCount: number): string[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  if (typeof parsed !== 'object' || parsed == null || !('s' in parsed) || !('v' in parsed))
    throw invalidCursor();
  const { s, v } = parsed;
  if (s !== sortId || !Array.isArray(v) || v.length !== keyCount) throw invalidCursor();
  const values: string[] = [];
  for (const value of v) {
    if (typeof value !== 'string' || value.length > 1000) throw invalidCursor();
    values.push(value);
  }
  return values;
}

const typed = (value: string, type: SortKeyType) => sql`cast(${value} as ${sql.raw(type)})`;

/** WHERE condition for the rows strictly after `values` in the order of `keys` (directions may be mixed). */
export function keysetAfter(keys: readonly SortKey[], values: readonly string[]): SQL {
  const [key, ...rest] = keys;
  const [value, ...restValues] = values;
  if (key == null || value == null) throw new Error('keysetAfter needs as many values as keys');
  const beyond = sql`${key.expression} ${sql.raw(key.descending ? '<' : '>')} ${typed(value, key.type)}`;
  if (rest.length === 0) return beyond;
  const tie = sql`${key.expression} = ${typed(value, key.type)}`;
  return sql`(${beyond} or (${tie} and ${keysetAfter(rest, restValues)}))`;
}

/** ORDER BY terms for the keys. */
export function keysetOrderBy(keys: readonly SortKey[]): SQL[] {
  return keys.map((key) => sql`${key.expression} ${sql.raw(key.descending ? 'desc' : 'asc')}`);
}

/** Selection of a row's key values as JSON text (one string per key), the material of its cursor. */
export function keysetValues(keys: readonly SortKey[]): SQL<string> {
  const parts = sql.join(
    keys.map((key) => sql`cast(${key.expression} as text)`),
    sql`, `,
  );
  return sql<string>`cast(json_build_array(${parts}) as text)`;
}

/**
 * A page from `limit + 1` rows fetched in key order: the first `limit` rows, and the cursor after the last of
 * them when there are more.
 */
export function toPage<Row extends { cursorValues: string }>(
  rows: readonly Row[],
  limit: number,
  sortId: string,
): { rows: Row[]; nextCursor: string | null } {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  if (rows.length <= limit || last == null) return { rows: page, nextCursor: null };
  const values: unknown = JSON.parse(last.cursorValues);
  if (!Array.isArray(values)) throw new Error('cursor values must be a JSON array');
  return { rows: page, nextCursor: encodeCursor(sortId, values.map(String)) };
}

/**
 * Whether a database error is a data exception (SQLSTATE class 22, e.g. a cursor value that is not a valid
 * timestamp): the request was bad, not the server.
 */
export function isDataException(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    if ('code' in current && typeof current.code === 'string' && current.code.startsWith('22')) return true;
  }
  return false;
}

/**
 * Search condition: every whitespace-separated term of `q` occurs in the (lower-cased) `searchText`, so
 * "müller hamb" finds Müller in Hamburg. strpos rather than LIKE '%term%': no wildcards to escape, and the
 * planner estimates a third of the rows instead of a handful, so it hash-joins (LIKE's tiny estimate made it
 * loop over the joined rows once per match: 190 ms instead of 17 ms for "Sanierung" over 10,000 projects on
 * PGlite). A trigram index would need LIKE again; at 10,000 rows a scan of one column is fast enough.
 */
export function matchesSearch(searchText: SQL | AnyPgColumn, q: string | undefined): SQL | undefined {
  const terms = (q ?? '').split(/\s+/).filter((term) => term !== '');
  if (terms.length === 0) return undefined;
  const conditions = terms.map((term) => sql`strpos(${searchText}, lower(${term})) > 0`);
  return sql`(${sql.join(conditions, sql` and `)})`;
}

/** Runs a list query and turns a data exception caused by a tampered cursor into a 400. */
export async function withCursorGuard<T>(cursor: string | undefined, query: () => Promise<T>): Promise<T> {
  try {
    return await query();
  } catch (error) {
    if (cursor != null && isDataException(error)) throw invalidCursor();
    throw error;
  }
}
