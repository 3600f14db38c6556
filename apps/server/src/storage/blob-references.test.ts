import { rm } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../db/schema';
import { HttpProblem } from '../lib/http-problem';
import { createLocalFileStorage } from './local-file-storage';
import { createTestApp, type TestApp } from '../test/test-app';
import { claimBlobs, releaseBlobs } from './blob-references';
import { createFilesDir } from '../modules/files/files-test-support';

let t: TestApp;
let filesDir: string;

beforeAll(async () => {
  filesDir = await createFilesDir();
  t = await createTestApp({ filesDir });
});
afterAll(async () => {
  await t?.close();
  await rm(filesDir, { recursive: true, force: true });
});

const store = (content: string) =>
  createLocalFileStorage(filesDir).put(Readable.from([Buffer.from(content)]), { maxBytes: 1000 });

describe('blob references', () => {
  it('releases an unreferenced blob and keeps one a company logo uses', async () => {
    const storage = createLocalFileStorage(filesDir);
    const loose = await store('loose');
    const logo = await store('logo');
    const { company } = await t.seedCompanyWithUser();
    await t.db
      .update(companies)
      .set({ logoSha256: logo.sha256, logoContentType: 'image/png' })
      .where(eq(companies.id, company.id));
    await releaseBlobs(t.db, storage, [loose.sha256, logo.sha256, loose.sha256]);
    expect(await storage.stat(loose.sha256)).toBeNull();
    expect(await storage.stat(logo.sha256)).not.toBeNull();
  });

  it('refuses to reference a blob that vanished after the upload stored it (503, retry)', async () => {
    const storage = createLocalFileStorage(filesDir);
    const blob = await store('vanishing');
    await storage.delete(blob.sha256);
    const outcome = await t.db
      .transaction((tx) => claimBlobs(tx, storage, [blob.sha256]))
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(outcome).toBeInstanceOf(HttpProblem);
    expect(outcome).toMatchObject({ status: 503, headers: { 'retry-after': '1' } });
  });
});
