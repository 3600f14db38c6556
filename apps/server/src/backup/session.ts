import type { DatabaseHandle } from '../db/client';

/** One connection of either database, for plain SQL inside one transaction (PGlite has only one). */
export interface SqlSession {
  query<T>(text: string, params?: unknown[]): Promise<T[]>;
  /** One or more statements without parameters (a migration's SQL). */
  exec(text: string): Promise<void>;
  release(): void;
}

/** A dedicated connection: a pool client on PostgreSQL, the single PGlite connection otherwise. */
export async function openSession(handle: DatabaseHandle): Promise<SqlSession> {
  if (handle.kind === 'pglite') {
    const { client } = handle;
    return {
      query: async <T>(text: string, params?: unknown[]) => (await client.query<T>(text, params)).rows,
      exec: async (text: string) => void (await client.exec(text)),
      release() {},
    };
  }
  const connection = await handle.pool.connect();
  return {
    query: async <T>(text: string, params?: unknown[]) => (await connection.query(text, params)).rows as T[],
    exec: async (text: string) => void (await connection.query(text)),
    release: () => connection.release(),
  };
}

/** The base tables of the public schema, sorted by name. */
export async function publicTables(session: SqlSession): Promise<string[]> {
  const rows = await session.query<{ name: string }>(
    `select table_name as name from information_schema.tables
       where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  return rows.map((row) => row.name);
}

/** A table name quoted as an SQL identifier. */
export const quoteIdentifier = (name: string) => `"${name.replaceAll('"', '""')}"`;
