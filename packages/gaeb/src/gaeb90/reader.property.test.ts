// Untrusted input: whatever the bytes, the reader returns a model or refuses with a GaebReadError.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boqCategories, boqItems, longText } from '../boq-walk';
import { GaebReadError } from '../errors';
import { LONG_TEXT_MAX } from '../text-bounds';
import { readGaeb90 } from './reader';
import { corpusFile, file, opening, rec } from './test-helpers';

function readsOrRefuses(bytes: Uint8Array): void {
  try {
    const result = readGaeb90(bytes);
    expect(result.document.award?.boq).toBeTruthy();
  } catch (error) {
    if (!(error instanceof GaebReadError)) throw error;
    expect(error.message).not.toBe('');
  }
}

const RECORD_TYPES = [
  '00',
  '01',
  '02',
  '03',
  '08',
  '10',
  '11',
  '12',
  '20',
  '21',
  '22',
  '23',
  '24',
  '25',
  '26',
  '27',
  '31',
  '33',
  '99',
  'T0',
  'T1',
  'T9',
  '79',
];

// Property runs take seconds; on a loaded machine more than the default 5 s.
describe('any bytes', { timeout: 30_000 }, () => {
  it('random bytes are read or refused, never crash', () => {
    fc.assert(fc.property(fc.uint8Array({ maxLength: 2000 }), readsOrRefuses), { numRuns: 300 });
  });

  it('records of known types with random contents are read or refused', () => {
    const record = fc
      .tuple(fc.constantFrom(...RECORD_TYPES), fc.string({ maxLength: 78, unit: 'binary' }))
      .map(([type, body]) => `${type}${body}`.slice(0, 74).padEnd(74, ' '));
    fc.assert(
      fc.property(fc.array(record, { maxLength: 40 }), (records) =>
        readsOrRefuses(file([opening(), ...records], 'cp850')),
      ),
      { numRuns: 200 },
    );
  });

  it('a corpus file with random bytes changed is read or refused', () => {
    const base = corpusFile('tender-cp437.d83');
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.nat(base.length - 1), fc.integer({ min: 0, max: 255 })), { maxLength: 30 }),
        (changes) => {
          const bytes = base.slice();
          for (const [at, value] of changes) bytes[at] = value;
          readsOrRefuses(bytes);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('text bounds', () => {
  it('cuts a long text beyond LONG_TEXT_MAX with a warning naming the position', () => {
    const line = rec('26', [6, 'x'.repeat(69)]);
    const lines = Array.from({ length: Math.ceil(LONG_TEXT_MAX / 70) + 10 }, () => line);
    const result = readGaeb90(
      file([
        opening(),
        rec('11', [3, '01']),
        rec('11', [3, '0101']),
        rec('21', [3, '01010010'], [12, 'NNN']),
        ...lines,
        rec('99'),
      ]),
    );
    const [item] = result.document.award!.boq!.body.entries.flatMap((c) =>
      c.kind === 'category' ? (c.body!.entries[0] as { body: { itemlist: unknown[] } }).body.itemlist : [],
    ) as {
      description: {
        completeText: { detail: { parts: { text: { blocks: { inlines: { text?: string }[] }[] } }[] } };
      };
    }[];
    const inlines = item!.description.completeText.detail.parts[0]!.text.blocks[0]!.inlines;
    const kept = inlines.filter((inline) => inline.text !== undefined);
    // Each line counts its characters and one for its line end, as the DA XML reader counts markup.
    expect(kept).toHaveLength(Math.floor(LONG_TEXT_MAX / 70));
    expect(kept.every((inline) => inline.text === 'x'.repeat(69))).toBe(true);
    expect(result.warnings.map((w) => w.message)).toEqual([
      `Position 01.01.0010: Langtext von ${lines.length * 70} Zeichen auf ${LONG_TEXT_MAX} gekürzt.`,
    ]);
  });
});

// Files that repeat one record very often: read in linear time (a quadratic reader would take hours).
describe('repetitive files', { timeout: 30_000 }, () => {
  const many = (count: number, record: string) => Array.from({ length: count }, () => record);

  it('a label of 100,000 records', () => {
    const result = readGaeb90(
      file([opening(), rec('11', [3, '01']), ...many(100_000, rec('12', [3, 'Titel'])), rec('99')]),
    );
    expect(result.warnings.map((w) => w.message)).toEqual([
      `Titel 01: Bezeichnung von ${100_000 * 6 - 1} Zeichen auf 2000 gekürzt.`,
    ]);
  });

  it('a text complement of 50,000 records and 20,000 titles followed by 20,000 remarks', () => {
    const titles = Array.from({ length: 20_000 }, (_, i) =>
      rec('11', [3, String(i % 100).padStart(2, '0') + String(Math.floor(i / 100) % 100).padStart(2, '0')]),
    );
    const result = readGaeb90(
      file([
        opening(),
        rec('11', [3, '99']),
        rec('11', [3, '9999']),
        rec('21', [3, '99990010'], [12, 'NNN']),
        ...many(50_000, rec('27', [3, 'B'], [4, '1'], [8, 'x'])),
        ...titles,
        ...many(20_000, rec('20')),
        rec('99'),
      ]),
    );
    const boq = result.document.award!.boq!;
    expect(boq.body.entries).toHaveLength(100);
    // The last title (99.99, which holds the item) takes the remarks.
    const last = boqCategories(boq).find((c) => c.oz === '99.99')!;
    expect(last.body!.itemlist).toHaveLength(20_001);
    // Bounded: each line counts its character and its line end.
    expect(longText(boqItems(boq)[0]!.description)).toHaveLength(LONG_TEXT_MAX - 1);
    expect(result.warnings.map((w) => w.message)).toContain(
      `Position 99.99.0010: Langtext von ${50_000 * 2} Zeichen auf ${LONG_TEXT_MAX} gekürzt.`,
    );
  });

  it('a bid naming two positions alternately 40,000 times with bidder texts', () => {
    const pair = (oz: string) => [
      rec('23', [3, oz], [13, '00000001000']),
      rec('27', [3, 'B'], [4, '1'], [8, 'y']),
    ];
    const records = Array.from({ length: 20_000 }, () => [...pair('01010010'), ...pair('01010020')]).flat();
    const result = readGaeb90(file([opening('84'), ...records, rec('99')]));
    expect(result.document.award!.boq!.body.entries).toHaveLength(1);
  });
});
