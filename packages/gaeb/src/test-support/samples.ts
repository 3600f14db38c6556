// Test support (not part of the package API): access to the shared GAEB samples and XSDs.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const testdata = new URL('../../../../../shared/testdata/gaeb/', import.meta.url);

/** Absolute path of a file under shared/testdata/gaeb (e.g. "samples/boq.x83", "xsd-3.3/…"). */
export function testdataPath(relative: string): string {
  return fileURLToPath(new URL(relative, testdata));
}

/** File names in the samples folder. */
export function sampleNames(): string[] {
  return readdirSync(testdataPath('samples/')).sort();
}

/** Bytes of a sample file. */
export function sampleBytes(name: string): Uint8Array {
  return new Uint8Array(readFileSync(testdataPath(`samples/${name}`)));
}

/** Text of a sample file (all samples are UTF-8). */
export function sampleText(name: string): string {
  return readFileSync(testdataPath(`samples/${name}`), 'utf8');
}
