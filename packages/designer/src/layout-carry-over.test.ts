import { describe, expect, it } from 'vitest';
import { layoutDocument } from './layout';
import {
  germanCents,
  oneMmPerCharacter,
  positions,
  rowsOf,
  table,
  templateWith,
  textBoxesOf,
  textOf,
} from './layout-test-helpers';
import type { LayoutPage } from './layout-types';

/** The left edge of the total column's text boxes: table x + the widths before it + cell padding. */
const TOTAL_X =
  table.x +
  table.columns
    .slice(
      0,
      table.columns.findIndex((column) => column.key === 'total'),
    )
    .reduce((width, column) => width + column.width, 0) +
  0.8;
const money = /^[\d.]+,\d\d$/;

/**
 * The amounts printed in the total column of position rows on a page, in cents: every row but the header,
 * carry-overs and subtotals (found by their first cell), read from the boxes, not from the layout's running total.
 */
function printedCents(page: LayoutPage): bigint {
  const firstCell = new Map<number, string>();
  for (const box of textBoxesOf(page, 'items')) if (!firstCell.has(box.y)) firstCell.set(box.y, textOf(box));
  return textBoxesOf(page, 'items')
    .filter((box) => Math.abs(box.x - TOTAL_X) < 1e-6 && money.test(textOf(box)))
    .filter((box) => !/^(Pos\.|Übertrag|Summe )/.test(firstCell.get(box.y) ?? ''))
    .reduce((total, box) => total + germanCents(textOf(box)), 0n);
}

/** Positions with a ten-line long text in the "Leistung" column, so that some break across pages. */
function longTextLayout(count: number) {
  const tenLines = Array.from({ length: 10 }, (_unused, n) => `Z${n + 1}`).join('\n');
  const tall = {
    ...table,
    columns: table.columns.map((column) =>
      column.key === 'shortText' ? { ...column, key: 'longText' as const } : column,
    ),
  };
  const items = positions(count).map((item) => ({ ...item, longText: tenLines }));
  return { items, layout: layoutDocument(templateWith([tall]), { items }, oneMmPerCharacter) };
}

describe('layoutDocument: carry-over with positions breaking across pages', () => {
  it('counts an amount on the page where it is printed: each carry-over is the sum printed so far', () => {
    const { items, layout } = longTextLayout(40);
    const pages = layout.pages;
    expect(pages.length).toBeGreaterThan(2);
    // positions do break: a page opens (after carry-over and header) with a continuation row, first cell empty
    const continued = pages.filter((page) => rowsOf(page)[2]?.[0] === '');
    expect(continued.length).toBeGreaterThan(0);

    let printed = 0n;
    pages.forEach((page, index) => {
      printed += printedCents(page);
      const rows = rowsOf(page);
      if (index > 0) expect(rows[0]?.[0], `head of page ${page.number}`).toBe('Übertrag');
      if (index === pages.length - 1) return;
      const foot = rows[rows.length - 1];
      expect(foot?.[0], `foot of page ${page.number}`).toBe('Übertrag');
      expect(germanCents(foot?.[1] ?? ''), `carry-over of page ${page.number}`).toBe(printed);
      expect(rowsOf(pages[index + 1]!)[0]?.[1], `head of page ${page.number + 1}`).toBe(foot?.[1]);
    });
    const all = items.reduce((total, item) => total + BigInt(item.total.replace('.', '')), 0n);
    expect(printed).toBe(all);
  });

  it('prints the amount once, on the first part of a broken position', () => {
    const { layout } = longTextLayout(12);
    const [first, second] = layout.pages;
    // page 1: three whole positions and the first 4 lines of the fourth with its figures
    const positionRows = rowsOf(first!).filter(([oz]) => /^\d{4}$/.test(oz));
    expect(positionRows.map(([oz, amount]) => [oz, money.test(amount)])).toEqual([
      ['0001', true],
      ['0002', true],
      ['0003', true],
      ['0004', true],
    ]);
    // page 2 continues the fourth without figures
    expect(rowsOf(second!)[2]).toEqual(['', '']);
  });
});
