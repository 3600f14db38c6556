import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { crc32 } from 'node:zlib';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  blobEntryName,
  MANIFEST_CHECKSUM_ENTRY,
  MANIFEST_ENTRY,
  manifestSchema,
  sha256Of,
  tableEntryName,
  type BackupManifest,
  type MigrationRef,
} from './manifest';

/** The archive cannot be restored; the message gives the reason. Nothing was written. */
export class ArchiveRefused extends Error {
  override name = 'ArchiveRefused';
}

export interface OpenedArchive {
  manifest: BackupManifest;
  /** The content of an entry, as stored (inflated). */
  read(name: string): Promise<Readable>;
  close(): void;
}

const openZip = (path: string) =>
  new Promise<ZipFile>((resolve, reject) =>
    yauzl.open(path, { lazyEntries: true, autoClose: false, validateEntrySizes: true }, (error, zip) =>
      error ? reject(error) : resolve(zip),
    ),
  );

const readEntries = (zip: ZipFile) =>
  new Promise<Entry[]>((resolve, reject) => {
    const entries: Entry[] = [];
    zip.on('entry', (entry: Entry) => {
      entries.push(entry);
      zip.readEntry();
    });
    zip.once('end', () => resolve(entries));
    zip.once('error', reject);
    zip.readEntry();
  });

const openEntry = (zip: ZipFile, entry: Entry) =>
  new Promise<Readable>((resolve, reject) =>
    zip.openReadStream(entry, (error, stream) => (error ? reject(error) : resolve(stream))),
  );

interface EntryDigest {
  sha256: string;
  size: number;
  lines: number;
}

/** sha256, size and line count of an entry's content; its CRC-32 must match the archive's directory. */
async function digestEntry(zip: ZipFile, entry: Entry): Promise<EntryDigest> {
  const hash = createHash('sha256');
  let crc = 0;
  let size = 0;
  let lines = 0;
  try {
    for await (const chunk of await openEntry(zip, entry)) {
      const bytes = chunk as Buffer;
      hash.update(bytes);
      crc = crc32(bytes, crc);
      size += bytes.length;
      for (let at = bytes.indexOf(10); at !== -1; at = bytes.indexOf(10, at + 1)) lines++;
    }
  } catch (error) {
    throw new ArchiveRefused(`${entry.fileName} is damaged: ${(error as Error).message}.`);
  }
  if (crc !== entry.crc32)
    throw new ArchiveRefused(
      `${entry.fileName} is damaged: its CRC-32 does not match the archive's directory.`,
    );
  return { sha256: hash.digest('hex'), size, lines };
}

async function readManifest(zip: ZipFile, entries: Map<string, Entry>): Promise<BackupManifest> {
  const manifestEntry = entries.get(MANIFEST_ENTRY);
  const checksumEntry = entries.get(MANIFEST_CHECKSUM_ENTRY);
  if (manifestEntry == null || checksumEntry == null)
    throw new ArchiveRefused(
      `The archive has no ${MANIFEST_ENTRY} and ${MANIFEST_CHECKSUM_ENTRY}: not a VenDoc backup.`,
    );
  const content = await readSmall(zip, manifestEntry);
  const checksum = (await readSmall(zip, checksumEntry)).toString('utf8').trim();
  if (sha256Of(content) !== checksum)
    throw new ArchiveRefused(`${MANIFEST_ENTRY} was changed: it does not match ${MANIFEST_CHECKSUM_ENTRY}.`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(content.toString('utf8'));
  } catch {
    throw new ArchiveRefused(`${MANIFEST_ENTRY} is not JSON.`);
  }
  const format = (parsed as { format?: unknown; formatVersion?: unknown } | null) ?? {};
  if (format.format !== BACKUP_FORMAT) throw new ArchiveRefused('The archive is not a VenDoc backup.');
  if (format.formatVersion !== BACKUP_FORMAT_VERSION)
    throw new ArchiveRefused(
      `The archive has backup format ${String(format.formatVersion)}; this VenDoc reads format ${BACKUP_FORMAT_VERSION}.`,
    );
  const manifest = manifestSchema.safeParse(parsed);
  if (!manifest.success)
    throw new ArchiveRefused(`${MANIFEST_ENTRY} is invalid: ${manifest.error.issues[0]?.message ?? ''}`);
  return manifest.data;
}

const MANIFEST_MAX_BYTES = 256 * 1024 * 1024;

async function readSmall(zip: ZipFile, entry: Entry): Promise<Buffer> {
  if (entry.uncompressedSize > MANIFEST_MAX_BYTES)
    throw new ArchiveRefused(`${entry.fileName} is too large.`);
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of await openEntry(zip, entry)) chunks.push(chunk as Buffer);
  } catch (error) {
    throw new ArchiveRefused(`${entry.fileName} is damaged: ${(error as Error).message}.`);
  }
  return Buffer.concat(chunks);
}

/** Every entry the manifest promises, and no other. */
function expectedEntries(manifest: BackupManifest): Map<string, (digest: EntryDigest) => string | null> {
  const expected = new Map<string, (digest: EntryDigest) => string | null>();
  const add = (name: string, check: (digest: EntryDigest) => string | null) => {
    if (expected.has(name)) throw new ArchiveRefused(`${MANIFEST_ENTRY} names ${name} twice.`);
    expected.set(name, check);
  };
  for (const table of manifest.tables)
    add(tableEntryName(table.name), (digest) =>
      digest.sha256 !== table.sha256
        ? 'its sha256 differs from the manifest'
        : digest.lines !== table.rows
          ? `it holds ${digest.lines} rows, the manifest says ${table.rows}`
          : null,
    );
  for (const blob of manifest.blobs)
    add(blobEntryName(blob.sha256), (digest) =>
      digest.sha256 !== blob.sha256
        ? 'its content does not match its sha256'
        : digest.size !== blob.size
          ? `it has ${digest.size} bytes, the manifest says ${blob.size}`
          : null,
    );
  return expected;
}

/**
 * Opens a backup and verifies all of it before anything is written: the manifest (and its checksum), that its
 * migration is one `known` lists, that every entry it names is there (and no other), and the sha256, size, row
 * count and CRC-32 of every entry. Throws ArchiveRefused with the reason.
 */
export async function openVerifiedArchive(path: string, known: MigrationRef[]): Promise<OpenedArchive> {
  let zip: ZipFile;
  let list: Entry[];
  try {
    zip = await openZip(path);
    list = await readEntries(zip);
  } catch (error) {
    throw new ArchiveRefused(
      `${path} cannot be read as a backup archive (${(error as Error).message}): the file is incomplete or not a VenDoc backup.`,
    );
  }
  try {
    const entries = new Map<string, Entry>();
    for (const entry of list) {
      if (entries.has(entry.fileName)) throw new ArchiveRefused(`The archive holds ${entry.fileName} twice.`);
      entries.set(entry.fileName, entry);
    }
    const manifest = await readManifest(zip, entries);
    const { tag, when, hash } = manifest.migration;
    if (
      !known.some((migration) => migration.tag === tag && migration.when === when && migration.hash === hash)
    )
      throw new ArchiveRefused(
        `The archive's database is at migration ${tag}, which this VenDoc does not know: restore it with VenDoc ${manifest.vendocVersion} or later.`,
      );
    const expected = expectedEntries(manifest);
    for (const name of expected.keys())
      if (!entries.has(name))
        throw new ArchiveRefused(`The archive lacks ${name}, which the manifest names.`);
    for (const name of entries.keys())
      if (!expected.has(name) && name !== MANIFEST_ENTRY && name !== MANIFEST_CHECKSUM_ENTRY)
        throw new ArchiveRefused(`The archive holds ${name}, which the manifest does not name.`);
    for (const [name, check] of expected) {
      const problem = check(await digestEntry(zip, entries.get(name) as Entry));
      if (problem != null) throw new ArchiveRefused(`${name} is damaged: ${problem}.`);
    }
    return {
      manifest,
      read: (name) => openEntry(zip, entries.get(name) as Entry),
      close: () => zip.close(),
    };
  } catch (error) {
    zip.close();
    throw error;
  }
}
