import { existsSync } from 'node:fs';
import { mkdir, readdir, rm, rmdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { knownMigrations } from '../backup/manifest';
import { ArchiveRefused, openVerifiedArchive } from '../backup/read-backup';
import { assertEmptyDatabase, restoreArchive } from '../backup/restore-backup';
import { loadConfig, type Config } from '../config';
import { createPglite, fromPglite, openDatabase, type DatabaseHandle } from '../db/client';
import { migrationsDir } from '../server-paths';
import { createConfiguredStorage } from '../storage/create-file-storage';
import { parseOptionsAndArguments, runCommand, UsageError } from './command';

const USAGE = `Usage: npm run restore -- FILE
Restores a backup (npm run backup) into an empty data directory (PGlite) or an empty database (DATABASE_URL)
and its file storage. The whole archive is verified first; a damaged one is refused and nothing is written.`;

/** A directory restore may write into: missing or empty. Returns whether it exists, to leave it as it was. */
async function assertEmptyDir(dir: string, what: string): Promise<boolean> {
  if (!existsSync(dir)) return false;
  if ((await readdir(dir)).length > 0)
    throw new ArchiveRefused(`${dir} is not empty (${what}): restore only into an empty data directory.`);
  return true;
}

/** Puts a directory back the way it was before the restore began: missing, or empty. */
async function resetDir(dir: string, existed: boolean) {
  await rm(dir, { recursive: true, force: true });
  if (existed) await mkdir(dir, { recursive: true });
}

interface PreparedTarget {
  /** Opens the database; called only once the archive is verified (PGlite creates its directory then). */
  open(): Promise<DatabaseHandle>;
  /** Leaves the target as it was after a failed restore (where that is in the command's hands). */
  undo(): Promise<void>;
}

async function prepareTarget(config: Config): Promise<PreparedTarget> {
  const dataDirExisted = existsSync(config.dataDir);
  // The data directory itself, when the restore made it and left nothing in it.
  const undoDataDir = async () => {
    if (!dataDirExisted) await rmdir(config.dataDir).catch(() => {});
  };
  const filesExisted = config.s3 == null ? await assertEmptyDir(config.filesDir, 'the file storage') : null;
  const undoFiles = async () => {
    if (filesExisted != null) await resetDir(config.filesDir, filesExisted);
    await undoDataDir();
  };
  if (config.databaseUrl != null) return { open: () => openDatabase(config), undo: undoFiles };
  const dbDir = join(config.dataDir, 'db');
  const dbExisted = await assertEmptyDir(dbDir, 'the database');
  return {
    async open() {
      await mkdir(dbDir, { recursive: true });
      // Not from the build's database image: the archive's migration may be older than the image's.
      return fromPglite(await createPglite({ dataDir: dbDir }));
    },
    async undo() {
      await resetDir(dbDir, dbExisted);
      await undoFiles();
      await undoDataDir();
    },
  };
}

async function main(): Promise<number> {
  const { values, positionals } = parseOptionsAndArguments(process.argv.slice(2), {
    help: { type: 'boolean', short: 'h' },
  });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  if (positionals.length !== 1) throw new UsageError('Name one backup archive to restore.');
  const archivePath = resolve(process.env['INIT_CWD'] ?? process.cwd(), positionals[0] ?? '');
  if (!existsSync(archivePath)) throw new ArchiveRefused(`${archivePath} does not exist.`);
  const config = loadConfig(process.env);
  const started = performance.now();
  const target = await prepareTarget(config);
  const archive = await openVerifiedArchive(archivePath, await knownMigrations(migrationsDir()));
  let database: DatabaseHandle | null = null;
  const files = await createConfiguredStorage(config);
  try {
    database = await target.open();
    if (database.kind === 'postgres') await assertEmptyDatabase(database, archive.manifest.migration);
    try {
      await restoreArchive(archive, { handle: database, storage: files.storage }, migrationsDir());
    } catch (error) {
      await database.close();
      database = null;
      await target.undo();
      throw error;
    }
    const { manifest } = archive;
    const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `Restored ${archivePath} (made ${manifest.createdAt} by VenDoc ${manifest.vendocVersion}, ` +
        `migration ${manifest.migration.tag}): ${manifest.tables.length} tables (${rows} rows), ` +
        `${manifest.blobs.length} files into ${files.location}, every checksum verified (${seconds} s).`,
    );
    return 0;
  } finally {
    archive.close();
    files.close();
    await database?.close();
  }
}

runCommand(main, USAGE, [ArchiveRefused]);
