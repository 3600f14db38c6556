import { describe, expect, it } from 'vitest';
import type { RichBlock } from './model-text';
import { parseXml } from './read/parse-xml';
import { plainText, richTextFromElement, richTextFromPlainText } from './rich-text';
import { blocksToXml, richTextElement } from './write/build-text';
import { serializeXml } from './xml';

const NS = 'http://www.gaeb.de/GAEB_DA_XML/DA83/3.3';
const text = (markup: string) =>
  richTextFromElement(parseXml(`<Text xmlns="${NS}">${markup}</Text>`, { maxDepth: 64 }).root);

describe('rich text from GAEB markup', () => {
  it('reads paragraphs with bold, italic and underlined spans and line breaks', () => {
    const rich = text(
      '<p><span style="font-weight:bold;">Achtung:</span><span> Fugen </span><span style="font-style: italic">dicht</span>' +
        '<br/><span style="text-decoration:underline">unterstrichen</span></p><p><b>fett, </b><i>kursiv, </i><u>u</u></p>',
    );
    expect(rich.blocks).toEqual([
      {
        type: 'paragraph',
        inlines: [
          { type: 'text', text: 'Achtung:', bold: true },
          { type: 'text', text: ' Fugen ' },
          { type: 'text', text: 'dicht', italic: true },
          { type: 'break' },
          { type: 'text', text: 'unterstrichen', underline: true },
        ],
      },
      {
        type: 'paragraph',
        inlines: [
          { type: 'text', text: 'fett, ', bold: true },
          { type: 'text', text: 'kursiv, ', italic: true },
          { type: 'text', text: 'u', underline: true },
        ],
      },
    ]);
    expect(plainText(rich)).toBe('Achtung: Fugen dicht\nunterstrichen\nfett, kursiv, u');
  });

  it('collapses whitespace as HTML does', () => {
    const rich = text('<p><span>Lorem ipsum,\n      consectetur   adipiscing </span></p>');
    expect(plainText(rich)).toBe('Lorem ipsum, consectetur adipiscing');
  });

  it('reads tables, lists, images and inline text complements', () => {
    const rich = text(
      '<table><tr><th><p><span>Pos</span></p></th><td colspan="2"><p><span>Menge</span></p></td></tr></table>' +
        '<ul><li><p><span>eins</span></p></li><li><span>zwei</span></li></ul>' +
        '<p><image Type="image/png" Name="skizze.png">iVBORw0KGgo=</image><TextComplement MarkLbl="3" Kind="Bidder"><ComplBody/></TextComplement></p>',
    );
    expect(rich.blocks[0]).toEqual({
      type: 'table',
      rows: [
        [
          { header: true, blocks: [{ type: 'paragraph', inlines: [{ type: 'text', text: 'Pos' }] }] },
          {
            header: false,
            colSpan: 2,
            blocks: [{ type: 'paragraph', inlines: [{ type: 'text', text: 'Menge' }] }],
          },
        ],
      ],
    });
    expect(plainText(rich)).toBe('Pos\tMenge\n- eins\n- zwei\n');
    const images = rich.blocks[2];
    expect(images?.type === 'paragraph' && images.inlines[0]).toEqual({
      type: 'image',
      mimeType: 'image/png',
      name: 'skizze.png',
      data: 'iVBORw0KGgo=',
    });
  });

  it('keeps the source element for lossless write-back', () => {
    const rich = text('<p style="width:284pt"><span style="font-family:Arial">A</span></p>');
    expect(richTextElement(rich, 'Text')).toBe(rich.source);
    expect(serializeXml(richTextElement(rich, 'ComplBody'), { namespace: NS })).toBe(
      `<ComplBody xmlns="${NS}">\n  <p style="width:284pt"><span style="font-family:Arial">A</span></p>\n</ComplBody>`,
    );
  });
});

describe('rich text written from blocks', () => {
  it('round-trips blocks through GAEB markup', () => {
    const blocks: RichBlock[] = [
      {
        type: 'paragraph',
        inlines: [
          { type: 'text', text: 'Fliesen ', bold: true },
          { type: 'text', text: '30 x 60 cm' },
          { type: 'break' },
          { type: 'text', text: 'R10', italic: true, underline: true },
        ],
      },
      {
        type: 'list',
        ordered: true,
        items: [[{ type: 'paragraph', inlines: [{ type: 'text', text: 'eins' }] }]],
      },
      {
        type: 'table',
        rows: [
          [
            {
              header: false,
              rowSpan: 2,
              blocks: [{ type: 'paragraph', inlines: [{ type: 'text', text: 'x' }] }],
            },
          ],
        ],
      },
    ];
    const xml = serializeXml({ name: 'Text', attrs: {}, children: blocksToXml(blocks) }, { namespace: NS });
    expect(text(xml.replace(/^<Text[^>]*>|<\/Text>$/g, '')).blocks).toEqual(blocks);
  });

  it('makes paragraphs of plain text', () => {
    const rich = richTextFromPlainText('Zeile 1\n\nZeile 3');
    expect(rich.source).toBeNull();
    expect(plainText(rich)).toBe('Zeile 1\n\nZeile 3');
    expect(serializeXml(richTextElement(rich, 'ComplBody'), { namespace: NS, indent: false })).toBe(
      `<ComplBody xmlns="${NS}"><p><span>Zeile 1</span></p><p/><p><span>Zeile 3</span></p></ComplBody>`,
    );
  });
});
