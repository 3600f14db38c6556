import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { BackupRefused, writeBackup } from '../backup/write-backup';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { migrationsDir } from '../server-paths';
import { createConfiguredStorage } from '../storage/create-file-storage';
import { SERVER_VERSION } from '../version';
import { parseOptions, runCommand, UsageError } from './command';

const USAGE = `Usage: npm run backup -- --out FILE
Writes one archive (FILE, a ZIP) of the whole database and every file it references, with a manifest and
checksums. PostgreSQL: the server may run (one consistent snapshot). PGlite: stop the server first.`;

/** A PGlite data directory holds postmaster.pid while a process has it open: opening it twice corrupts it. */
async function assertPgliteIdle(dataDir: string) {
  const dbDir = join(dataDir, 'db');
  if (!existsSync(dbDir) || (await readdir(dbDir)).length === 0)
    throw new BackupRefused(`There is no database in ${dbDir} (VENDOC_DATA_DIR): nothing to back up.`);
  if (existsSync(join(dbDir, 'postmaster.pid')))
    throw new BackupRefused(
      `The database in ${dbDir} is in use: a running VenDoc server (PGlite) must be stopped for the backup, ` +
        'which takes seconds; start it again afterwards. (Stopped but still refused? The server was not shut ' +
        'down cleanly: start and stop it once.) With PostgreSQL (DATABASE_URL) the backup runs beside the server.',
    );
}

async function main(): Promise<number> {
  const args = parseOptions(process.argv.slice(2), {
    out: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  });
  if (args.help) {
    console.log(USAGE);
    return 0;
  }
  if (args.out == null) throw new UsageError('Name the archive to write: --out FILE.');
  const outPath = resolve(process.env['INIT_CWD'] ?? process.cwd(), args.out);
  if (existsSync(outPath)) throw new BackupRefused(`${outPath} exists: a backup never overwrites a file.`);
  const config = loadConfig(process.env);
  if (config.databaseUrl == null) await assertPgliteIdle(config.dataDir);
  const database = await openDatabase(config);
  const files = await createConfiguredStorage(config);
  try {
    const started = performance.now();
    const manifest = await writeBackup(outPath, {
      handle: database,
      storage: files.storage,
      migrationsFolder: migrationsDir(),
      vendocVersion: SERVER_VERSION,
      now: new Date(),
    });
    const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
    const megabytes = (manifest.blobs.reduce((sum, blob) => sum + blob.size, 0) / 1024 / 1024).toFixed(1);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `Backup written to ${outPath}: ${manifest.tables.length} tables (${rows} rows), ` +
        `${manifest.blobs.length} files (${megabytes} MB) from ${files.location}, ` +
        `migration ${manifest.migration.tag} (${seconds} s).`,
    );
    return 0;
  } finally {
    files.close();
    await database.close();
  }
}

runCommand(main, USAGE, [BackupRefused]);
