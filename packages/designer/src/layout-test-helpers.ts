import type { TemplateElement } from '@vendoc/contract/document-template-elements';
import { createElement, DEFAULT_STYLE } from './element-defaults';
import type { LayoutBox, LayoutPage, TextBox, TextMeasurer } from './layout-types';
import { createRegion, createTemplate } from './template-defaults';

/** A fixed-width measurer for tests: every character is 1 mm wide at any size, so line breaks are easy to predict. */
export const oneMmPerCharacter: TextMeasurer = { width: (text) => [...text].length };

/** The text of a text box, its lines joined by "\n". */
export function textOf(box: LayoutBox): string {
  return box.type === 'text'
    ? box.lines.map((line) => line.segments.map((s) => s.text).join('')).join('\n')
    : '';
}

/** The text boxes of an element on a page, top to bottom, left to right. */
export function textBoxesOf(page: LayoutPage, elementId: string): TextBox[] {
  return page.boxes
    .filter((box): box is TextBox => box.type === 'text' && box.elementId === elementId)
    .sort((a, b) => a.y - b.y || a.x - b.x);
}

/** `count` positions "0001".. with quantity 1.5 and unit price n.17 (totals computed here as wire strings). */
export function positions(count: number, from = 1) {
  return Array.from({ length: count }, (_unused, index) => {
    const n = from + index;
    const cents = BigInt(n) * 100n + 17n; // unit price n.17
    const roundedTotal = (cents * 3n + 1n) / 2n; // x 1.5, half a cent rounded up (positive amounts)
    return {
      oz: String(n).padStart(4, '0'),
      shortText: `Leistung ${n}`,
      quantity: '1.500',
      unit: 'm2',
      unitPrice: `${n}.17`,
      total: `${roundedTotal / 100n}.${String(roundedTotal % 100n).padStart(2, '0')}`,
    };
  });
}

const style9 = { ...DEFAULT_STYLE, fontSize: 9 };
/** 9 pt x 1.2 = 3.81 mm per line + 2 x 0.8 mm cell padding. */
export const ROW = 5.41;

/** A positions table at 20..185 mm (oz, short text, quantity, unit price, total), 9 pt, id "items". */
export const table = createElement('positionsTable', {
  id: 'items',
  x: 20,
  y: 100,
  width: 165,
  height: 50,
  style: style9,
  titleSubtotals: false,
  columns: [
    { key: 'oz', label: 'Pos.', width: 20, align: 'left' },
    { key: 'shortText', label: 'Leistung', width: 80, align: 'left' },
    { key: 'quantity', label: 'Menge', width: 20, align: 'right' },
    { key: 'unitPrice', label: 'EP', width: 20, align: 'right' },
    { key: 'total', label: 'GP', width: 25, align: 'right' },
  ],
});

/** The table with the long text in place of short text, quantity and unit price (oz, long text, total). */
export const longTextTable = {
  ...table,
  columns: [
    ...table.columns.slice(0, 1),
    { key: 'longText' as const, label: 'Text', width: 80, align: 'left' as const },
    ...table.columns.slice(4),
  ],
};

/** A template whose first page flows from 100 to 250 mm (150 mm) and following pages from 30 to 270 mm (240 mm). */
export function templateWith(firstPage: TemplateElement[], followingPages: TemplateElement[] = []) {
  const template = createTemplate('offer');
  return {
    ...template,
    firstPage: createRegion(firstPage, 100, 250),
    followingPages: createRegion(followingPages, 30, 270),
  };
}

/** Cents of a wire amount, as an independent check of the carry-overs (BigInt, no decimal library). */
export const cents = (amount: string) => BigInt(amount.replace('.', ''));
/** Cents of a German figure ("1.234,56"). */
export const germanCents = (text: string) => BigInt(text.replace(/\./g, '').replace(',', ''));

/** The table's rows on a page: [first cell text, last cell text] by row (cells grouped by y). */
export function rowsOf(page: LayoutPage) {
  const rows = new Map<number, string[]>();
  for (const box of textBoxesOf(page, 'items')) rows.set(box.y, [...(rows.get(box.y) ?? []), textOf(box)]);
  return [...rows.values()].map((cells): [string, string] => [cells[0] ?? '', cells[cells.length - 1] ?? '']);
}
