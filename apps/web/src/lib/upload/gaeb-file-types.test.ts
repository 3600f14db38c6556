import { describe, expect, it } from 'vitest';
import { gaebAccept } from './gaeb-file-types';

describe('gaebAccept', () => {
  it('offers DA XML, GAEB 2000 and GAEB 90 names of the phases in both cases, and .xml', () => {
    expect(gaebAccept(['81', '83']).split(',')).toEqual([
      '.x81',
      '.X81',
      '.x83',
      '.X83',
      '.p81',
      '.P81',
      '.p83',
      '.P83',
      '.d81',
      '.D81',
      '.d83',
      '.D83',
      '.xml',
      '.XML',
    ]);
  });
});
