import { describe, expect, it } from 'vitest';
import { makeNode, sampleNodes, inTreeOrder } from '../testing/boq-fixtures';
import {
  CELL_PADDING,
  contentWidths,
  figureLengths,
  INDENT,
  TOGGLE_SPACE,
  type TextMeasure,
} from './figure-widths';
import { formatMoney, formatQuantity, formatUnitPrice } from '../../../lib/format/decimal-format';
import { COLUMNS } from './grid-columns';

const HEADERS = {
  oz: 'OZ',
  shortText: 'Kurztext',
  qty: 'Menge',
  unit: 'Einheit',
  unitPrice: 'EP',
  total: 'GP',
};

/** Digits 8 px, every other character 10 px in cells; header letters 7 px. */
const MEASURE: TextMeasure = {
  digit: 8,
  cell: (text) => [...text].reduce((sum, char) => sum + (/\d/.test(char) ? 8 : 10), 0),
  header: (text) => text.length * 7,
};

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

  it('collects the units and the shapes of the OZ (digits as 0) to measure', () => {
    const lengths = figureLengths([
      makeNode({ kind: 'item', oz: '001.001.0001.0001', depth: 3, unit: 'PSCH' }),
      makeNode({ kind: 'item', oz: '001.001.0001.0002', depth: 3, unit: 'm2' }),
      makeNode({ kind: 'item', oz: '001.001.0001.0003', depth: 3, unit: 'PSCH' }),
      makeNode({ kind: 'item', oz: '01.A1.W', depth: 3, unit: null }),
      makeNode({ kind: 'markupItem', oz: '02', depth: 0, markupPercent: '5.5' }),
    ]);
    expect(lengths.ozShapesByDepth[3]).toEqual(['000.000.0000.0000', '00.A0.W']);
    expect(lengths.ozShapesByDepth[0]).toEqual(['00']);
    expect([...lengths.units].sort()).toEqual(['%', 'PSCH', 'm2']);
  });
});

describe('contentWidths', () => {
  it('sizes OZ, unit and figures to their widest value with padding, the OZ with its indentation', () => {
    const lengths = figureLengths([
      makeNode({ kind: 'title', oz: '001', depth: 0 }),
      makeNode({ kind: 'item', oz: '001.001.0001.0001', depth: 3, qty: '12345678.012', unit: 'PSCH' }),
      makeNode({ kind: 'item', oz: '001.001.WWWW.0002', depth: 3, unitPrice: '5.000', total: '100.00' }),
    ]);
    const widths = contentWidths(lengths, HEADERS, MEASURE);
    // Letters are measured: "001.001.WWWW.0002" is 10 digits and 7 other characters, 10*8 + 7*10 = 150 px, wider
    // than 17 digits (136 px) and than "001.001.0001.0001" (142 px).
    expect(widths.oz).toBe(150 + CELL_PADDING + 2 + 3 * INDENT + TOGGLE_SPACE);
    expect(widths.qty).toBe('12.345.678,012'.length * 8 + CELL_PADDING + 2);
    // "PSCH" (40 px) is narrower than the header "Einheit" (49 px): the header is not cut either.
    expect(widths.unit).toBe('Einheit'.length * 7 + CELL_PADDING + 2);
    expect(widths.unitPrice).toBe('5,000'.length * 8 + CELL_PADDING + 2);
    for (const column of COLUMNS) {
      expect(widths[column]).toBeGreaterThanOrEqual(HEADERS[column].length * 7 + CELL_PADDING);
    }
  });
});
