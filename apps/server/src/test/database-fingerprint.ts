import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rowsOf } from '../db/rows';

/**
 * Row count and a hash of the whole content of every table of the database: equal before and after a request
 * proves that the request stored, changed and deleted nothing (the login throttle's table aside: a sign-in
 * writes there by design).
 */
export async function databaseFingerprint(db: Database): Promise<Record<string, string>> {
  const tables = rowsOf<{ name: string }>(
    await db.execute(sql`
      select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> 'login_failures'
        order by table_name`),
  );
  const fingerprint: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = rowsOf<{ rows: number; hash: string | null }>(
      await db.execute(
        sql`select count(*)::int as rows, md5(string_agg(t::text, '|' order by t::text)) as hash
              from ${sql.identifier(name)} t`,
      ),
    );
    fingerprint[name] = `${row?.rows ?? 0}:${row?.hash ?? ''}`;
  }
  return fingerprint;
}
