import { describe, expect, it } from 'vitest';
import { labourShareProblem } from './labour-share';

describe('labourShareProblem', () => {
  it('takes a labour share from 0 up to the unit price', () => {
    expect(labourShareProblem('0', '1250.5')).toBeNull();
    expect(labourShareProblem('800.25', '1250.5')).toBeNull();
    expect(labourShareProblem('1250.500', '1250.5')).toBeNull();
    expect(labourShareProblem('-0', '10')).toBeNull();
  });

  it('refuses a labour share above the unit price, compared as decimals', () => {
    expect(labourShareProblem('1250.501', '1250.5')).toBe('aboveUnitPrice');
    expect(labourShareProblem('9', '10')).toBeNull();
    expect(labourShareProblem('10', '9')).toBe('aboveUnitPrice');
  });

  it('refuses a negative labour share', () => {
    expect(labourShareProblem('-0.50', '10')).toBe('negative');
  });

  it('leaves no room for a labour share on a credit line (negative unit price)', () => {
    expect(labourShareProblem('1', '-5')).toBe('aboveUnitPrice');
    expect(labourShareProblem('0', '-5')).toBeNull();
  });

  it('has nothing to say while either value is missing', () => {
    expect(labourShareProblem(null, '10')).toBeNull();
    expect(labourShareProblem('10', null)).toBeNull();
  });
});
