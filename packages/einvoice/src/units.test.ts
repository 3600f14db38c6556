import { describe, expect, it } from 'vitest';
import { unitCode } from './units';

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
  ])('maps the German unit %s to %s', (unit, code) => {
    expect(unitCode(unit)).toBe(code);
  });

  it('accepts a Rec 20 code as it is and refuses an unknown unit', () => {
    expect(unitCode('MTK')).toBe('MTK');
    expect(unitCode('Karton')).toBeNull();
  });
});
