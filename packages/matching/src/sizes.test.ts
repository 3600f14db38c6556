import { describe, expect, it } from 'vitest';
import { normalizeForMatching } from './normalize';
import { numbersFound, textNumbers } from './sizes';

const numbers = (text: string) => textNumbers(normalizeForMatching(text));

describe('textNumbers', () => {
  it('reads numbers with their length in millimetres', () => {
    expect(numbers('Wanddicke 100 mm, CW 50')).toEqual([
      { value: 100, mm: 100 },
      { value: 50, mm: null },
    ]);
    expect(numbers('Dicke 17,5 cm')).toEqual([{ value: 17.5, mm: 175 }]);
    expect(numbers('BxH 1,01 x 2,26 m')).toEqual([
      { value: 1.01, mm: 1010 },
      { value: 2.26, mm: 2260 },
    ]);
  });

  it('leaves numbers inside words alone (T30, B500A, Ev2)', () => {
    expect(numbers('Stahltür T30, Betonstahl B500A, Ev2')).toEqual([]);
  });
});

describe('numbersFound', () => {
  it('finds sizes written in other units', () => {
    const catalog = numbers('Kunststoff-Fenstertür 1010 x 2260 mm');
    expect(numbersFound(catalog, numbers('Fenstertür BxH 1,01 x 2,26 m'))).toBe(1);
    expect(numbersFound(catalog, numbers('Fenstertür 1,135 x 2,26 m'))).toBe(0.5);
  });

  it('counts each wanted number once and has no opinion without any', () => {
    expect(numbersFound(numbers('Fliesen 60x60 cm'), numbers('Fliesen 60 x 60'))).toBe(1);
    expect(numbersFound(numbers('Fliesen 30x60 cm'), numbers('Fliesen 60 x 60'))).toBe(0.5);
    expect(numbersFound(numbers('Fliesen'), numbers('Fliesen 60 x 60'))).toBeNull();
  });
});
