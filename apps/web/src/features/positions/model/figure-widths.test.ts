import { formatGerman } from '@vendoc/money/decimal';
import { describe, expect, it } from 'vitest';
import { sampleNodes, inTreeOrder } from '../testing/boq-fixtures';
import { figureLengths, germanLength } from './figure-widths';
import { formatMoney, formatQuantity, formatUnitPrice } from '../../../lib/format/decimal-format';

describe('germanLength', () => {
  it('is the length of the German notation, from the wire string alone', () => {
    const cases: [string, number][] = [
      ['12345678.012', 3],
      ['999999999999.999', 3],
      ['-1234.5', 2],
      ['0.105', 2],
      ['0', 2],
      ['1000000000015239577666239.91', 2],
      ['007.5', 2],
      ['123', 0],
    ];
    for (const [value, places] of cases) {
      expect(germanLength(value, places), value).toBe(formatGerman(value, places).length);
    }
  });

  it('counts one digit more where rounding may carry into a new one, never one less', () => {
    expect(formatGerman('999.9995', 3)).toBe('1.000,000');
    expect(germanLength('999.9995', 3)).toBe(9);
    expect(germanLength('99.994', 2)).toBeGreaterThanOrEqual(formatGerman('99.994', 2).length);
  });
});

describe('figureLengths', () => {
  it('finds the longest value of each figure column (never shorter than shown) and the longest OZ per depth', () => {
    const nodes = inTreeOrder(sampleNodes());
    const huge = { ...nodes[2]!, qty: '12345678.012', unitPrice: '1234567.891', total: '15241577666239.91' };
    const all = [...nodes, huge];
    const lengths = figureLengths(all);
    expect(lengths.qty).toBe('12.345.678,012'.length);
    expect(lengths.unitPrice).toBe('1.234.567,891'.length);
    expect(lengths.total).toBe('15.241.577.666.239,91'.length);
    expect(lengths.ozByDepth[2]).toBe('01.02.0010'.length);
    for (const node of all) {
      expect(lengths.qty).toBeGreaterThanOrEqual(formatQuantity(node.qty).length);
      expect(lengths.unitPrice).toBeGreaterThanOrEqual(formatUnitPrice(node.unitPrice).length);
      expect(lengths.total).toBeGreaterThanOrEqual(formatMoney(node.total).length);
    }
  });
});
