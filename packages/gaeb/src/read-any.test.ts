import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { boqItems } from './boq-walk';
import { GaebReadError } from './errors';
import { GAEB_FILE_EXTENSIONS, gaebFormatOf, readAnyGaebAsync } from './read-any';

const testdata = (path: string) =>
  new Uint8Array(readFileSync(new URL(`../testdata/${path}`, import.meta.url)));
const pause = () => Promise.resolve();

describe('reading any GAEB format', () => {
  it('tells the three formats apart by their content', () => {
    expect(gaebFormatOf(testdata('gaeb2000/tender.p83'))).toBe('gaeb2000');
    expect(gaebFormatOf(testdata('gaeb90/tender-cp437.d83'))).toBe('gaeb90');
    expect(gaebFormatOf(testdata('gaeb2000/tender.x83'))).toBe('xml');
    expect(gaebFormatOf(new TextEncoder().encode('kein GAEB'))).toBe('xml');
  });

  it('reads each with its reader into the one model and says which it was', async () => {
    const p83 = await readAnyGaebAsync(testdata('gaeb2000/tender.p83'), pause);
    const x83 = await readAnyGaebAsync(testdata('gaeb2000/tender.x83'), pause);
    const d83 = await readAnyGaebAsync(testdata('gaeb90/tender-cp437.d83'), pause);
    expect([p83.format, x83.format, d83.format]).toEqual(['gaeb2000', 'xml', 'gaeb90']);
    // The same bill as P83 and X83: the same positions (format-triple.test.ts compares them in full).
    const ozs = (result: typeof p83) => boqItems(result.document.award!.boq!).map((item) => item.oz);
    expect(ozs(p83)).toEqual(ozs(x83));
    expect(ozs(p83).length).toBeGreaterThan(5);
    expect(d83.document.phase).toBe('83');
    expect(d83.encoding).toBe('cp437');
  });

  it('refuses what is no GAEB file with the XML reader’s reason', async () => {
    await expect(readAnyGaebAsync(new TextEncoder().encode('kein GAEB'), pause)).rejects.toBeInstanceOf(
      GaebReadError,
    );
  });

  it('offers the endings of phases 81 to 86 of all three formats', () => {
    expect(GAEB_FILE_EXTENSIONS).toHaveLength(18);
    expect(GAEB_FILE_EXTENSIONS).toEqual(expect.arrayContaining(['.X83', '.P83', '.D83', '.D86', '.P81']));
  });
});
