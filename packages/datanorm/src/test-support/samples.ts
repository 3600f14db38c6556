// Test support (not part of the package API): the shared DATANORM samples and helpers to read records.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { readDatanorm, type ReadDatanormOptions } from '../reader';
import type { DatanormRecord } from '../records';

const testdata = new URL('../../../../../shared/testdata/datanorm/', import.meta.url);

/** File names of the samples (from halo/datanorm, MIT). */
export function sampleNames(): string[] {
  return readdirSync(fileURLToPath(testdata)).sort();
}

/** Bytes of a sample file. */
export function sampleBytes(name: string): Uint8Array {
  return new Uint8Array(readFileSync(fileURLToPath(new URL(name, testdata))));
}

/** Splits bytes into chunks of the given sizes, repeating the sizes until the end. */
export function chunked(bytes: Uint8Array, sizes: readonly number[]): Uint8Array[] {
  const chunks: Uint8Array[] = [];
  for (let offset = 0, i = 0; offset < bytes.length; i++) {
    const size = sizes[i % sizes.length] ?? 1;
    chunks.push(bytes.subarray(offset, offset + size));
    offset += size;
  }
  return chunks;
}

/** All records of a file given as chunks (one chunk by default). */
export async function readAll(
  input: Uint8Array | string | Uint8Array[],
  options?: ReadDatanormOptions,
): Promise<DatanormRecord[]> {
  const chunks =
    typeof input === 'string' ? [new TextEncoder().encode(input)] : Array.isArray(input) ? input : [input];
  const records: DatanormRecord[] = [];
  for await (const record of readDatanorm(chunks, options)) records.push(record);
  return records;
}

/** The records of one kind, narrowed. */
export function ofKind<K extends DatanormRecord['kind']>(
  records: DatanormRecord[],
  kind: K,
): Array<Extract<DatanormRecord, { kind: K }>> {
  return records.filter((record): record is Extract<DatanormRecord, { kind: K }> => record.kind === kind);
}
