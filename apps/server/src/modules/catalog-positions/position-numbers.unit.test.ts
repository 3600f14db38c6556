import { describe, expect, it } from 'vitest';
import { categoryPrefix, itemPart, nextPositionNumber, type NumberedCategory } from './position-numbers';

const categories = new Map<string, NumberedCategory>([
  ['walls', { id: 'walls', parentId: null, number: '01' }],
  ['metal', { id: 'metal', parentId: 'walls', number: '02' }],
  ['loose', { id: 'loose', parentId: 'walls', number: '' }],
]);

describe('categoryPrefix', () => {
  it('joins the numbers on the path, leaving out empty ones', () => {
    expect(categoryPrefix(categories, 'metal')).toBe('01.02');
    expect(categoryPrefix(categories, 'loose')).toBe('01');
    expect(categoryPrefix(categories, null)).toBe('');
    expect(categoryPrefix(categories, 'unknown')).toBe('');
  });
});

describe('nextPositionNumber', () => {
  it('starts at 0010 and continues after the highest item part in steps of 10', () => {
    expect(nextPositionNumber('01.02', [])).toBe('01.02.0010');
    expect(nextPositionNumber('01.02', ['01.02.0010', '01.02.0020'])).toBe('01.02.0030');
    expect(nextPositionNumber('01.02', ['01.02.0010', '01.02.0035'])).toBe('01.02.0040');
    expect(nextPositionNumber('', ['0010', '0090'])).toBe('0100');
  });

  it('ignores deeper numbers, other prefixes and non-numeric parts', () => {
    const existing = ['01.0010', '01.02.0500', '011.0900', '01.A17', '01.0020.1'];
    expect(nextPositionNumber('01', existing)).toBe('01.0020');
  });

  it('keeps a wider numbering and does not overflow', () => {
    expect(nextPositionNumber('3', ['3.00010'])).toBe('3.00020');
    expect(nextPositionNumber('', ['9990'])).toBe('10000');
    expect(nextPositionNumber('', ['99999999999999999990'])).toBe('100000000000000000000');
  });
});

describe('itemPart', () => {
  it('is the rest after the category prefix, else the last part', () => {
    expect(itemPart('01.02.0010', '01.02')).toBe('0010');
    expect(itemPart('01.02.0010.1', '01.02')).toBe('0010.1');
    expect(itemPart('A-17', '01')).toBe('A-17');
    expect(itemPart('05.0010', '01')).toBe('0010');
    expect(itemPart('05.0010', '')).toBe('05.0010');
  });
});
