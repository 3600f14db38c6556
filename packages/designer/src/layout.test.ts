import { describe, expect, it } from 'vitest';
import { createElement, DEFAULT_STYLE } from './element-defaults';
import { layoutDocument } from './layout';
import {
  cents,
  germanCents,
  oneMmPerCharacter,
  positions,
  ROW,
  rowsOf,
  longTextTable,
  table,
  templateWith,
  textBoxesOf,
  textOf,
} from './layout-test-helpers';
import type { LayoutPage } from './layout-types';

describe('layoutDocument: positions table', () => {
  const items = positions(500);
  const layout = layoutDocument(templateWith([table]), { items }, oneMmPerCharacter);

  it('paginates 500 positions: 25 on the first page, 41 on each following one, the rest on the 13th', () => {
    expect(ROW * 27).toBeLessThanOrEqual(150);
    expect(ROW * 28).toBeGreaterThan(150);
    const perPage = layout.pages.map(
      (page) => rowsOf(page).filter(([first]) => /^\d{4}$/.test(first)).length,
    );
    expect(perPage).toEqual([25, ...Array<number>(11).fill(41), 24]);
    expect(layout.pages.map((page) => page.region)).toEqual([
      'firstPage',
      ...Array<string>(12).fill('followingPages'),
    ]);
    const ozInOrder = layout.pages.flatMap((page) =>
      rowsOf(page)
        .map(([first]) => first)
        .filter((oz) => /^\d{4}$/.test(oz)),
    );
    expect(ozInOrder).toEqual(items.map((item) => item.oz));
  });

  it('repeats the header and carries the running total over, equal to an independent sum', () => {
    let shown = 0;
    layout.pages.forEach((page, index) => {
      const rows = rowsOf(page);
      const last = index === layout.pages.length - 1;
      expect(rows[index === 0 ? 0 : 1]?.[0]).toBe('Pos.');
      if (index > 0) expect(rows[0]?.[0]).toBe('Übertrag');
      const expected = items.slice(0, shown + rows.filter(([first]) => /^\d{4}$/.test(first)).length);
      shown = expected.length;
      const foot = rows[rows.length - 1];
      if (!last) {
        expect(foot?.[0]).toBe('Übertrag');
        const independent = expected.reduce((total, item) => total + cents(item.total), 0n);
        expect(germanCents(foot?.[1] ?? '')).toBe(independent);
        // the next page opens with the same amount
        expect(rowsOf(layout.pages[index + 1]!)[0]?.[1]).toBe(foot?.[1]);
      }
      for (const box of page.boxes)
        expect(box.y + box.height).toBeLessThanOrEqual(page.number === 1 ? 250 : 270);
    });
    expect(shown).toBe(500);
  });

  it('never leaves a title alone at the foot of a page and sums titles', () => {
    const titled = Array.from({ length: 40 }, (_unused, t) => ({
      oz: `T${t + 1}`,
      shortText: `Titel ${t + 1}`,
      items: positions(3, t * 3 + 1),
    }));
    const withSubtotals = { ...table, titleSubtotals: true };
    const result = layoutDocument(templateWith([withSubtotals]), { items: titled }, oneMmPerCharacter);
    expect(result.pages.length).toBeGreaterThan(2);
    for (const page of result.pages) {
      const content = rowsOf(page).filter(([first]) => first !== 'Übertrag' && first !== 'Pos.');
      expect(content[content.length - 1]?.[0], `page ${page.number}`).not.toMatch(/^T\d+$/);
    }
    const subtotals = result.pages.flatMap((page) =>
      rowsOf(page).filter(([first]) => first.startsWith('Summe T1 ')),
    );
    const firstTitle = positions(3, 1).reduce((total, item) => total + cents(item.total), 0n);
    expect(subtotals.map(([, amount]) => germanCents(amount ?? ''))).toEqual([firstTitle]);
  });

  it('splits a position taller than a page by lines', () => {
    const longText = Array.from({ length: 120 }, (_unused, n) => `Zeile${n + 1}`).join('\n');
    const tall = {
      ...table,
      columns: [
        ...table.columns.slice(0, 1),
        { key: 'longText' as const, label: 'Text', width: 80, align: 'left' as const },
      ],
    };
    const result = layoutDocument(
      templateWith([tall]),
      { items: [{ oz: '0001', longText }] },
      oneMmPerCharacter,
    );
    const texts = result.pages
      .flatMap((page) => textBoxesOf(page, 'items').map(textOf))
      .filter((text) => text.startsWith('Zeile'));
    expect(texts.join('\n')).toBe(longText);
    expect(result.pages.length).toBe(3);
  });
  it('breaks long texts of positions across pages with 3 lines before and 2 after the break', () => {
    const tenLines = Array.from({ length: 10 }, (_unused, n) => `Z${n + 1}`).join('\n');
    const items = positions(12).map((item) => ({ ...item, longText: tenLines }));
    const result = layoutDocument(templateWith([longTextTable]), { items }, oneMmPerCharacter);
    const lineCount = (page: LayoutPage) =>
      textBoxesOf(page, 'items')
        .map(textOf)
        .filter((text) => text.startsWith('Z'))
        .map((text) => text.split('\n').length);
    // first page: header and carry-over 2 x 5.41 mm, 3 positions of 10 lines (3 x 39.7 mm): 20.1 mm left, 4 lines of 3.81 mm + padding
    expect(lineCount(result.pages[0]!)).toEqual([10, 10, 10, 4]);
    expect(lineCount(result.pages[1]!)[0]).toBe(6);
    const all = result.pages
      .flatMap((page) => textBoxesOf(page, 'items').map(textOf))
      .filter((text) => text.startsWith('Z'));
    expect(all.join('\n')).toBe(Array<string>(12).fill(tenLines).join('\n'));
    for (const page of result.pages) {
      const counts = lineCount(page);
      expect(Math.min(...counts), `page ${page.number}`).toBeGreaterThanOrEqual(2);
    }
  });
});

describe('layoutDocument: flow, fixed elements and visibility', () => {
  it('splits a long text across pages and keeps every line', () => {
    const body = Array.from({ length: 150 }, (_unused, n) => `Absatz ${n + 1}`).join('\n');
    const text = createElement('text', {
      id: 'body',
      x: 25,
      y: 100,
      width: 160,
      height: 10,
      runs: [{ text: body, bold: false, italic: false }],
    });
    const result = layoutDocument(templateWith([text]), {}, oneMmPerCharacter);
    // 10 pt x 1.2 = 4.233 mm: 35 lines in 150 mm, 56 in 240 mm
    expect(
      result.pages.map((page) => textBoxesOf(page, 'body').map(textOf).join('\n').split('\n').length),
    ).toEqual([35, 56, 56, 3]);
    expect(result.pages.flatMap((page) => textBoxesOf(page, 'body').map(textOf)).join('\n')).toBe(body);
    expect(textBoxesOf(result.pages[1]!, 'body')[0]?.y).toBe(30);
  });

  it('keeps a paragraph open at the foot of a page: its last line there is not marked as a paragraph end', () => {
    const words = Array.from({ length: 400 }, (_unused, n) => `Wort${n + 1}`).join(' ');
    const text = createElement('text', {
      id: 'body',
      x: 25,
      y: 100,
      width: 60,
      height: 10,
      style: { ...DEFAULT_STYLE, align: 'justify' },
      runs: [{ text: `${words}\nSchluss`, bold: false, italic: false }],
    });
    const result = layoutDocument(templateWith([text]), {}, oneMmPerCharacter);
    expect(result.pages.length).toBeGreaterThan(1);
    const flags = result.pages.map((page) =>
      textBoxesOf(page, 'body').flatMap((box) => box.lines.map((line) => line.paragraphEnd)),
    );
    // only the paragraph's last line and "Schluss" end a paragraph, on the last page
    expect(flags.slice(0, -1).flat()).not.toContain(true);
    expect(flags.at(-1)?.slice(-3)).toEqual([false, true, true]);
  });

  it('moves a block that does not fit below the table to the next page, keeping its gap on the page', () => {
    const totals = createElement('totals', {
      id: 'totals',
      x: 105,
      y: 160,
      width: 80,
      height: 30,
      rows: ['net', 'gross'],
    });
    const data = { items: positions(23), totals: { net: '100.00', gross: '119.00' } };
    const fits = layoutDocument(
      templateWith([table, totals]),
      { ...data, items: positions(10) },
      oneMmPerCharacter,
    );
    expect(fits.pages).toHaveLength(1);
    const tableBottom = 100 + ROW * 11;
    expect(textBoxesOf(fits.pages[0]!, 'totals')[0]?.y).toBeCloseTo(tableBottom + 10, 6);

    const moved = layoutDocument(templateWith([table, totals]), data, oneMmPerCharacter);
    expect(moved.pages).toHaveLength(2);
    expect(textBoxesOf(moved.pages[0]!, 'totals')).toEqual([]);
    expect(textBoxesOf(moved.pages[1]!, 'totals').map(textOf)).toEqual([
      'Nettobetrag',
      '100,00 €',
      'Gesamtbetrag',
      '119,00 €',
    ]);
    expect(textBoxesOf(moved.pages[1]!, 'totals')[0]?.y).toBe(30);
  });

  it('keeps flowing boxes inside the flow area: a text whose lines fit gives up its empty height', () => {
    const closing = createElement('field', {
      id: 'closing',
      x: 25,
      y: 160,
      width: 160,
      height: 30,
      path: 'document.closingText',
    });
    const data = { items: positions(22), document: { closingText: 'Mit freundlichen Grüßen' } };
    const result = layoutDocument(templateWith([table, closing]), data, oneMmPerCharacter);
    expect(result.pages).toHaveLength(1);
    const [box] = textBoxesOf(result.pages[0]!, 'closing');
    expect(textOf(box!)).toBe('Mit freundlichen Grüßen');
    // table: 23 rows of 5.41 mm from 100 mm, then the template's 10 mm gap: 234.43 mm; 15.57 mm left of 30 mm
    expect(box!.y).toBeCloseTo(234.43, 6);
    expect(box!.y + box!.height).toBeCloseTo(250, 6);
  });

  it('places fixed elements per region after their conditions, with "Seite x von y"', () => {
    const onlyPrivate = createElement('text', {
      id: 'tax-note',
      x: 25,
      y: 60,
      runs: [{ text: 'Steuerermäßigung § 35a EStG', bold: false, italic: false }],
      visibility: { pages: 'always', clients: 'privateClientOnly', field: null },
    });
    const pageNumber = createElement('pageNumber', { id: 'page', x: 150, y: 280, width: 40 });
    const lastOnly = createElement('text', {
      id: 'closing',
      x: 25,
      y: 272,
      runs: [{ text: 'Ende', bold: false, italic: false }],
      visibility: { pages: 'lastPageOnly', clients: 'always', field: null },
    });
    const template = templateWith(
      [onlyPrivate, pageNumber, table],
      [{ ...pageNumber, id: 'fp-page' }, lastOnly],
    );
    const publicClient = layoutDocument(
      template,
      { client: { kind: 'public' }, items: positions(80) },
      oneMmPerCharacter,
    );
    expect(publicClient.pages).toHaveLength(3);
    expect(
      publicClient.pages.map((page) =>
        [...textBoxesOf(page, 'page'), ...textBoxesOf(page, 'fp-page')].map(textOf),
      ),
    ).toEqual([['Seite 1 von 3'], ['Seite 2 von 3'], ['Seite 3 von 3']]);
    expect(publicClient.pages.map((page) => textBoxesOf(page, 'closing').length)).toEqual([0, 0, 1]);
    expect(textBoxesOf(publicClient.pages[0]!, 'tax-note')).toEqual([]);
    const privateClient = layoutDocument(
      template,
      { client: { kind: 'private' }, items: [] },
      oneMmPerCharacter,
    );
    expect(textBoxesOf(privateClient.pages[0]!, 'tax-note').map(textOf)).toEqual([
      'Steuerermäßigung § 35a EStG',
    ]);
  });

  it('renders unknown paths empty, lists them as warnings and never throws on odd data', () => {
    const field = createElement('field', {
      id: 'f',
      x: 25,
      y: 50,
      path: 'client.shoeSize',
      label: 'Größe: ',
    });
    const known = createElement('field', {
      id: 'g',
      x: 25,
      y: 60,
      path: 'totals.gross',
      format: 'money',
      label: 'Summe: ',
    });
    const result = layoutDocument(
      templateWith([field, known, table]),
      { client: { shoeSize: '44' }, totals: { gross: 12 }, items: 'kaputt' },
      oneMmPerCharacter,
    );
    expect(textBoxesOf(result.pages[0]!, 'f').map(textOf)).toEqual(['']);
    expect(textBoxesOf(result.pages[0]!, 'g').map(textOf)).toEqual(['Summe: 12,00 €']);
    expect(result.warnings.map((warning) => warning.path)).toEqual(['client.shoeSize']);
  });
});
