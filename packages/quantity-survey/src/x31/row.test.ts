import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { wrapFormula } from './formula-text';
import {
  buildCalculationRow,
  buildTextRow,
  joinText,
  readValueFields,
  splitRow,
  splitText,
  valueFields,
} from './row';

describe('takeoff row layout', () => {
  it('puts marker, explanation, formula number, calculation and address into their columns', () => {
    const row = buildCalculationRow({
      marker: 'E',
      explanation: 'Wand Nord',
      formulaNumber: 0,
      area: '4,25*2,75=',
      address: '0001B0',
    });
    // cols 1-12 blank, 13 "E", 14-22 "Wand Nord", 23-29 blank, 30-31 "00", 32-69 formula, 70-75 address
    expect(row).toBe('            EWand Nord       004,25*2,75=                            0001B0     ');
    expect(row.slice(12, 13)).toBe('E');
    expect(row.slice(29, 31)).toBe('00');
    expect(row.slice(69, 75)).toBe('0001B0');
  });

  it('writes a text row with the text in columns 14-69', () => {
    expect(buildTextRow('Hinweis', '0002G0')).toBe(
      '            *Hinweis                                                 0002G0     ',
    );
    expect(buildTextRow('Fortsetzung folgt', null)).toBe(
      '            *Fortsetzung folgt                                                  ',
    );
  });

  it('counts characters, not UTF-16 units: an emoji takes one column', () => {
    const row = buildTextRow('Gerüst 🏗 fertig', '0001A0');
    expect(Array.from(row)).toHaveLength(80);
    expect(row.length).toBe(81); // the emoji is a surrogate pair
    expect(splitRow(row).address).toBe('0001A0');
  });

  it('refuses fields that do not fit', () => {
    expect(() =>
      buildCalculationRow({
        marker: '',
        explanation: 'zehn Zchn.',
        formulaNumber: 0,
        area: '',
        address: null,
      }),
    ).toThrow(RangeError);
  });

  it('puts geometric values right-aligned into fields of 10, 7, 7, 7 and 7 columns', () => {
    const area = valueFields(['123456,789', '3,5', '-2', '0001A0', '999,999']);
    expect(area).toBe('123456,789    3,5     -2 0001A0999,999');
    expect(readValueFields(area ?? '')).toEqual(['123456,789', '3,5', '-2', '0001A0', '999,999']);
    expect(valueFields(['1', '1234,567'])).toBeNull(); // 8 characters in a 7-column field
    expect(valueFields(['1', '2', '3', '4', '5', '6'])).toBeNull();
    expect(readValueFields(`${'4,5'.padStart(10)}${'2'.padStart(7)}`.padEnd(38))).toEqual(['4,5', '2']);
  });

  it('splits a row back into its fields', () => {
    const fields = splitRow(
      '            S Wand    -  150004      3,50   2,75                     0003K7     ',
    );
    expect(fields).toMatchObject({
      marker: 'S',
      explanation: ' Wand    ',
      sign: '-',
      factor: '  1500',
      formulaNumber: '04',
      address: '0003K7',
    });
  });
});

describe('long texts and formulas', () => {
  it('breaks text before a blank and joins it back exactly', () => {
    const text =
      'Erdgeschoss, Wohnzimmer – Innenwände laut Plan A-101 vom 12.03.2024, Achse 1 bis 4, ohne Vorsatzschale';
    const pieces = splitText(text, 56);
    expect(pieces).toEqual([
      'Erdgeschoss, Wohnzimmer – Innenwände laut Plan A-101 vom',
      ' 12.03.2024, Achse 1 bis 4, ohne Vorsatzschale',
    ]);
    expect(joinText(pieces, 56)).toBe(text);
  });

  it('cuts a word longer than a row', () => {
    const word = 'x'.repeat(130);
    expect(splitText(word, 56).map((piece) => piece.length)).toEqual([56, 56, 18]);
    expect(joinText(splitText(word, 56), 56)).toBe(word);
  });

  it('joins separate text rows of other programs with a blank', () => {
    expect(joinText(['Wand Flur, EG', 'Raum 1.04'], 56)).toBe('Wand Flur, EG Raum 1.04');
  });

  it('round-trips any text through rows trimmed at the end', () => {
    const text = fc
      .array(
        fc.oneof(fc.constantFrom(' ', '  ', 'ä', '€', '🏗'), fc.string({ minLength: 1, maxLength: 70 })),
        {
          maxLength: 12,
        },
      )
      .map((parts) =>
        parts
          .join('')
          .replace(/[\t\r\n]/g, ' ')
          .trimEnd(),
      )
      .filter((text) => !/ {56}/.test(text));
    fc.assert(
      fc.property(text, (value) => {
        const pieces = splitText(value, 56).map((piece) => piece.trimEnd());
        expect(pieces.every((piece) => Array.from(piece).length <= 56)).toBe(true);
        expect(joinText(pieces, 56)).toBe(value);
      }),
    );
  });

  it('breaks a formula only between tokens', () => {
    const formula = '(12,345+23,456+34,567+45,678)*(56,789-12,345)/7,5+0001E0*0,1';
    const pieces = wrapFormula(formula, 37);
    expect(pieces).toEqual(['(12,345+23,456+34,567+45,678)*(56,789', '-12,345)/7,5+0001E0*0,1']);
    expect(pieces.join('')).toBe(formula);
    // An address is never cut: five addresses with their "+" fill 35 columns, the sixth would end at 41.
    expect(wrapFormula('0001A0+0001B0+0001C0+0001D0+0001E0+0001F0', 37)).toEqual([
      '0001A0+0001B0+0001C0+0001D0+0001E0+',
      '0001F0',
    ]);
  });
});
