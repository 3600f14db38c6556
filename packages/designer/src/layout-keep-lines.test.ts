import { describe, expect, it } from 'vitest';
import { createElement } from './element-defaults';
import { linesBeforeBreak, paragraphAllowsBreak } from './keep-lines';
import { layoutDocument } from './layout';
import {
  oneMmPerCharacter,
  positions,
  longTextTable,
  templateWith,
  textBoxesOf,
  textOf,
} from './layout-test-helpers';
import type { LayoutPage, TextLine } from './layout-types';
import { createRegion } from './template-defaults';

/** Lines of paragraphs of the given lengths (each line "p<paragraph>l<line>"). */
function paragraphs(...lengths: number[]): TextLine[] {
  return lengths.flatMap((length, paragraph) =>
    Array.from({ length }, (_unused, line) => ({
      segments: [{ text: `p${paragraph}l${line}`, bold: false, italic: false }],
      width: 4,
      paragraphEnd: line === length - 1,
    })),
  );
}

describe('paragraphAllowsBreak, linesBeforeBreak', () => {
  it('allows breaks between paragraphs, and inside one only with 2 lines on each side', () => {
    const lines = paragraphs(1, 5, 3);
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((count) => paragraphAllowsBreak(lines, count))).toEqual([
      true, // after the one-line paragraph
      false, // 1 line of the five at the foot
      true, // 2 | 3
      true, // 3 | 2
      false, // 1 carried
      true, // between paragraphs
      false, // the three-line paragraph never breaks
      false,
    ]);
  });

  it('places the most lines allowed, none when no break is allowed, as many as fit on an empty page', () => {
    expect(linesBeforeBreak(paragraphs(1, 5), 5, false)).toBe(4);
    expect(linesBeforeBreak(paragraphs(3), 2, false)).toBe(0);
    expect(linesBeforeBreak(paragraphs(3), 2, true)).toBe(2);
    expect(linesBeforeBreak(paragraphs(3), 1, true)).toBe(1);
  });
});

/** A text at the top of the flow whose lines are one-line paragraphs, then one paragraph of `lines` lines. */
function flowing(singles: number, lines: number) {
  const text = [
    ...Array.from({ length: singles }, (_unused, n) => `Absatz ${n + 1}\n`),
    Array.from({ length: lines }, (_unused, n) => `Zeile-${String(n + 1).padStart(2, '0')}`).join(' '),
  ].join('');
  // 9 characters a word, 12 mm wide: one word a line
  return createElement('text', {
    id: 'body',
    x: 25,
    y: 100,
    width: 12,
    height: 10,
    runs: [{ text, bold: false, italic: false }],
  });
}

const linesPerPage = (pages: LayoutPage[]) =>
  pages.map((page) => textBoxesOf(page, 'body').map(textOf).join('\n').split('\n').length);

describe('layoutDocument: orphans and widows of flowing texts', () => {
  // 10 pt x 1.2 = 4.233 mm a line: 35 lines fit the first page's 150 mm of flow
  it('splits a paragraph leaving 2 or more lines at the foot and carrying 2 or more', () => {
    expect(linesPerPage(layoutDocument(templateWith([flowing(33, 5)]), {}, oneMmPerCharacter).pages)).toEqual(
      [35, 3],
    );
  });

  it('moves the paragraph on rather than leave a single line at the foot', () => {
    const { pages } = layoutDocument(templateWith([flowing(34, 5)]), {}, oneMmPerCharacter);
    expect(linesPerPage(pages)).toEqual([34, 5]);
    expect(textOf(textBoxesOf(pages[1]!, 'body')[0]!).split('\n')[0]).toBe('Zeile-01');
  });

  it('carries at least 2 lines to the next page', () => {
    expect(linesPerPage(layoutDocument(templateWith([flowing(30, 6)]), {}, oneMmPerCharacter).pages)).toEqual(
      [34, 2],
    );
  });

  it('moves a paragraph of fewer than 4 lines whole', () => {
    expect(linesPerPage(layoutDocument(templateWith([flowing(33, 3)]), {}, oneMmPerCharacter).pages)).toEqual(
      [33, 3],
    );
  });

  it('breaks anyway where a page cannot hold 2 lines, losing none', () => {
    // following pages with 5 mm of flow: one line each
    const template = { ...templateWith([flowing(34, 5)]), followingPages: createRegion([], 30, 35) };
    const { pages } = layoutDocument(template, {}, oneMmPerCharacter);
    expect(linesPerPage(pages)).toEqual([34, 1, 1, 1, 1, 1]);
    expect(pages.slice(1).map((page) => textOf(textBoxesOf(page, 'body')[0]!))).toEqual(
      ['01', '02', '03', '04', '05'].map((n) => `Zeile-${n}`),
    );
  });
});

describe('layoutDocument: orphans and widows in the long texts of positions', () => {
  it("breaks a position between its text's paragraphs rather than leave one line of a paragraph", () => {
    const word = (n: number) => `W${n}`.padEnd(70, 'x');
    const longText = `${[1, 2, 3].map(word).join(' ')}\n${[4, 5, 6, 7, 8, 9, 10].map(word).join(' ')}`;
    const items = positions(12).map((item) => ({ ...item, longText }));
    const { pages } = layoutDocument(templateWith([longTextTable]), { items }, oneMmPerCharacter);
    const lineCounts = (page: LayoutPage) =>
      textBoxesOf(page, 'items')
        .map(textOf)
        .filter((text) => text.startsWith('W'))
        .map((text) => text.split('\n').length);
    // 4 lines would fit under the third position (see layout.test.ts), but the 4th would be the second
    // paragraph's only line there: 3 lines stay, 7 go on
    expect(lineCounts(pages[0]!)).toEqual([10, 10, 10, 3]);
    expect(lineCounts(pages[1]!)[0]).toBe(7);
  });
});
