import type { RichBlockView } from '@vendoc/contract/boqs';
import { describe, expect, it } from 'vitest';
import { blocksToPlainText, hasFormatting, plainTextToBlocks } from './plain-text';

/** A GAEB long text with formatting, a text complement, a list and a table. */
const RICH_LONG_TEXT: RichBlockView[] = [
  {
    type: 'paragraph',
    inlines: [
      { type: 'text', text: 'Boden ' },
      { type: 'text', text: 'lösen', bold: true },
      { type: 'text', text: ' und seitlich lagern.' },
      { type: 'break' },
      { type: 'text', text: 'Bodenklasse ' },
      { type: 'complement', markLabel: '1', owner: true, text: '3-5' },
    ],
  },
  {
    type: 'list',
    ordered: false,
    items: [[{ type: 'paragraph', inlines: [{ type: 'text', text: 'Aushub bis 2 m' }] }]],
  },
  {
    type: 'table',
    rows: [
      [
        { header: true, blocks: [{ type: 'paragraph', inlines: [{ type: 'text', text: 'Klasse' }] }] },
        { header: true, blocks: [{ type: 'paragraph', inlines: [{ type: 'text', text: 'Tiefe' }] }] },
      ],
      [
        { header: false, blocks: [{ type: 'paragraph', inlines: [{ type: 'text', text: '3' }] }] },
        { header: false, blocks: [{ type: 'paragraph', inlines: [{ type: 'text', text: '1,5 m' }] }] },
      ],
    ],
  },
];

describe('long text as plain text', () => {
  it('turns paragraphs and line breaks into text and back', () => {
    const blocks: RichBlockView[] = [
      {
        type: 'paragraph',
        inlines: [{ type: 'text', text: 'Erste Zeile' }, { type: 'break' }, { type: 'text', text: 'zweite' }],
      },
      { type: 'paragraph', inlines: [{ type: 'text', text: 'Absatz zwei' }] },
    ];
    const text = blocksToPlainText(blocks);
    expect(text).toBe('Erste Zeile\nzweite\n\nAbsatz zwei');
    expect(plainTextToBlocks(text)).toEqual(blocks);
    expect(hasFormatting(blocks)).toBe(false);
  });

  it('takes empty lines (also with spaces and Windows line ends) as paragraph breaks and drops empty text', () => {
    expect(plainTextToBlocks('a\r\n \r\nb\n\n\n')).toEqual([
      { type: 'paragraph', inlines: [{ type: 'text', text: 'a' }] },
      { type: 'paragraph', inlines: [{ type: 'text', text: 'b' }] },
    ]);
    expect(plainTextToBlocks('  \n ')).toEqual([]);
  });

  it('keeps the words of lists, tables and complements, and says the text had formatting', () => {
    const longText = RICH_LONG_TEXT;
    expect(blocksToPlainText(longText)).toBe(
      'Boden lösen und seitlich lagern.\nBodenklasse 3-5\n\n- Aushub bis 2 m\n\nKlasse\tTiefe\n3\t1,5 m',
    );
    expect(hasFormatting(longText)).toBe(true);
    expect(hasFormatting([{ type: 'paragraph', inlines: [{ type: 'text', text: 'x', italic: true }] }])).toBe(
      true,
    );
  });
});
