import type { BoqTotals } from '@vendoc/contract/boqs';
import { decimal } from '@vendoc/money/decimal';
import { describe, expect, it } from 'vitest';
import { inTreeOrder, SAMPLE_TOTALS, sampleNodes } from '../testing/boq-fixtures';
import { indexById } from './boq-tree';
import { adoptedRows, applyPendingEdits, shiftTotals } from './optimistic-totals';

const nodes = sampleNodes();
const byId = indexById(inTreeOrder(nodes));

describe('applyPendingEdits', () => {
  it('recomputes the item, every title above it and net, VAT and gross exactly', () => {
    const view = applyPendingEdits(byId, SAMPLE_TOTALS, '19', [
      { nodeId: nodes.soil.id, change: { unitPrice: '25.5' } },
    ]);
    expect(view.nodes.get(nodes.soil.id)).toMatchObject({ unitPrice: '25.5', total: '2550.00' });
    expect(view.nodes.get(nodes.t0102.id)?.total).toBe('3050.00');
    expect(view.nodes.get(nodes.t01.id)?.total).toBe('3050.00');
    expect(view.nodes.has(nodes.t02.id)).toBe(false);
    expect(view.totals).toMatchObject({ total: '4350.00', net: '4350.00', vat: '826.50', gross: '5176.50' });
    expect(view.totals.vatParts).toEqual([{ vatPercent: '19.00', net: '4350.00', vat: '826.50' }]);
  });

  it('rounds the item total to cents as GAEB does, with no binary floating point', () => {
    const view = applyPendingEdits(byId, SAMPLE_TOTALS, '19', [
      { nodeId: nodes.soil.id, change: { qty: '3.333', unitPrice: '0.015' } },
    ]);
    // 3.333 x 0.015 = 0.049995 -> 0.05
    expect(view.nodes.get(nodes.soil.id)?.total).toBe('0.05');
    expect(view.totals.total).toBe('1800.05');
  });

  it('applies edits in order, each on the state the earlier ones left', () => {
    const view = applyPendingEdits(byId, SAMPLE_TOTALS, '19', [
      { nodeId: nodes.soil.id, change: { qty: '10' } },
      { nodeId: nodes.soil.id, change: { unitPrice: '0.1' } },
      { nodeId: nodes.hourly.id, change: { qty: '0.1' } },
    ]);
    expect(view.nodes.get(nodes.soil.id)).toMatchObject({ qty: '10', unitPrice: '0.1', total: '1.00' });
    expect(view.nodes.get(nodes.hourly.id)?.total).toBe('4.50');
    expect(view.nodes.get(nodes.t02.id)?.total).toBe('404.50');
    expect(view.totals.total).toBe('905.50');
    expect(decimal(view.totals.gross).equals(decimal(view.totals.net).plus(view.totals.vat))).toBe(true);
  });

  it('leaves titles and totals alone for items that do not count', () => {
    const view = applyPendingEdits(byId, SAMPLE_TOTALS, '19', [
      { nodeId: nodes.alternative.id, change: { unitPrice: '70' } },
    ]);
    expect(view.nodes.get(nodes.alternative.id)?.total).toBe('700.00');
    expect(view.nodes.has(nodes.t02.id)).toBe(false);
    expect(view.totals).toBe(SAMPLE_TOTALS);
  });

  it('counts a lump sum item without quantity once, and prices an unpriced item (one fewer without price)', () => {
    const view = applyPendingEdits(byId, SAMPLE_TOTALS, '19', [
      { nodeId: nodes.site.id, change: { unitPrice: '750' } },
      { nodeId: nodes.provisional.id, change: { unitPrice: '100' } },
    ]);
    expect(view.nodes.get(nodes.site.id)?.total).toBe('750.00');
    expect(view.nodes.get(nodes.provisional.id)?.total).toBe('500.00');
    expect(view.totals).toMatchObject({ total: '5050.00', unpricedItems: 0 });
  });

  it('clearing a price clears the total and counts the item as unpriced', () => {
    const view = applyPendingEdits(byId, SAMPLE_TOTALS, '19', [
      { nodeId: nodes.hourly.id, change: { unitPrice: null } },
    ]);
    expect(view.nodes.get(nodes.hourly.id)?.total).toBeNull();
    expect(view.totals).toMatchObject({ total: '3400.00', unpricedItems: 2 });
  });

  it('takes an item out of the totals when it becomes provisional without total', () => {
    const view = applyPendingEdits(byId, SAMPLE_TOTALS, '19', [
      { nodeId: nodes.hourly.id, change: { provisional: 'withoutTotal' } },
    ]);
    expect(view.nodes.get(nodes.hourly.id)).toMatchObject({ counted: false, total: '900.00' });
    expect(view.nodes.get(nodes.t02.id)?.total).toBe('400.00');
    expect(view.totals.total).toBe('3400.00');
  });

  it('ignores edits of rows it does not know (not loaded yet)', () => {
    const view = applyPendingEdits(byId, SAMPLE_TOTALS, '19', [{ nodeId: 'unknown', change: { qty: '1' } }]);
    expect(view.nodes.size).toBe(0);
    expect(view.totals).toBe(SAMPLE_TOTALS);
  });
});

describe('shiftTotals', () => {
  it('applies the discount before VAT', () => {
    const totals: BoqTotals = {
      total: '9649.00',
      discountPercent: '5',
      net: '9166.55',
      vatParts: [{ vatPercent: '19.00', net: '9166.55', vat: '1741.64' }],
      vat: '1741.64',
      gross: '10908.19',
      unpricedItems: 0,
    };
    const shifted = shiftTotals(totals, decimal('351'), '19');
    // 10000 - 5 % = 9500; VAT 1805
    expect(shifted).toMatchObject({ total: '10000.00', net: '9500.00', vat: '1805.00', gross: '11305.00' });
  });

  it('gives a first priced item a VAT part at the BoQ rate', () => {
    const empty: BoqTotals = {
      ...SAMPLE_TOTALS,
      total: '0.00',
      net: '0.00',
      vat: '0.00',
      gross: '0.00',
      vatParts: [],
    };
    const shifted = shiftTotals(empty, decimal('100'), '7');
    expect(shifted.vatParts).toEqual([{ vatPercent: '7', net: '100.00', vat: '7.00' }]);
    expect(shifted.gross).toBe('107.00');
  });

  it('moves the part of the BoQ rate when items have several rates', () => {
    const mixed: BoqTotals = {
      ...SAMPLE_TOTALS,
      total: '200.00',
      net: '200.00',
      vatParts: [
        { vatPercent: '19.00', net: '100.00', vat: '19.00' },
        { vatPercent: '7.00', net: '100.00', vat: '7.00' },
      ],
      vat: '26.00',
      gross: '226.00',
    };
    const shifted = shiftTotals(mixed, decimal('100'), '7');
    expect(shifted.vatParts[1]).toEqual({ vatPercent: '7.00', net: '200.00', vat: '14.00' });
    expect(shifted).toMatchObject({ total: '300.00', net: '300.00', vat: '33.00', gross: '333.00' });
  });
});

describe('adoptedRows', () => {
  it('takes the newer row and moves the subtotals above it by its change', () => {
    const current = { ...nodes.soil, unitPrice: '27.000', total: '2700.00', version: 9 };
    const rows = adoptedRows((id) => byId.get(id), current);
    expect(rows.get(nodes.soil.id)).toBe(current);
    expect(rows.get(nodes.t0102.id)?.total).toBe('3200.00');
    expect(rows.get(nodes.t01.id)?.total).toBe('3200.00');
    expect(rows.has(nodes.t02.id)).toBe(false);
  });

  it('leaves the subtotals when the counted total did not change', () => {
    const rows = adoptedRows((id) => byId.get(id), { ...nodes.soil, shortText: 'Anders', version: 9 });
    expect([...rows.keys()]).toEqual([nodes.soil.id]);
  });
});
