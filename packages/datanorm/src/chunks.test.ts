// The stream may be cut anywhere: inside a line, between "\r" and "\n", inside a UTF-8 character. The records must
// not depend on where.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chunked, ofKind, readAll, sampleBytes, sampleNames } from './test-support/samples';

const SMALL = 100_000;

describe('chunk boundaries', () => {
  it.each(sampleNames())('%s: the same records in 1- to 7-byte chunks', async (name) => {
    const bytes = sampleBytes(name);
    const whole = await readAll(bytes);
    // Large samples once with mixed sizes (1 byte at a time over a megabyte only tests patience).
    const plans = bytes.length <= SMALL ? [[1], [2], [3], [4], [5], [6], [7]] : [[1, 7, 3, 5, 2, 6, 4, 4093]];
    for (const sizes of plans) {
      expect(await readAll(chunked(bytes, sizes))).toEqual(whole);
    }
  });

  it('a chunk ending inside the two bytes of a UTF-8 "ä" still decodes the line as UTF-8', async () => {
    const bytes = sampleBytes('v4_text_product_and_extra.001');
    const umlaut = bytes.indexOf(0xc3); // "Pultgehäuse" is written as UTF-8 in this CP850 file
    expect(bytes[umlaut + 1]).toBe(0xa4);
    const records = await readAll([bytes.subarray(0, umlaut + 1), bytes.subarray(umlaut + 1)]);
    const [text] = ofKind(records, 'text');
    expect(text?.text.split('\n')[1]).toBe('Pultgehäuse mit Klappdeckel aus');
    expect(records).toEqual(await readAll(bytes));
  });

  it('a chunk ending between "\\r" and "\\n" leaves no "\\r" in the fields', async () => {
    const bytes = sampleBytes('v4_with_texts.001');
    const carriageReturn = bytes.indexOf(0x0d, 200);
    const records = await readAll([
      bytes.subarray(0, carriageReturn + 1),
      bytes.subarray(carriageReturn + 1),
    ]);
    expect(JSON.stringify(records)).not.toContain('\\r');
    expect(records).toEqual(await readAll(bytes));
  });

  it('any split of a sample into chunks gives the records of the whole file', async () => {
    const bytes = sampleBytes('v4_products_before_texts.001');
    const whole = await readAll(bytes);
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(fc.integer({ min: 1, max: bytes.length - 1 }), { maxLength: 40 }),
        async (cuts) => {
          const points = [0, ...cuts.sort((a, b) => a - b), bytes.length];
          const chunks = points.slice(1).map((end, index) => bytes.subarray(points[index], end));
          expect(await readAll(chunks)).toEqual(whole);
        },
      ),
      { numRuns: 200 },
    );
  });
});
