import { describe, expect, it } from 'vitest';
import { revisionIndex } from './plans.service';

describe('revisionIndex', () => {
  it('counts A to Z, then AA, AB … AZ, BA, like spreadsheet columns', () => {
    expect([1, 2, 26, 27, 28, 52, 53, 702, 703].map(revisionIndex)).toEqual([
      'A',
      'B',
      'Z',
      'AA',
      'AB',
      'AZ',
      'BA',
      'ZZ',
      'AAA',
    ]);
  });
});
