import { describe, expect, it } from 'vitest';
import { germanToDecimalString } from './german-decimal';

describe('German decimal input', () => {
  it.each([
    ['58,50', '58.50'],
    ['1.234,5', '1234.5'],
    ['1.234.567,89', '1234567.89'],
    ['1.234', '1234'],
    ['19', '19'],
    ['19.5', '19.5'],
    [' 7,', '7'],
    [',5', '0.5'],
    ['-3,25', '-3.25'],
  ])('reads %j as %j', (input, expected) => {
    expect(germanToDecimalString(input)).toBe(expected);
  });

  it('leaves text that is no number for the schema to reject', () => {
    expect(germanToDecimalString(' zwölf ')).toBe('zwölf');
    expect(germanToDecimalString('1,2,3')).toBe('1,2,3');
  });
});
