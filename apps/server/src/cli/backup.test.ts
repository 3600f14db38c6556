import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import type { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { knownMigrations, sha256Of } from '../backup/manifest';
import { createPglite, fromPglite, type Database, type DatabaseHandle } from '../db/client';
import { companies } from '../db/schema';
import {
  draftWith,
  issue,
  position,
  seedProjectWithClient,
  startOrderDocumentsApp,
} from '../modules/order-documents/order-documents-test-support';
import { pngImage } from '../modules/files/files-test-support';
import { migrationsDir } from '../server-paths';
import { referencedBlobs } from '../storage/blob-references';
import { createLocalFileStorage } from '../storage/local-file-storage';
import { createS3Client } from '../storage/s3-file-storage';
import { flipByteInEntry, rewriteArchive, truncatedCopy } from '../test/archive-damage';
import { runCommandProcess, type CommandOutcome } from '../test/cli-process';
import { databaseFingerprint } from '../test/database-fingerprint';
import { startS3Server, type TestS3Server } from '../test/s3-server';
import { createEmptyPostgresDatabase, openPostgresTestPool } from '../test/test-database';
import { seedDemo } from './demo-seeder';

const backupCli = fileURLToPath(new URL('./backup.ts', import.meta.url));
const restoreCli = fileURLToPath(new URL('./restore.ts', import.meta.url));
const postgresAdminUrl = process.env['TEST_DATABASE_URL'];
const SETUP_TIMEOUT = 240_000;
const COMMAND_TIMEOUT = 60_000;

let app: Awaited<ReturnType<typeof startOrderDocumentsApp>>;
let work: string;
let sourceEnv: Record<string, string>;
let sourceFingerprint: Record<string, string>;
let sourceBlobs: string[];
let archive: string;
const dropLater: (() => Promise<void>)[] = [];

interface Target {
  env: Record<string, string>;
  dataDir: string;
  /** Opens the target's database (after the command has ended: a PGlite directory is never opened twice). */
  open(): Promise<DatabaseHandle>;
}

/** A new, empty restore target: a data directory that does not exist yet, and on PostgreSQL a new database. */
async function emptyTarget(): Promise<Target> {
  const dataDir = join(work, `target-${dropLater.length}-${Math.random().toString(36).slice(2, 8)}`);
  if (postgresAdminUrl) {
    const database = await createEmptyPostgresDatabase(postgresAdminUrl);
    dropLater.push(database.drop);
    return {
      env: { VENDOC_DATA_DIR: dataDir, DATABASE_URL: database.url },
      dataDir,
      open: async () => openPostgresTestPool(database.url),
    };
  }
  return {
    env: { VENDOC_DATA_DIR: dataDir },
    dataDir,
    open: async () => fromPglite(await createPglite({ dataDir: join(dataDir, 'db') })),
  };
}

async function withHandle<T>(target: Target, use: (db: Database) => Promise<T>): Promise<T> {
  const handle = await target.open();
  try {
    return await use(handle.db);
  } finally {
    await handle.close();
  }
}

const backup = (args: string[], env = sourceEnv) => runCommandProcess(backupCli, args, env);
const restore = (path: string, target: Target, env: Record<string, string> = {}) =>
  runCommandProcess(restoreCli, [path], { ...target.env, ...env });

async function bucketKeys(config: TestS3Server['config']): Promise<string[]> {
  const client = createS3Client(config);
  try {
    const page = await client.send(new ListObjectsV2Command({ Bucket: config.bucket }));
    return (page.Contents ?? []).map((object) => object.Key ?? '').sort();
  } finally {
    client.destroy();
  }
}

async function fileSha256(path: string): Promise<string> {
  return createHash('sha256')
    .update(await readFile(path))
    .digest('hex');
}

/** Every area of a company (seedDemo), an issued invoice (its PDF and e-invoice stored) and a company logo. */
async function fillSource() {
  const { t, tenant } = app;
  const storage = createLocalFileStorage(t.config.filesDir);
  await seedDemo(t.db, { companyId: tenant.companyId, storage, now: new Date('2030-05-01T08:00:00Z') });
  const logo = await storage.put(Readable.from([pngImage(4, 4)]), { maxBytes: 1_000_000 });
  await t.db.update(companies).set({ logoSha256: logo.sha256 }).where(eq(companies.id, tenant.companyId));
  const { projectId } = await seedProjectWithClient(t.db, tenant.companyId);
  const draft = await draftWith(t, tenant.office, projectId, 'invoice', [position('01', '3', '120.00')]);
  await issue(t, tenant.office, draft);
}

/**
 * The source as an operator has it: PostgreSQL running (the app), or a stopped PGlite data directory (a copy of
 * the app's database). Its fingerprint and blobs are taken from what the command will read.
 */
async function sourceInstallation(): Promise<Record<string, string>> {
  const filesDir = app.t.config.filesDir;
  const dataDir = join(work, 'source');
  if (postgresAdminUrl) {
    const pool = (app.t.db as unknown as { $client: pg.Pool }).$client;
    await describeSource(app.t.db);
    return {
      VENDOC_DATA_DIR: dataDir,
      VENDOC_FILES_DIR: filesDir,
      DATABASE_URL: pool.options.connectionString ?? '',
    };
  }
  const dump = await (app.t.db as unknown as { $client: PGlite }).$client.dumpDataDir('none');
  await mkdir(join(dataDir, 'db'), { recursive: true });
  const copy = fromPglite(await createPglite({ dataDir: join(dataDir, 'db'), loadDataDir: dump }));
  try {
    await describeSource(copy.db);
  } finally {
    await copy.close();
  }
  return { VENDOC_DATA_DIR: dataDir, VENDOC_FILES_DIR: filesDir };
}

async function describeSource(db: Database) {
  sourceFingerprint = await databaseFingerprint(db);
  sourceBlobs = await referencedBlobs(db);
}

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'vendoc-backup-'));
  app = await startOrderDocumentsApp();
  await fillSource();
  sourceEnv = await sourceInstallation();
  archive = join(work, 'backup.zip');
}, SETUP_TIMEOUT);
afterAll(async () => {
  await app?.close();
  for (const drop of dropLater) await drop();
  await rm(work, { recursive: true, force: true });
});

/** Every table with the source's row count and content hash (the differing tables named first). */
function expectSameTables(restored: Record<string, string>) {
  const differing = Object.keys({ ...restored, ...sourceFingerprint }).filter(
    (table) => restored[table] !== sourceFingerprint[table],
  );
  expect(differing).toEqual([]);
  expect(restored).toEqual(sourceFingerprint);
}

function expectRefused(outcome: CommandOutcome, reason: string) {
  expect(outcome.stderr).toContain(reason);
  expect(outcome.code).toBe(1);
}

describe('npm run backup and npm run restore', () => {
  it('backs up the installation into one archive', { timeout: COMMAND_TIMEOUT }, async () => {
    const outcome = await backup(['--out', archive]);
    expect(outcome.stderr).toBe('');
    expect(outcome.code).toBe(0);
    expect(outcome.stdout).toContain(`Backup written to ${archive}: 50 tables`);
    expect(outcome.stdout).toContain(`${sourceBlobs.length} files`);
    // Every area filled: the demo's clients, projects, catalog, tender, survey, the issued invoice, the logo.
    for (const table of ['clients', 'projects', 'boq_nodes', 'catalog_categories', 'order_document_outputs'])
      expect(sourceFingerprint[table]).not.toMatch(/^0:/);
    expect(sourceBlobs.length).toBeGreaterThan(3);
  });

  it('never overwrites a file', async () => {
    expectRefused(await backup(['--out', archive]), 'exists: a backup never overwrites a file');
  });

  it(
    'restores every record and every file into an empty target, on disk and in an S3 bucket',
    { timeout: COMMAND_TIMEOUT },
    async () => {
      const s3 = await startS3Server();
      try {
        const [onDisk, inS3] = [await emptyTarget(), await emptyTarget()];
        const { endpoint, bucket, region, accessKeyId, secretAccessKey } = s3.config;
        // Both at once: each is a process of its own, and the file spends less time waiting.
        const outcomes = await Promise.all([
          restore(archive, onDisk),
          restore(archive, inS3, {
            VENDOC_S3_ENDPOINT: endpoint ?? '',
            VENDOC_S3_BUCKET: bucket,
            VENDOC_S3_REGION: region,
            VENDOC_S3_ACCESS_KEY_ID: accessKeyId ?? '',
            VENDOC_S3_SECRET_ACCESS_KEY: secretAccessKey ?? '',
            VENDOC_S3_FORCE_PATH_STYLE: 'true',
          }),
        ]);
        for (const outcome of outcomes) {
          // (stderr may hold the AWS SDK's warning about the Node version, nothing else.)
          expect(outcome.stderr).not.toMatch(/error|refused|damaged/i);
          expect(outcome.code, outcome.stderr).toBe(0);
          expect(outcome.stdout).toContain('every checksum verified');
        }
        // The rows took the same path into both targets: compared once, on the disk's.
        expectSameTables(await withHandle(onDisk, (db) => databaseFingerprint(db)));
        for (const sha256 of sourceBlobs)
          expect(await fileSha256(join(onDisk.dataDir, 'files', sha256.slice(0, 2), sha256))).toBe(sha256);
        expect(await bucketKeys(s3.config)).toEqual(
          sourceBlobs.map((sha256) => `blobs/${sha256.slice(0, 2)}/${sha256}`).sort(),
        );
        // Into a target that now holds data, a second restore is refused and changes nothing.
        expectRefused(await restore(archive, onDisk), 'is not empty');
        expectSameTables(await withHandle(onDisk, (db) => databaseFingerprint(db)));
      } finally {
        await s3.close();
      }
    },
  );
});

type ManifestJson = { tables: { name: string; rows: number }[]; migration: { tag: string } };

/** A rewritten archive whose manifest `change` edits; with `matchChecksum` its checksum entry is made to match. */
function editManifest(copy: string, change: (manifest: ManifestJson) => void, matchChecksum: boolean) {
  let edited = Buffer.alloc(0);
  return rewriteArchive(archive, copy, (name, content) => {
    if (name === 'manifest.json') {
      const manifest = JSON.parse(content.toString('utf8')) as ManifestJson;
      change(manifest);
      edited = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`);
      return edited;
    }
    if (name === 'manifest.sha256' && matchChecksum) return Buffer.from(`${sha256Of(edited)}\n`);
    return content;
  });
}

const addClientRow = (manifest: ManifestJson) => {
  const clients = manifest.tables.find((table) => table.name === 'clients');
  if (clients) clients.rows += 1;
};

describe('a damaged archive', () => {
  let target: Target;
  let emptyFingerprint: Record<string, string> | null = null;
  beforeAll(async () => {
    target = await emptyTarget();
    if (postgresAdminUrl) emptyFingerprint = await withHandle(target, (db) => databaseFingerprint(db));
  });
  const blob = () => `blobs/${sourceBlobs[0] ?? ''}`;
  const cases: [string, (copy: string) => Promise<void>, () => string][] = [
    [
      'a flipped byte in a table entry',
      (copy) => flipByteInEntry(archive, copy, 'tables/clients.ndjson'),
      () => 'tables/clients.ndjson is damaged',
    ],
    [
      'a flipped byte in a file',
      (copy) => flipByteInEntry(archive, copy, blob()),
      () => `${blob()} is damaged`,
    ],
    [
      'a truncated archive',
      (copy) => truncatedCopy(archive, copy),
      () => 'cannot be read as a backup archive',
    ],
    [
      'a manifest edited by hand',
      (copy) => editManifest(copy, addClientRow, false),
      () => 'manifest.json was changed: it does not match manifest.sha256',
    ],
    [
      'a manifest edited with a matching checksum',
      (copy) => editManifest(copy, addClientRow, true),
      () => 'tables/clients.ndjson is damaged: it holds',
    ],
    [
      'a migration this VenDoc does not know',
      (copy) => editManifest(copy, (manifest) => (manifest.migration.tag = '0099_future'), true),
      () => 'is at migration 0099_future, which this VenDoc does not know',
    ],
    [
      'a manifest naming an earlier migration than its rows have (found only while writing: all rolled back)',
      async (copy) => {
        const migrations = await knownMigrations(migrationsDir());
        const earlier = migrations[migrations.length - 2];
        await editManifest(
          copy,
          (manifest) => Object.assign(manifest.migration, earlier, { idx: undefined }),
          true,
        );
      },
      () => 'The rows of boqs do not have the columns of the archive',
    ],
    [
      'a missing entry',
      (copy) => rewriteArchive(archive, copy, (name, content) => (name === blob() ? null : content)),
      () => `The archive lacks ${blob()}, which the manifest names`,
    ],
  ];
  it.each(cases)(
    'is refused: %s, and the target stays as it was',
    { timeout: COMMAND_TIMEOUT },
    async (what, damage, reason) => {
      const copy = join(work, `damaged-${what.replaceAll(' ', '-')}.zip`);
      await damage(copy);
      expectRefused(await restore(copy, target), reason());
      expect(existsSync(target.dataDir)).toBe(false);
      if (emptyFingerprint != null)
        expect(await withHandle(target, (db) => databaseFingerprint(db))).toEqual(emptyFingerprint);
    },
  );
});

describe.runIf(postgresAdminUrl == null)('a running PGlite installation', () => {
  it(
    'is not backed up from the command: the message says to stop the server',
    { timeout: COMMAND_TIMEOUT },
    async () => {
      const running = await createPglite({ dataDir: join(sourceEnv['VENDOC_DATA_DIR'] ?? '', 'db') });
      try {
        const outcome = await backup(['--out', join(work, 'while-running.zip')]);
        expectRefused(outcome, 'is in use: a running VenDoc server (PGlite) must be stopped for the backup');
        expect(existsSync(join(work, 'while-running.zip'))).toBe(false);
      } finally {
        await running.close();
      }
    },
  );
});
