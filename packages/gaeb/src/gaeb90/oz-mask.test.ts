import { describe, expect, it } from 'vitest';
import { readFixedPoint, writeFixedPoint } from './numbers';
import { parseOzMask, splitOz } from './oz-mask';

describe('parseOzMask', () => {
  it('reads title levels, position and index', () => {
    expect(parseOzMask('1122PPPPI')).toEqual({
      text: '1122PPPPI',
      titles: [
        { kind: 'title', offset: 0, length: 2 },
        { kind: 'title', offset: 2, length: 2 },
      ],
      item: { kind: 'item', offset: 4, length: 4 },
      index: { kind: 'index', offset: 8, length: 1 },
    });
    expect(parseOzMask('PPPP')).toMatchObject({ titles: [], index: null });
    expect(parseOzMask('1PPP000')).toMatchObject({
      text: '1PPP000',
      titles: [{ length: 1 }],
      item: { length: 3 },
    });
  });

  it('refuses masks that are none', () => {
    for (const mask of [
      '',
      '1122',
      '2211PPPP',
      '11PP22',
      '1122PPPPIX',
      '1122PPPPPPI',
      'PPPPII1',
      '11 PPPP',
    ]) {
      expect(parseOzMask(mask), mask).toBeNull();
    }
  });
});

describe('splitOz', () => {
  const mask = parseOzMask('1122PPPPI')!;

  it('splits an item OZ and a title OZ', () => {
    expect(splitOz(mask, '01020010a')).toEqual({ parts: { titles: ['01', '02'], item: '0010', index: 'a' } });
    expect(splitOz(mask, '01       ')).toEqual({ parts: { titles: ['01'], item: null, index: null } });
    expect(splitOz(mask, ' 1 2  10 ')).toEqual({ parts: { titles: ['1', '2'], item: '10', index: null } });
  });

  it('names why an OZ does not fit', () => {
    expect(splitOz(parseOzMask('11PPPP')!, '010010  7')).toEqual({
      problem: 'Stelle 7 gehört zu keiner Stufe der Maske',
    });
    expect(splitOz(mask, '0A020010 ')).toEqual({ problem: '„0A“ ist keine Zahl' });
    expect(splitOz(mask, '    0010 ')).toEqual({
      problem: 'eine Gliederungsstufe vor der Position ist leer',
    });
    expect(splitOz(mask, '0102    a')).toEqual({ problem: 'ein Index ohne Position' });
  });
});

describe('fixed-point fields', () => {
  it('reads implied decimals, signs and written separators', () => {
    expect(readFixedPoint(' 00000012500', 3, 3)).toBe('12.500');
    expect(readFixedPoint('-00000001000', 3, 3)).toBe('-1.000');
    expect(readFixedPoint('00000004953', 3, 3)).toBe('4.953');
    expect(readFixedPoint('000000254089', 2, 2)).toBe('2540.89');
    expect(readFixedPoint('      12,5', 3, 3)).toBe('12.500');
    expect(readFixedPoint('          ', 3, 3)).toBeNull();
    expect(readFixedPoint('0000012,5x0', 3, 3)).toBe('invalid');
  });

  it('writes them', () => {
    expect(writeFixedPoint('12.5', 11, 3)).toBe(' 00000012500');
    expect(writeFixedPoint('-1', 11, 3)).toBe('-00000001000');
    expect(writeFixedPoint('2540.89', 12, 2)).toBe(' 000000254089');
    expect(writeFixedPoint('123456789012', 11, 3)).toBeNull();
  });
});
