import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { S3StorageConfig } from '../storage/s3-file-storage';

export interface TestS3Server {
  config: S3StorageConfig;
  close(): Promise<void>;
}

/**
 * A real S3 HTTP server (s3rver, on a free port, its objects in a temporary directory) with an empty bucket, and
 * the configuration that reaches it: tests of the S3 storage talk HTTP and SigV4 to it, no mock in between.
 */
export async function startS3Server(bucket = 'vendoc-test'): Promise<TestS3Server> {
  const directory = await mkdtemp(join(tmpdir(), 'vendoc-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  return {
    config: {
      endpoint: `http://127.0.0.1:${port}`,
      bucket,
      region: 'eu-central-1',
      // s3rver's fixed credentials: the requests are signed and checked.
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
