import { createWriteStream } from 'node:fs';
import { copyFile, open, stat, truncate } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import yauzl, { type Entry } from 'yauzl';
import { ZipFile } from 'yazl';

/** The entries of a ZIP in their order, each with its content (test archives are small). */
async function listEntries(path: string): Promise<{ entry: Entry; content: Buffer }[]> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.open(path, { lazyEntries: true }, (error, opened) => (error ? reject(error) : resolve(opened))),
  );
  const entries: { entry: Entry; content: Buffer }[] = [];
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: Entry) => {
      zip.openReadStream(entry, (error, stream) => {
        if (error) return reject(error);
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          entries.push({ entry, content: Buffer.concat(chunks) });
          zip.readEntry();
        });
        stream.on('error', reject);
      });
    });
    zip.once('end', resolve);
    zip.once('error', reject);
    zip.readEntry();
  });
  return entries;
}

/** A copy of the archive with one byte flipped in the middle of the stored data of entry `name`. */
export async function flipByteInEntry(archive: string, copy: string, name: string): Promise<void> {
  const found = (await listEntries(archive)).find(({ entry }) => entry.fileName === name);
  if (found == null) throw new Error(`no entry ${name}`);
  await copyFile(archive, copy);
  const file = await open(copy, 'r+');
  try {
    const header = Buffer.alloc(30);
    await file.read(header, 0, 30, found.entry.relativeOffsetOfLocalHeader);
    const dataStart =
      found.entry.relativeOffsetOfLocalHeader + 30 + header.readUInt16LE(26) + header.readUInt16LE(28);
    const at = dataStart + Math.floor(found.entry.compressedSize / 2);
    const byte = Buffer.alloc(1);
    await file.read(byte, 0, 1, at);
    byte[0] = (byte[0] ?? 0) ^ 0x01;
    await file.write(byte, 0, 1, at);
  } finally {
    await file.close();
  }
}

/** A copy cut off in the middle, as an interrupted transfer leaves it. */
export async function truncatedCopy(archive: string, copy: string): Promise<void> {
  await copyFile(archive, copy);
  await truncate(copy, Math.floor((await stat(archive)).size / 2));
}

/** A well-formed ZIP written anew from the entries `edit` returns (null drops an entry). */
export async function rewriteArchive(
  archive: string,
  copy: string,
  edit: (name: string, content: Buffer) => Buffer | null,
): Promise<void> {
  const zip = new ZipFile();
  const written = pipeline(zip.outputStream, createWriteStream(copy));
  for (const { entry, content } of await listEntries(archive)) {
    const edited = edit(entry.fileName, content);
    if (edited != null) zip.addBuffer(edited, entry.fileName);
  }
  zip.end();
  await written;
}
