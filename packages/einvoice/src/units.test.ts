import { describe, expect, it } from 'vitest';
import { unitCode, unitLabel } from './units';

describe('unitCode', () => {
  it.each([
    ['Stk', 'C62'],
    ['m', 'MTR'],
    ['m2', 'MTK'],
    ['m²', 'MTK'],
    ['m3', 'MTQ'],
    ['m³', 'MTQ'],
    ['h', 'HUR'],
    ['Std', 'HUR'],
    ['Std.', 'HUR'],
    ['kg', 'KGM'],
    ['t', 'TNE'],
    ['l', 'LTR'],
    ['psch', 'LS'],
    ['pauschal', 'LS'],
    [' STK ', 'C62'],
    ['Tag', 'DAY'],
    ['Sack', 'XBG'],
    ['Palette', 'XPF'],
    ['kWh', 'KWH'],
  ])('maps the German unit %s to %s', (unit, code) => {
    expect(unitCode(unit)).toBe(code);
  });

  it('accepts a Rec 20 code as it is and refuses an unknown unit', () => {
    expect(unitCode('MTK')).toBe('MTK');
    expect(unitCode('Bund')).toBeNull();
  });
});

describe('unitLabel', () => {
  it('names the codes of incoming invoices in German and leaves unknown codes as they are', () => {
    expect(['C62', 'H87', 'XPP', 'MTK', 'HUR', 'LS', 'XBG', 'ZZZ'].map(unitLabel)).toEqual([
      'Stk',
      'Stk',
      'Stk',
      'm²',
      'h',
      'psch',
      'Sack',
      'ZZZ',
    ]);
  });
});
