import { createHash } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPglite, fromPglite } from '../db/client';
import { createS3Client } from '../storage/s3-file-storage';
import { createStartedDataDir, runCommandProcess } from '../test/cli-process';
import { startS3Server, type TestS3Server } from '../test/s3-server';

const cliPath = fileURLToPath(new URL('./files-to-s3.ts', import.meta.url));
const sha256 = (content: string) => createHash('sha256').update(content).digest('hex');
let dataDir: string;
let s3: TestS3Server;

const logo = 'PNG des Firmenlogos';
const orphan = 'eine Datei, die niemand mehr nennt';
const lost = sha256('vor dem Umzug verloren');
const damagedName = sha256('was hier stehen sollte');

async function storeLocally(name: string, content: string) {
  await mkdir(join(dataDir, 'files', name.slice(0, 2)), { recursive: true });
  await writeFile(join(dataDir, 'files', name.slice(0, 2), name), content);
}

async function withDatabase(use: (db: ReturnType<typeof fromPglite>['db']) => Promise<void>) {
  const handle = fromPglite(await createPglite({ dataDir: join(dataDir, 'db') }));
  try {
    await use(handle.db);
  } finally {
    await handle.close();
  }
}

// The command runs as a separate process on a PGlite data directory, as an operator would run it.
function filesToS3() {
  const { endpoint, bucket, region, accessKeyId, secretAccessKey } = s3.config;
  return runCommandProcess(cliPath, [], {
    VENDOC_DATA_DIR: dataDir,
    VENDOC_S3_ENDPOINT: endpoint ?? '',
    VENDOC_S3_BUCKET: bucket,
    VENDOC_S3_REGION: region,
    VENDOC_S3_ACCESS_KEY_ID: accessKeyId ?? '',
    VENDOC_S3_SECRET_ACCESS_KEY: secretAccessKey ?? '',
    VENDOC_S3_FORCE_PATH_STYLE: 'true',
  });
}

async function bucketKeys(): Promise<string[]> {
  const client = createS3Client(s3.config);
  try {
    const page = await client.send(new ListObjectsV2Command({ Bucket: s3.config.bucket }));
    return (page.Contents ?? []).map((object) => object.Key ?? '').sort();
  } finally {
    client.destroy();
  }
}

beforeAll(async () => {
  s3 = await startS3Server();
  dataDir = await createStartedDataDir(async ({ db }) => {
    await db.execute(sql`update companies set logo_sha256 = ${sha256(logo)}`);
    // A second company whose logo was lost before the move.
    await db.execute(sql`insert into companies (name, logo_sha256) values ('Zweite GmbH', ${lost})`);
  });
  await storeLocally(sha256(logo), logo);
  await storeLocally(sha256(orphan), orphan);
  await storeLocally(damagedName, 'ein gekipptes Bit');
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
  await s3?.close();
});

const blobKey = (name: string) => `blobs/${name.slice(0, 2)}/${name}`;

describe('npm run files:to-s3', () => {
  it('copies and verifies every blob, keeps damaged ones out, and names what the database misses', async () => {
    const first = await filesToS3();
    expect(first.stdout).toContain(
      '2 files (0.0 MB) in s3://vendoc-test, each read back and verified: 2 copied',
    );
    expect(first.stderr).toContain(`Damaged on disk, not copied (content does not match its name): `);
    expect(first.stderr).toContain(damagedName);
    expect(first.stderr).toContain(`Referenced by the database but in neither storage: ${lost}`);
    expect(first.code).toBe(1);
    expect(await bucketKeys()).toEqual([blobKey(sha256(logo)), blobKey(sha256(orphan))].sort());
  });

  it('succeeds once the damage is dealt with, and a second run copies nothing again', async () => {
    await rm(join(dataDir, 'files', damagedName.slice(0, 2), damagedName));
    await withDatabase(async (db) => {
      await db.execute(sql`update companies set logo_sha256 = null where logo_sha256 = ${lost}`);
    });
    const again = await filesToS3();
    expect(again.stdout).toContain('each read back and verified: 0 copied, 2 already there');
    expect(again.stderr).not.toContain('Damaged');
    expect(again.stderr).not.toContain('Referenced');
    expect(again.code).toBe(0);
  });

  it('refuses to run without an S3 bucket, saying what to set', async () => {
    const { stderr, code } = await runCommandProcess(cliPath, [], { VENDOC_DATA_DIR: dataDir });
    expect(code).toBe(1);
    expect(stderr).toContain('Set VENDOC_S3_BUCKET');
  });
});
