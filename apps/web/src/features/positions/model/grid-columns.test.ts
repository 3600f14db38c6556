import { describe, expect, it } from 'vitest';
import {
  clampWidth,
  columnWidthVars,
  leastWidth,
  MAX_COLUMN_WIDTH,
  shownWidths,
  SHORT_TEXT_LEAST,
  type ColumnWidths,
} from './grid-columns';

const FIT: ColumnWidths = {
  oz: 180,
  shortText: SHORT_TEXT_LEAST,
  qty: 130,
  unit: 60,
  unitPrice: 110,
  total: 170,
};

describe('column layout', () => {
  it('fits every column to its content until the user sizes one', () => {
    const shown = shownWidths(FIT, {});
    expect(shown.widths).toEqual(FIT);
    expect(shown.fillShortText).toBe(true);
    expect(shown.rowWidth).toBe(180 + SHORT_TEXT_LEAST + 130 + 60 + 110 + 170 + 2);
    expect(columnWidthVars(shown)).toMatchObject({
      '--col-oz': '180px',
      '--col-qty': '130px',
      '--row-min': `${shown.rowWidth}px`,
    });
  });

  it('shows a chosen width, but never a figure, OZ or unit column narrower than its widest value', () => {
    const shown = shownWidths(FIT, { oz: 260, qty: 40, unit: 10, shortText: 300 });
    expect(shown.widths).toMatchObject({ oz: 260, qty: 130, unit: 60, shortText: 300, total: 170 });
    expect(shown.fillShortText).toBe(false);
    // A longer value later (a bigger quantity typed) widens the dragged column again.
    expect(shownWidths({ ...FIT, oz: 300 }, { oz: 260 }).widths.oz).toBe(300);
  });

  it('lets the short text be dragged down to a few words, and nothing wider than the limit', () => {
    expect(leastWidth('shortText', FIT)).toBeLessThan(SHORT_TEXT_LEAST);
    expect(clampWidth('shortText', 20, FIT)).toBe(leastWidth('shortText', FIT));
    expect(clampWidth('total', 99_999, FIT)).toBe(MAX_COLUMN_WIDTH);
    expect(clampWidth('qty', 150.6, FIT)).toBe(151);
    // Content wider than the limit keeps its width.
    expect(clampWidth('total', 99_999, { ...FIT, total: 1500 })).toBe(1500);
  });
});
