import { randomUUID } from 'node:crypto';
import { PassThrough, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import {
  BlobNotFoundError,
  createBlobMeter,
  isSha256,
  type BlobStat,
  type ByteRange,
  type FileStorage,
  type StoredBlob,
} from './file-storage';
import { STALE_TEMP_MS } from './local-file-storage';

/** Where an S3-compatible object store is and how to sign in to it (VENDOC_S3_* in the configuration). */
export interface S3StorageConfig {
  /** https://s3.example.com for MinIO, Ceph, Hetzner, …; null: AWS itself, by region. */
  endpoint: string | null;
  bucket: string;
  region: string;
  /** Both null: the AWS SDK's default credentials (environment, profile, instance role). */
  accessKeyId: string | null;
  secretAccessKey: string | null;
  /** bucket in the path (https://host/bucket/key) instead of the host name: most self-hosted stores need it. */
  forcePathStyle: boolean;
}

/** Keys below the bucket: blobs by hash, uploads in progress under a random name. */
export const S3_BLOB_PREFIX = 'blobs/';
export const S3_TEMP_PREFIX = 'tmp/';

/** Parts of a multipart upload: S3's smallest part; a larger upload is sent in parts of this size. */
const PART_BYTES = 5 * 1024 * 1024;

export function createS3Client(config: S3StorageConfig): S3Client {
  return new S3Client({
    region: config.region,
    ...(config.endpoint == null ? {} : { endpoint: config.endpoint }),
    forcePathStyle: config.forcePathStyle,
    ...(config.accessKeyId == null || config.secretAccessKey == null
      ? {}
      : { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } }),
    // The SDK's default adds CRC checksums in chunked trailers, which many S3-compatible stores do not read; the
    // content's integrity is the sha256 it is stored under (and S3 checks each part's Content-MD5-free signature).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

const isNotFound = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404);

/**
 * Blobs in an S3 bucket: `blobs/<first two hex digits>/<sha256>`, the same layout as on disk. An upload streams
 * into `tmp/<random>` (in parts when large) while being hashed and counted, is copied to its hash's key inside
 * the store, and the temporary object is removed. Several server instances can share one bucket.
 */
export function createS3FileStorage(
  client: S3Client,
  bucket: string,
  now: () => Date = () => new Date(),
): FileStorage {
  let sweep: Promise<void> | null = null;

  function blobKey(sha256: string): string {
    // Keys come from the database, but an object key is only ever built from a verified hash.
    if (!isSha256(sha256)) throw new Error(`not a sha256: ${JSON.stringify(sha256)}`);
    return `${S3_BLOB_PREFIX}${sha256.slice(0, 2)}/${sha256}`;
  }

  // Once per process, before the first upload: temporary objects of a crashed process (far older than any upload,
  // since other instances may be writing theirs). A lifecycle rule on the bucket should abort stale multipart
  // uploads too (see the README).
  async function removeStaleTempObjects(): Promise<void> {
    let token: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({ Bucket: bucket, Prefix: S3_TEMP_PREFIX, ContinuationToken: token }),
      );
      for (const object of page.Contents ?? [])
        if (object.Key != null && object.LastModified != null)
          if (now().getTime() - object.LastModified.getTime() > STALE_TEMP_MS)
            await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: object.Key }));
      token = page.IsTruncated === true ? page.NextContinuationToken : undefined;
    } while (token != null);
  }

  async function stat(sha256: string): Promise<BlobStat | null> {
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: blobKey(sha256) }));
      return { size: head.ContentLength ?? 0, modifiedAt: head.LastModified ?? new Date(0) };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async function put(content: Readable, { maxBytes }: { maxBytes: number }): Promise<StoredBlob> {
    // A failed sweep (permissions) must not stop uploads: it is housekeeping only.
    sweep ??= removeStaleTempObjects().catch(() => {});
    await sweep;
    const tempKey = `${S3_TEMP_PREFIX}${randomUUID()}`;
    const meter = createBlobMeter(maxBytes);
    const body = new PassThrough();
    // The source's and the meter's errors destroy `body`, which fails (and aborts) the upload.
    const piping = pipeline(content, meter.stream, body);
    const upload = new Upload({
      client,
      params: { Bucket: bucket, Key: tempKey, Body: body },
      partSize: PART_BYTES,
      queueSize: 2,
      leavePartsOnError: false,
    });
    // An upload that fails stops reading `body`: destroying it ends the pipeline instead of leaving it waiting.
    const uploading = upload.done().catch((error: unknown) => {
      body.destroy(error as Error);
      throw error;
    });
    const [uploaded, piped] = await Promise.allSettled([uploading, piping]);
    // The cause is the source's or the meter's error when there is one, not the upload's "stream destroyed".
    const failure =
      piped.status === 'rejected' ? piped.reason : uploaded.status === 'rejected' ? uploaded.reason : null;
    if (failure != null) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: tempKey })).catch(() => {});
      throw failure;
    }
    const { sha256, size } = meter.result();
    try {
      if ((await stat(sha256)) != null) return { sha256, size, created: false };
      // Two uploads of the same content may race here: both copies hold identical bytes.
      await client.send(
        new CopyObjectCommand({
          Bucket: bucket,
          Key: blobKey(sha256),
          CopySource: `${bucket}/${tempKey}`,
          Metadata: { sha256 },
          MetadataDirective: 'REPLACE',
        }),
      );
      return { sha256, size, created: true };
    } finally {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: tempKey })).catch(() => {});
    }
  }

  return {
    put,
    stat,

    async get(sha256: string, range?: ByteRange): Promise<Readable> {
      try {
        const object = await client.send(
          new GetObjectCommand({
            Bucket: bucket,
            Key: blobKey(sha256),
            ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
          }),
        );
        // In Node the body is an http.IncomingMessage: a Readable.
        return object.Body as Readable;
      } catch (error) {
        if (isNotFound(error)) throw new BlobNotFoundError(sha256);
        throw error;
      }
    },

    async delete(sha256: string): Promise<void> {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: blobKey(sha256) }));
    },
  };
}
