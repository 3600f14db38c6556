import { describe, expect, it } from 'vitest';
import { makeSheet, SHEET_1, SHEET_2, uuidOf } from '../testing/survey-fixtures';
import { nextSheetFor } from './next-sheet';

/** A0 … Z0, Z1 … Z9: what 35 appended lines take; nothing is left after Z9. */
const FULL = [
  ...Array.from({ length: 26 }, (_, index) => `${String.fromCharCode(65 + index)}0`),
  ...Array.from({ length: 9 }, (_, index) => `Z${index + 1}`),
];

describe('nextSheetFor', () => {
  const one = makeSheet();
  const two = makeSheet({ id: SHEET_2, number: 2 });
  const five = makeSheet({ id: uuidOf(5), number: 5 });

  it('creates the sheet numbered after the full one when there is none, the line at A0', () => {
    expect(nextSheetFor([one], 1, () => FULL)).toEqual({ kind: 'create', number: 2, row: 'A0' });
    // Sheet 5 exists, 2 does not: the line continues on a new sheet 2, not after sheet 5.
    expect(nextSheetFor([one, five], 1, () => [])).toEqual({ kind: 'create', number: 2, row: 'A0' });
  });

  it('uses the following sheet when it has a row after its last line', () => {
    const rows = (sheet: { id: string }) => (sheet.id === SHEET_1 ? FULL : ['A0', 'B0', 'C3']);
    expect(nextSheetFor([one, two], 1, rows)).toEqual({ kind: 'existing', sheet: two, row: 'D0' });
    expect(nextSheetFor([one, two], 1, () => [])).toEqual({ kind: 'existing', sheet: two, row: 'A0' });
  });

  it('skips following sheets that are full themselves', () => {
    expect(nextSheetFor([one, two], 1, () => FULL)).toEqual({ kind: 'create', number: 3, row: 'A0' });
    const rows = (sheet: { id: string }) => (sheet.id === five.id ? ['A0'] : FULL);
    const three = makeSheet({ id: uuidOf(3), number: 3 });
    const four = makeSheet({ id: uuidOf(4), number: 4 });
    expect(nextSheetFor([one, two, three, four, five], 2, rows)).toEqual({
      kind: 'existing',
      sheet: five,
      row: 'B0',
    });
  });

  it('gives null after sheet 9999', () => {
    const last = makeSheet({ id: uuidOf(9999), number: 9999 });
    expect(nextSheetFor([last], 9999, () => FULL)).toBeNull();
  });
});
