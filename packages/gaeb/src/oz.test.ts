import { describe, expect, it } from 'vitest';
import type { BreakdownLevel } from './model';
import { formatOz, formatOzPart } from './oz';

const level = (type: BreakdownLevel['type'], length: number, numeric = true): BreakdownLevel => ({
  type,
  label: null,
  length,
  numeric,
  alignment: null,
});
const breakdown = [level('Lot', 1), level('BoQLevel', 2), level('Item', 4), level('Index', 1, false)];

describe('ordinal numbers', () => {
  it('pads numeric parts to their level length, leading zeros do not count', () => {
    expect(formatOzPart('1', level('BoQLevel', 2))).toBe('01');
    expect(formatOzPart('0010', level('Item', 4))).toBe('0010');
    expect(formatOzPart('00010', level('Item', 4))).toBe('0010');
    expect(formatOzPart(' 7 ', level('Item', 3))).toBe('007');
  });

  it('keeps alphanumeric parts as written', () => {
    expect(formatOzPart('A1', level('BoQLevel', 2, false))).toBe('A1');
    expect(formatOzPart('A', level('BoQLevel', 2))).toBe('A');
    expect(formatOzPart('12', undefined)).toBe('12');
  });

  it('builds the OZ of items and categories from the breakdown', () => {
    expect(formatOz(['1', '2', '10'], breakdown)).toBe('1.02.0010');
    expect(formatOz(['1', '2', '10'], breakdown, { index: 'a' })).toBe('1.02.0010.a');
    expect(formatOz(['1', '2'], breakdown, { isItem: false })).toBe('1.02');
    // deeper than the breakdown defines: parts as written
    expect(formatOz(['1', '2', '3', '10'], breakdown)).toBe('1.02.3.0010');
    expect(formatOz(['0010'], [])).toBe('0010');
  });
});
