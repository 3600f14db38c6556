import { describe, expect, it } from 'vitest';
import { sampleNodes } from '../testing/boq-fixtures';
import { sameChange, unsavedChange } from './node-change';

const { soil } = sampleNodes();

describe('unsavedChange', () => {
  it('keeps only what differs from the stored node, comparing numbers as decimals', () => {
    expect(soil).toMatchObject({ qty: '100.000', unitPrice: '25.000' });
    expect(unsavedChange(soil, { qty: '100', unitPrice: '27' })).toEqual({ unitPrice: '27' });
    expect(unsavedChange(soil, { qty: '100.0' })).toEqual({});
    expect(unsavedChange(soil, { unitPrice: null })).toEqual({ unitPrice: null });
    expect(unsavedChange(soil, { shortText: soil.shortText, unit: 'm2' })).toEqual({ unit: 'm2' });
  });

  it('always sends a long text (rows do not carry it)', () => {
    const longText = [{ type: 'paragraph' as const, inlines: [{ type: 'text' as const, text: 'Neu' }] }];
    expect(unsavedChange(soil, { longText })).toEqual({ longText });
  });
});

describe('sameChange', () => {
  it('compares fields and values', () => {
    expect(sameChange({ qty: '1.5' }, { qty: '1.50' })).toBe(true);
    expect(sameChange({ qty: '1.5' }, { qty: '1.5', unitPrice: '2' })).toBe(false);
    expect(sameChange({ unitPrice: null }, {})).toBe(false);
    expect(
      sameChange({ alternative: { group: 1, serial: 2 } }, { alternative: { group: 1, serial: 2 } }),
    ).toBe(true);
  });
});
