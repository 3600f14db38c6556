import { createHash } from 'node:crypto';
import { HeadObjectCommand, ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProjectFile } from '@vendoc/contract/files';
import { multipartBody, pdfDocument, seedProject, signedInUser } from '../modules/files/files-test-support';
import { startS3Server, type TestS3Server } from '../test/s3-server';
import { createTestApp, type TestApp } from '../test/test-app';
import { createS3Client } from './s3-file-storage';

let s3: TestS3Server;
let client: S3Client;
let t: TestApp;
let headers: Record<string, string>;
let projectId: string;

beforeAll(async () => {
  s3 = await startS3Server();
  client = createS3Client(s3.config);
  t = await createTestApp({ s3: s3.config });
  let companyId: string;
  ({ headers, companyId } = await signedInUser(t, { role: 'office' }));
  projectId = await seedProject(t.db, companyId);
});
afterAll(async () => {
  await t?.close();
  client?.destroy();
  await s3?.close();
});

const sha256 = (content: Buffer) => createHash('sha256').update(content).digest('hex');
const bucketKeys = async () =>
  ((await client.send(new ListObjectsV2Command({ Bucket: s3.config.bucket }))).Contents ?? []).map(
    (object) => object.Key,
  );

describe('the server on an S3 object store (VENDOC_S3_BUCKET)', () => {
  it('stores an upload in the bucket by its hash, serves it whole and by range, and deletes it', async () => {
    const pdf = pdfDocument();
    const body = multipartBody([
      { name: 'files', filename: 'Aufmaß.pdf', contentType: 'application/pdf', content: pdf },
    ]);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `/api/v1/projects/${projectId}/files`,
      payload: body.payload,
      headers: { ...headers, ...body.headers },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const [file] = uploaded.json<{ files: ProjectFile[] }>().files;
    const key = `blobs/${sha256(pdf).slice(0, 2)}/${sha256(pdf)}`;
    expect(file).toMatchObject({ sha256: sha256(pdf), size: pdf.length, contentType: 'application/pdf' });
    expect(await bucketKeys()).toEqual([key]);
    const head = await client.send(new HeadObjectCommand({ Bucket: s3.config.bucket, Key: key }));
    expect(head.ContentLength).toBe(pdf.length);

    const whole = await t.app.inject({ method: 'GET', url: file!.contentUrl });
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload).toEqual(pdf);
    const part = await t.app.inject({
      method: 'GET',
      url: file!.contentUrl,
      headers: { range: 'bytes=4-11' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 4-11/${pdf.length}`);
    expect(part.rawPayload).toEqual(pdf.subarray(4, 12));

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/files/${file!.id}?version=${file!.version}`,
      headers,
    });
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(await bucketKeys()).toEqual([]);
  });

  it('refuses an upload above the size limit with 413 and leaves nothing in the bucket', async () => {
    const limited = await createTestApp({ s3: s3.config, uploadMaxBytes: 1000 });
    try {
      const user = await signedInUser(limited, { role: 'office' });
      const project = await seedProject(limited.db, user.companyId);
      const body = multipartBody([{ name: 'files', filename: 'gross.bin', content: Buffer.alloc(5000, 1) }]);
      const response = await limited.app.inject({
        method: 'POST',
        url: `/api/v1/projects/${project}/files`,
        payload: body.payload,
        headers: { ...user.headers, ...body.headers },
      });
      expect(response.statusCode, response.body).toBe(413);
      expect(await bucketKeys()).toEqual([]);
    } finally {
      await limited.close();
    }
  });
});
