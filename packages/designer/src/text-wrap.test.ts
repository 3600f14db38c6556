import { describe, expect, it } from 'vitest';
import { DEFAULT_STYLE } from './element-defaults';
import type { TextLine } from './layout-types';
import { oneMmPerCharacter } from './layout-test-helpers';
import { lineHeightMm, wrapRuns, wrapText } from './text-wrap';

const text = (lines: TextLine[]) =>
  lines.map((line) => line.segments.map((segment) => segment.text).join(''));

describe('wrapRuns', () => {
  it('breaks at spaces within the width and drops trailing spaces from the width', () => {
    const lines = wrapText('Das ist ein langer Satz', 10, DEFAULT_STYLE, oneMmPerCharacter);
    expect(text(lines)).toEqual(['Das ist', 'ein langer', 'Satz']);
    expect(lines.map((line) => line.width)).toEqual([7, 10, 4]);
  });

  it('keeps hard line breaks and empty lines; a final break adds no line', () => {
    expect(text(wrapText('a\n\nb\n', 10, DEFAULT_STYLE, oneMmPerCharacter))).toEqual(['a', '', 'b']);
    expect(wrapText('', 10, DEFAULT_STYLE, oneMmPerCharacter)).toEqual([]);
  });

  it('marks the lines that end a paragraph: before a hard break and at the end, not where a word wrapped', () => {
    const lines = wrapText(
      'Das ist ein langer Satz\nZweiter Absatz\n\nDonaudampfschiff',
      10,
      DEFAULT_STYLE,
      oneMmPerCharacter,
    );
    expect(lines.map((line) => [text([line])[0], line.paragraphEnd])).toEqual([
      ['Das ist', false],
      ['ein langer', false],
      ['Satz', true],
      ['Zweiter', false],
      ['Absatz', true],
      ['', true],
      ['Donaudampf', false],
      ['schiff', true],
    ]);
  });

  it('breaks a word wider than the line between characters', () => {
    expect(text(wrapText('Donaudampfschiff ab', 6, DEFAULT_STYLE, oneMmPerCharacter))).toEqual([
      'Donaud',
      'ampfsc',
      'hiff',
      'ab',
    ]);
  });

  it('moves a word that fits on a line of its own to the next line instead of breaking it', () => {
    expect(text(wrapText('Tel. m.muster@firma.de', 18, DEFAULT_STYLE, oneMmPerCharacter))).toEqual([
      'Tel.',
      'm.muster@firma.de',
    ]);
  });

  it('breaks a too wide e-mail address before its "@", else at ".", after "-" or "/"', () => {
    const wrap = (word: string, width: number) =>
      text(wrapText(word, width, DEFAULT_STYLE, oneMmPerCharacter));
    expect(wrap('Mail max.mustermann@beispiel-bau.de', 20)).toEqual([
      'Mail',
      'max.mustermann',
      '@beispiel-bau.de',
    ]);
    expect(wrap('www.beispiel-bauunternehmen.de', 20)).toEqual(['www.beispiel-', 'bauunternehmen.de']);
    expect(wrap('vendoc.app/vorlagen/entwurf', 12)).toEqual(['vendoc.app/', 'vorlagen/', 'entwurf']);
  });

  it('keeps a word that spans runs together: no break at a change of style inside it', () => {
    const lines = wrapRuns(
      [
        { text: 'Mail: ', bold: false, italic: false },
        { text: 'info', bold: true, italic: false },
        { text: '@mb.de', bold: false, italic: false },
      ],
      12,
      DEFAULT_STYLE,
      oneMmPerCharacter,
    );
    expect(text(lines)).toEqual(['Mail:', 'info@mb.de']);
    expect(lines[1]!.segments).toEqual([
      { text: 'info', bold: true, italic: false },
      { text: '@mb.de', bold: false, italic: false },
    ]);
  });

  it('keeps bold and italic runs as segments of a line', () => {
    const lines = wrapRuns(
      [
        { text: 'Angebot ', bold: true, italic: false },
        { text: 'Nr. 17 vom', bold: false, italic: false },
        { text: ' heute', bold: false, italic: true },
      ],
      20,
      DEFAULT_STYLE,
      oneMmPerCharacter,
    );
    expect(lines).toEqual([
      {
        segments: [
          { text: 'Angebot ', bold: true, italic: false },
          { text: 'Nr. 17 vom', bold: false, italic: false },
        ],
        width: 18,
        paragraphEnd: false,
      },
      { segments: [{ text: 'heute', bold: false, italic: true }], width: 5, paragraphEnd: true },
    ]);
  });

  it('measures the line height in mm from pt and the style factor', () => {
    expect(lineHeightMm({ ...DEFAULT_STYLE, fontSize: 10, lineHeight: 1.2 })).toBeCloseTo(4.2333, 4);
  });
});
