import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';

export const BACKUP_FORMAT = 'vendoc-backup';
export const BACKUP_FORMAT_VERSION = 1;
export const MANIFEST_ENTRY = 'manifest.json';
/** The sha256 of manifest.json: an edited manifest no longer matches it. */
export const MANIFEST_CHECKSUM_ENTRY = 'manifest.sha256';

export const tableEntryName = (table: string) => `tables/${table}.ndjson`;
export const blobEntryName = (sha256: string) => `blobs/${sha256}`;

const sha256Hex = z.string().regex(/^[0-9a-f]{64}$/);

export const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  formatVersion: z.number().int(),
  createdAt: z.string(),
  vendocVersion: z.string(),
  database: z.enum(['pglite', 'postgres']),
  /** The last migration applied to the database backed up: its tag, journal time and the sha256 of its SQL. */
  migration: z.object({ tag: z.string(), when: z.number().int(), hash: sha256Hex }),
  tables: z.array(
    z.object({ name: z.string().regex(/^[a-z0-9_]+$/), rows: z.number().int().min(0), sha256: sha256Hex }),
  ),
  blobs: z.array(z.object({ sha256: sha256Hex, size: z.number().int().min(0) })),
});

export type BackupManifest = z.infer<typeof manifestSchema>;
export type MigrationRef = BackupManifest['migration'];

export const sha256Of = (content: string | Buffer) => createHash('sha256').update(content).digest('hex');

interface JournalEntry {
  idx: number;
  when: number;
  tag: string;
}

interface Journal {
  entries: JournalEntry[];
}

/** The migrations this VenDoc knows (drizzle's journal), in order, with the hash drizzle records for each. */
export async function knownMigrations(migrationsFolder: string): Promise<(MigrationRef & { idx: number })[]> {
  const journal = JSON.parse(await readFile(join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as Journal;
  return Promise.all(
    journal.entries.map(async (entry) => ({
      idx: entry.idx,
      tag: entry.tag,
      when: entry.when,
      hash: sha256Of(await readFile(join(migrationsFolder, `${entry.tag}.sql`), 'utf8')),
    })),
  );
}
