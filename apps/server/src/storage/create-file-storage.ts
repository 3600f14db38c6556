import type { FileStorage } from './file-storage';
import { createLocalFileStorage } from './local-file-storage';
import type { S3StorageConfig } from './s3-file-storage';

export interface ConfiguredStorage {
  storage: FileStorage;
  /** Where the contents are, for the start-up log: a directory or s3://bucket at an endpoint. */
  location: string;
  close(): void;
}

/**
 * The file storage the configuration names: S3 when VENDOC_S3_BUCKET is set, else the local disk. The AWS SDK
 * is loaded only then, so a server on the local disk does not pay for it at start-up.
 */
export async function createConfiguredStorage(config: {
  filesDir: string;
  s3: S3StorageConfig | null;
}): Promise<ConfiguredStorage> {
  if (config.s3 == null)
    return { storage: createLocalFileStorage(config.filesDir), location: config.filesDir, close() {} };
  const { createS3Client, createS3FileStorage } = await import('./s3-file-storage');
  const client = createS3Client(config.s3);
  return {
    storage: createS3FileStorage(client, config.s3.bucket),
    location: `s3://${config.s3.bucket}${config.s3.endpoint == null ? '' : ` at ${config.s3.endpoint}`}`,
    close: () => client.destroy(),
  };
}
