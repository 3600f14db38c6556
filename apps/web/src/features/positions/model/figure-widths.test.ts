import { describe, expect, it } from 'vitest';
import { sampleNodes, inTreeOrder } from '../testing/boq-fixtures';
import { figureLengths } from './figure-widths';
import { formatMoney, formatQuantity, formatUnitPrice } from '../../../lib/format/decimal-format';

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
