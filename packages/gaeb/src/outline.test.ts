import { describe, expect, it } from 'vitest';
import { breakdownOfParts, levelParts } from './outline';

describe('levelParts', () => {
  it('takes the part of each OZ that fits the path', () => {
    expect(levelParts(['01.02.0010', '1.2.20'], ['01', '02'], 10)).toEqual([
      { part: '0010', generated: false },
      { part: '20', generated: false },
    ]);
  });

  it('numbers entries without a fitting OZ after the one before, skipping numbers in use', () => {
    expect(levelParts(['0010', null, '', '0030', '03.0040', '0030'], [], 10).map((p) => p.part)).toEqual([
      '0010',
      '20',
      '40',
      '0030',
      '50',
      '60',
    ]);
    // a part of another title's OZ does not fit
    expect(levelParts(['02.0010'], ['01'], 10)).toEqual([{ part: '10', generated: true }]);
    expect(levelParts([null, 'A'], [], 1)).toEqual([
      { part: '1', generated: true },
      { part: 'A', generated: false },
    ]);
  });
});

describe('breakdownOfParts', () => {
  it('derives lengths and digits from the parts: 01.02.0030 -> 2, 2, 4', () => {
    const levels = [
      [{ part: '01', generated: false }],
      [{ part: '02', generated: false }],
      [
        { part: '0030', generated: false },
        { part: '40', generated: true },
      ],
    ];
    expect(breakdownOfParts(levels).map((l) => [l.type, l.length, l.numeric])).toEqual([
      ['BoQLevel', 2, true],
      ['BoQLevel', 2, true],
      ['Item', 4, true],
    ]);
    expect(
      breakdownOfParts([[{ part: '1', generated: false }], [{ part: 'A1', generated: false }]]),
    ).toMatchObject([
      { type: 'BoQLevel', length: 1, numeric: true },
      { type: 'Item', length: 2, numeric: false },
    ]);
    expect(breakdownOfParts([[{ part: '10', generated: true }]])).toMatchObject([
      { type: 'Item', length: 4 },
    ]);
  });
});
