import { describe, expect, it } from 'vitest';
import { createElement } from './element-defaults';
import { layoutDocument } from './layout';
import {
  oneMmPerCharacter,
  positions,
  ROW,
  rowsOf,
  table,
  templateWith,
  textBoxesOf,
  textOf,
} from './layout-test-helpers';

// below the table (100..150 mm in the template): totals at 160 (10 mm), payment terms at 172 and the closing text
// at 179 (5 mm each, one 10 pt line of 4.23 mm); the first page's flow ends at 250 mm
const totals = createElement('totals', {
  id: 'totals',
  x: 105,
  y: 160,
  width: 80,
  height: 10,
  rows: ['net', 'gross'],
});
const terms = createElement('field', {
  id: 'terms',
  x: 25,
  y: 172,
  width: 160,
  height: 5,
  path: 'paymentTerms.text',
});
const closing = createElement('field', {
  id: 'closing',
  x: 25,
  y: 179,
  width: 160,
  height: 5,
  path: 'document.closingText',
});
const template = templateWith([table, totals, terms, closing]);

function data(count: number, closingText = 'Wir freuen uns auf die Zusammenarbeit.') {
  return {
    items: positions(count),
    totals: { net: '100.00', gross: '119.00' },
    paymentTerms: { text: 'Zahlbar innerhalb von 14 Tagen ohne Abzug.' },
    document: { closingText },
  };
}

/** The ids of the flowing elements with text on each page. */
const contentOf = (layout: ReturnType<typeof layoutDocument>) =>
  layout.pages.map((page) =>
    ['items', 'totals', 'terms', 'closing'].filter((id) =>
      textBoxesOf(page, id).some((box) => textOf(box) !== ''),
    ),
  );

describe('layoutDocument: totals block and closing texts', () => {
  // 21 positions: the table ends at 100 + 22 x 5.41 = 219.02 mm; totals 229.02..239.02, terms 241.02..246.02,
  // closing from 248.02 mm: 1.98 mm left, less than its one line
  const count = 21;

  it('keeps everything on one page when it fits', () => {
    expect(100 + (count + 1) * ROW + 29 + 4.24).toBeGreaterThan(250);
    const layout = layoutDocument(template, data(count - 3), oneMmPerCharacter);
    expect(contentOf(layout)).toEqual([['items', 'totals', 'terms', 'closing']]);
  });

  it('never leaves a closing text alone on the last page: the totals block and the texts after it move together', () => {
    const layout = layoutDocument(template, data(count), oneMmPerCharacter);
    expect(contentOf(layout)).toEqual([['items'], ['totals', 'terms', 'closing']]);
    const [net] = textBoxesOf(layout.pages[1]!, 'totals');
    expect(net?.y).toBe(30); // the following pages' flow top
    expect(textBoxesOf(layout.pages[1]!, 'closing')[0]?.y).toBeCloseTo(30 + 10 + 2 + 5 + 2, 6);
    // the table ends on page 1 without a carry-over (it is done)
    expect(rowsOf(layout.pages[0]!).at(-1)?.[0]).toBe(String(count).padStart(4, '0'));
  });

  it('never splits the totals block', () => {
    const layout = layoutDocument(template, data(count + 3), oneMmPerCharacter);
    const pagesWithTotals = layout.pages.filter((page) => textBoxesOf(page, 'totals').length > 0);
    expect(pagesWithTotals).toHaveLength(1);
    expect(textBoxesOf(pagesWithTotals[0]!, 'totals').map(textOf)).toEqual([
      'Nettobetrag',
      '100,00 €',
      'Gesamtbetrag',
      '119,00 €',
    ]);
  });

  it('adds no page for an empty closing text', () => {
    const layout = layoutDocument(template, data(count, ''), oneMmPerCharacter);
    expect(contentOf(layout)).toEqual([['items', 'totals', 'terms']]);
  });
});
