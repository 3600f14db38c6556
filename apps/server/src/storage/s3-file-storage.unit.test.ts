import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startS3Server, type TestS3Server } from '../test/s3-server';
import { chunks, describeFileStorageContract, sha256 } from './file-storage-contract';
import type { FileStorage } from './file-storage';
import { createS3Client, createS3FileStorage, S3_TEMP_PREFIX } from './s3-file-storage';

let server: TestS3Server;
let client: S3Client;
let storage: FileStorage;

beforeAll(async () => {
  server = await startS3Server();
  client = createS3Client(server.config);
});
afterAll(async () => {
  client?.destroy();
  await server?.close();
});

async function allKeys(): Promise<string[]> {
  const page = await client.send(new ListObjectsV2Command({ Bucket: server.config.bucket }));
  return (page.Contents ?? []).map((object) => object.Key ?? '');
}

beforeEach(async () => {
  // Each case starts on an empty bucket.
  for (const key of await allKeys())
    await client.send(new DeleteObjectCommand({ Bucket: server.config.bucket, Key: key }));
  storage = createS3FileStorage(client, server.config.bucket);
});

describeFileStorageContract('createS3FileStorage', {
  storage: () => storage,
  storedNames: async () => (await allKeys()).map((key) => key.split('/').at(-1) ?? key),
});

describe('createS3FileStorage', () => {
  it('stores content under blobs/<sha[0:2]>/<sha>, with its hash in the object metadata', async () => {
    const blob = await storage.put(chunks('Aufmaß Keller'), { maxBytes: 100 });
    const key = `blobs/${blob.sha256.slice(0, 2)}/${blob.sha256}`;
    expect(await allKeys()).toEqual([key]);
    const head = await client.send(new HeadObjectCommand({ Bucket: server.config.bucket, Key: key }));
    expect(head.Metadata).toEqual({ sha256: blob.sha256 });
  });

  it('sends a large upload in parts and keeps every byte', async () => {
    // 12 MiB in uneven chunks: three parts of a multipart upload.
    const content = Buffer.alloc(12 * 1024 * 1024);
    for (let i = 0; i < content.length; i += 4096) content.writeUInt32LE(i, i);
    const blob = await storage.put(chunks(content.subarray(0, 3_000_001), content.subarray(3_000_001)), {
      maxBytes: 20 * 1024 * 1024,
    });
    expect(blob).toEqual({ sha256: sha256(content), size: content.length, created: true });
    const object = await client.send(
      new GetObjectCommand({
        Bucket: server.config.bucket,
        Key: `blobs/${blob.sha256.slice(0, 2)}/${blob.sha256}`,
      }),
    );
    expect(sha256(Buffer.from(await object.Body!.transformToByteArray()))).toBe(blob.sha256);
    const tail = await storage.get(blob.sha256, { start: content.length - 8, end: content.length - 1 });
    const bytes: Buffer[] = [];
    for await (const chunk of tail) bytes.push(chunk as Buffer);
    expect(Buffer.concat(bytes)).toEqual(content.subarray(content.length - 8));
  });

  it('stops a large upload above maxBytes in the middle and leaves nothing behind', async () => {
    const part = Buffer.alloc(4 * 1024 * 1024, 1);
    await expect(storage.put(chunks(part, part, part), { maxBytes: 10 * 1024 * 1024 })).rejects.toMatchObject(
      {
        name: 'BlobTooLargeError',
      },
    );
    expect(await allKeys()).toEqual([]);
  });

  it('removes day-old temporary objects (a crash) before its first upload, and keeps younger ones', async () => {
    const bucket = server.config.bucket;
    await client.send(
      new PutObjectCommand({ Bucket: bucket, Key: `${S3_TEMP_PREFIX}crashed`, Body: 'half' }),
    );
    // Just written: young for a storage on today's clock, kept.
    await createS3FileStorage(client, bucket).put(chunks('x'), { maxBytes: 10 });
    expect((await allKeys()).filter((key) => key.startsWith(S3_TEMP_PREFIX))).toEqual([
      `${S3_TEMP_PREFIX}crashed`,
    ]);
    // Two days later (a process started then), it is a crash's leftover.
    const later = () => new Date(Date.now() + 2 * 24 * 60 * 60 * 1000);
    await createS3FileStorage(client, bucket, later).put(chunks('y'), { maxBytes: 10 });
    expect((await allKeys()).filter((key) => key.startsWith(S3_TEMP_PREFIX))).toEqual([]);
  });

  it('answers a missing blob with BlobNotFoundError and null, and a store it cannot reach with its error', async () => {
    const missing = sha256('nie gespeichert');
    await expect(storage.get(missing)).rejects.toMatchObject({ name: 'BlobNotFoundError' });
    expect(await storage.stat(missing)).toBeNull();
    const unreachable = createS3Client({ ...server.config, endpoint: 'http://127.0.0.1:1' });
    await expect(createS3FileStorage(unreachable, server.config.bucket).stat(missing)).rejects.toThrow();
    unreachable.destroy();
  });
});
