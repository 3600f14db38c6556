import { describe, expect, it } from 'vitest';
import { allocateRow } from './survey-lines.service';

const allRows = Array.from(
  { length: 260 },
  (_, index) => `${String.fromCharCode(65 + Math.floor(index / 10))}${index % 10}`,
);

describe('allocateRow', () => {
  it('gives the wished row when it is free', () => {
    expect(allocateRow(['A0', 'B0'], 'C5')).toBe('C5');
    expect(allocateRow([], 'A0')).toBe('A0');
  });

  it('gives a taken wish the next free row after `afterRow`, else after the last line', () => {
    expect(allocateRow(['A0', 'B0', 'D0'], 'B0', 'B0')).toBe('C0');
    expect(allocateRow(['A0', 'B0', 'D0'], 'B0')).toBe('E0');
    expect(allocateRow(['A0', 'B0'], undefined, 'A0')).toBe('A1');
    expect(allocateRow([])).toBe('A0');
  });

  it('falls back to appending, then to the first gap, and is null only on a full sheet', () => {
    // No room between A0 and A1 …: after the last line instead.
    expect(
      allocateRow(['A0', 'A1', 'A2', 'A3', 'A4', 'A5', 'A6', 'A7', 'A8', 'A9', 'B0'], undefined, 'A0'),
    ).toBe('C0');
    const withGap = allRows.filter((row) => row !== 'K4');
    expect(allocateRow(withGap, 'A0')).toBe('K4');
    expect(allocateRow(allRows, 'A0')).toBeNull();
    expect(allocateRow(allRows)).toBeNull();
  });
});
