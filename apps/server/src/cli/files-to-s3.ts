import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { referencedBlobs } from '../storage/blob-references';
import { copyBlobs } from '../storage/copy-blobs';
import { createLocalFileStorage, listLocalBlobs } from '../storage/local-file-storage';
import { createS3Client, createS3FileStorage } from '../storage/s3-file-storage';
import { parseOptions, runCommand, UsageError } from './command';

const USAGE = `Usage: npm run files:to-s3 [-- --from DIR]
Copies every file content of the local storage (DIR, default VENDOC_FILES_DIR or <VENDOC_DATA_DIR>/files) into
the S3 bucket of VENDOC_S3_*, reads each back to verify it, and checks that every file the database references
is in the bucket. On PGlite stop the server first; on PostgreSQL it may run, then run again after the switch.`;

async function main(): Promise<number> {
  const args = parseOptions(process.argv.slice(2), {
    from: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  });
  if (args.help) {
    console.log(USAGE);
    return 0;
  }
  const config = loadConfig(process.env);
  if (config.s3 == null) throw new UsageError('Set VENDOC_S3_BUCKET (and VENDOC_S3_ENDPOINT, keys) first.');
  const from = args.from ?? config.filesDir;
  const database = await openDatabase(config);
  const client = createS3Client(config.s3);
  try {
    await migrateDatabase(database);
    const started = performance.now();
    const report = await copyBlobs(
      createLocalFileStorage(from),
      listLocalBlobs(from),
      createS3FileStorage(client, config.s3.bucket),
      await referencedBlobs(database.db),
      (done) => done % 500 === 0 && console.log(`  ${done} files …`),
    );
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const megabytes = (report.bytes / 1024 / 1024).toFixed(1);
    console.log(
      `${report.copied + report.present} files (${megabytes} MB) in s3://${config.s3.bucket}, each read back ` +
        `and verified: ${report.copied} copied, ${report.present} already there (${seconds} s).`,
    );
    for (const sha256 of report.damaged)
      console.error(
        `Damaged on disk, not copied (content does not match its name): ${from}/${sha256.slice(0, 2)}/${sha256}`,
      );
    for (const sha256 of report.missing)
      console.error(`Referenced by the database but in neither storage: ${sha256}`);
    return report.damaged.length + report.missing.length === 0 ? 0 : 1;
  } finally {
    client.destroy();
    await database.close();
  }
}

runCommand(main, USAGE);
