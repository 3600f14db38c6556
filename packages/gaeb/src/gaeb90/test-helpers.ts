// Test support (not part of the package API): GAEB 90 records written by hand in tests.
import iconv from 'iconv-lite';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { GaebReadError } from '../errors';
import { readGaeb90 } from './reader';

/** A record: Satzart and [first column, text] pairs (1-based), padded to 74 characters. */
export function rec(type: string, ...fields: [column: number, text: string][]): string {
  const chars = type.padEnd(74, ' ').split('');
  for (const [column, text] of fields) {
    if (column - 1 + text.length > 74) throw new Error(`${type}: "${text}" runs past column 74`);
    for (let i = 0; i < text.length; i++) chars[column - 1 + i] = text[i]!;
  }
  return chars.join('');
}

/** The bytes of a file of these records (Satznummer added, CRLF, CP437 unless said otherwise). */
export function file(records: readonly string[], encoding = 'cp437'): Uint8Array {
  const text = records.map((r, i) => `${r}${String(i + 1).padStart(6, '0')}\r\n`).join('');
  return new Uint8Array(iconv.encode(text, encoding));
}

/** The opening record of a file of the given phase and OZ mask. */
export const opening = (phase = '83', mask = '1122PPPPI'): string =>
  rec('00', [11, phase], [63, mask], [72, '90']);

/** Reads records (an opening record of a D83 is put in front unless the first is one). */
export function read(records: readonly string[]) {
  const all = records[0]?.startsWith('00') ? records : [opening(), ...records];
  return readGaeb90(file(all));
}

/** The error reading the records throws (the test fails when there is none). */
export function refusal(records: readonly string[] | Uint8Array): GaebReadError {
  try {
    if (records instanceof Uint8Array) readGaeb90(records);
    else read(records);
  } catch (error) {
    if (error instanceof GaebReadError) return error;
    throw error;
  }
  throw new Error('the records were read without an error');
}

/** Bytes of a file of the hand-made corpus (packages/gaeb/testdata/gaeb90). */
export function corpusFile(name: string): Uint8Array {
  return new Uint8Array(
    readFileSync(fileURLToPath(new URL(`../../testdata/gaeb90/${name}`, import.meta.url))),
  );
}
