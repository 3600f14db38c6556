// Streaming DATANORM 4/5 reader: bytes in, records out, with flat memory (only the unfinished line and the text
// being gathered are held). The server's import writes the records to the database in batches as they come.
import { LineSplitter } from './line-splitter';
import { DatanormLineParser } from './line-parser';
import type { DatanormRecord } from './records';

export interface ReadDatanormOptions {
  /**
   * Longest line accepted, in bytes (default 64 KiB; real lines stay under 1 KiB). A longer line is rejected and
   * skipped instead of being held in memory; a first line that long means the file is not DATANORM.
   */
  maxLineBytes?: number;
}

export const DEFAULT_MAX_LINE_BYTES = 64 * 1024;

/**
 * Reads a DATANORM 4 or 5 file from a stream of bytes (a Node Readable, a web ReadableStream's chunks, or an array
 * of chunks) and yields its records in file order: the header first, then articles, extras, texts, prices,
 * discount groups, and `rejected` for every line that cannot be read (reading goes on). Each line is decoded as
 * UTF-8 when it is valid UTF-8, otherwise as CP850, so chunks may split lines and characters anywhere.
 *
 * Throws DatanormFormatError (German message) when the file is empty or its first non-empty line is not a
 * DATANORM 4 or 5 header; errors of the source stream pass through.
 */
export async function* readDatanorm(
  source: AsyncIterable<Uint8Array> | Iterable<Uint8Array>,
  options: ReadDatanormOptions = {},
): AsyncGenerator<DatanormRecord, void, undefined> {
  const parser = new DatanormLineParser();
  const splitter = new LineSplitter(options.maxLineBytes ?? DEFAULT_MAX_LINE_BYTES, parser);
  for await (const chunk of source) {
    splitter.push(chunk);
    yield* parser.drain();
  }
  splitter.end();
  parser.finish();
  yield* parser.drain();
}
