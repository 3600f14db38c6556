import type { LayoutBox, LayoutPage, TextBox, TextMeasurer } from './layout-types';

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
