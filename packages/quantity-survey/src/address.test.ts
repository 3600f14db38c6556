import { describe, expect, it } from 'vitest';
import {
  compareAddress,
  formatAddress,
  isValidRow,
  nextFreeRow,
  parseAddress,
  rowAt,
  rowIndex,
} from './address';

describe('parseAddress / formatAddress', () => {
  it('reads sheet and row', () => {
    expect(parseAddress('0001B0')).toEqual({ sheet: 1, row: 'B0' });
    expect(parseAddress('0012A5')).toEqual({ sheet: 12, row: 'A5' });
    expect(parseAddress('9999Z9')).toEqual({ sheet: 9999, row: 'Z9' });
  });

  it.each(['0000A0', '001B0', '00001B0', '0001b0', '0001BB', '0001B', ' 0001B0', '0001B0 ', 'ABCDB0', ''])(
    'refuses %j',
    (text) => {
      expect(parseAddress(text)).toBeNull();
    },
  );

  it('writes four digits and the row', () => {
    expect(formatAddress(1, 'B0')).toBe('0001B0');
    expect(formatAddress(12, 'A5')).toBe('0012A5');
    expect(formatAddress(9999, 'Z9')).toBe('9999Z9');
  });

  it('throws for sheets and rows out of range', () => {
    expect(() => formatAddress(0, 'A0')).toThrow(RangeError);
    expect(() => formatAddress(10000, 'A0')).toThrow(RangeError);
    expect(() => formatAddress(1.5, 'A0')).toThrow(RangeError);
    expect(() => formatAddress(1, 'AA')).toThrow(RangeError);
    expect(() => formatAddress(1, 'a0')).toThrow(RangeError);
  });
});

describe('rows', () => {
  it('numbers rows letter by letter', () => {
    expect(rowIndex('A0')).toBe(0);
    expect(rowIndex('A9')).toBe(9);
    expect(rowIndex('B0')).toBe(10);
    expect(rowIndex('Z9')).toBe(259);
    expect(rowAt(10)).toBe('B0');
    expect(rowAt(259)).toBe('Z9');
    for (let index = 0; index < 260; index += 1) expect(rowIndex(rowAt(index))).toBe(index);
    expect(() => rowAt(260)).toThrow(RangeError);
    expect(() => rowIndex('A10')).toThrow(RangeError);
  });

  it('validates rows', () => {
    expect(isValidRow('A0')).toBe(true);
    expect(isValidRow('Z9')).toBe(true);
    for (const row of ['a0', 'AA', 'A', 'A10', 'Ä0', '0A', '']) expect(isValidRow(row)).toBe(false);
  });

  it('orders addresses by sheet, row letter, row digit', () => {
    const addresses = [
      { sheet: 2, row: 'A0' },
      { sheet: 1, row: 'B1' },
      { sheet: 1, row: 'C0' },
      { sheet: 1, row: 'B0' },
      { sheet: 1, row: 'A9' },
    ];
    expect([...addresses].sort(compareAddress)).toEqual([
      { sheet: 1, row: 'A9' },
      { sheet: 1, row: 'B0' },
      { sheet: 1, row: 'B1' },
      { sheet: 1, row: 'C0' },
      { sheet: 2, row: 'A0' },
    ]);
  });
});

describe('nextFreeRow', () => {
  it('gives new lines A0, B0, C0 …', () => {
    expect(nextFreeRow([])).toBe('A0');
    expect(nextFreeRow(['A0'])).toBe('B0');
    expect(nextFreeRow(['B0', 'A0'])).toBe('C0');
    expect(nextFreeRow(['A0', 'A3'])).toBe('B0');
  });

  it('inserts between B0 and C0 as B1 … B9', () => {
    expect(nextFreeRow(['A0', 'B0', 'C0'], 'B0')).toBe('B1');
    expect(nextFreeRow(['A0', 'B0', 'B1', 'C0'], 'B1')).toBe('B2');
    expect(nextFreeRow(['A0', 'B0', 'B1', 'B2', 'B3', 'B4', 'B5', 'B6', 'B7', 'B8', 'C0'], 'B8')).toBe('B9');
  });

  it('takes a whole free letter in between when there is one', () => {
    expect(nextFreeRow(['A0', 'B0', 'E0'], 'B0')).toBe('C0');
    expect(nextFreeRow(['A0', 'Z9'], 'A0')).toBe('B0');
  });

  it('returns null when there is no room at that place', () => {
    expect(nextFreeRow(['B0', 'B1', 'C0'], 'B0')).toBeNull();
    expect(nextFreeRow(['A0', 'Z9'])).toBeNull();
  });

  it('continues with digits after Z0', () => {
    expect(nextFreeRow(['A0', 'Z0'])).toBe('Z1');
    expect(nextFreeRow(['Z8'])).toBe('Z9');
  });

  it('returns null for a full sheet of 260 rows', () => {
    const all = Array.from({ length: 260 }, (_, index) => rowAt(index));
    expect(nextFreeRow(all)).toBeNull();
    expect(nextFreeRow(all, 'B0')).toBeNull();
    expect(nextFreeRow(all.filter((row) => row !== 'K4'))).toBeNull();
    expect(
      nextFreeRow(
        all.filter((row) => row !== 'K4'),
        'K3',
      ),
    ).toBe('K4');
  });

  it('ignores invalid used rows and returns null for an invalid afterRow', () => {
    expect(nextFreeRow(['A0', 'zz'])).toBe('B0');
    expect(nextFreeRow(['A0'], 'a0')).toBeNull();
  });
});
