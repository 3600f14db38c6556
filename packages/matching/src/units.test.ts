import { describe, expect, it } from 'vitest';
import { canonicalUnit, isCompatible, unitFit } from './units';

describe('canonicalUnit', () => {
  it('knows the spellings of tenders and catalogs', () => {
    for (const unit of ['m2', 'm²', 'qm', 'QM', ' m2 ']) expect(canonicalUnit(unit)?.code).toBe('m2');
    for (const unit of ['m', 'lfm', 'lfdm', 'lfd. m']) expect(canonicalUnit(unit)?.code).toBe('m');
    for (const unit of ['m3', 'm³', 'cbm']) expect(canonicalUnit(unit)?.code).toBe('m3');
    for (const unit of ['St', 'Stk', 'Stck', 'Stück', 'St.']) expect(canonicalUnit(unit)?.code).toBe('st');
    for (const unit of ['psch', 'pausch', 'PA']) expect(canonicalUnit(unit)?.code).toBe('psch');
    for (const unit of ['h', 'Std', 'Std.']) expect(canonicalUnit(unit)?.code).toBe('h');
    for (const unit of ['Wo', 'Wo.']) expect(canonicalUnit(unit)?.code).toBe('wo');
    expect(canonicalUnit('m2Wo')).toEqual({ code: 'm2wo', dimension: 'areaTime' });
  });

  it('answers null for nothing and for the unknown', () => {
    expect(canonicalUnit(null)).toBeNull();
    expect(canonicalUnit('')).toBeNull();
    expect(canonicalUnit('Fass')).toBeNull();
  });
});

describe('unitFit', () => {
  it('tells the same unit, a convertible one and another quantity apart', () => {
    expect(unitFit('m²', 'm2')).toBe('same');
    expect(unitFit('Stck', 'Stk')).toBe('same');
    expect(unitFit('t', 'kg')).toBe('convertible');
    expect(unitFit('Std', 'Wo')).toBe('convertible');
    expect(unitFit('St', 'm')).toBe('different');
    expect(unitFit('m2', 'm3')).toBe('different');
    expect(unitFit('m2', 'm2Wo')).toBe('different');
  });

  it('has no opinion without a tender unit, and compares unknown units by spelling', () => {
    expect(unitFit(null, 'm2')).toBe('unknown');
    expect(unitFit('', 'm2')).toBe('unknown');
    expect(unitFit('Fass', 'fass')).toBe('same');
    expect(unitFit('Fass', 'm2')).toBe('unknown');
  });

  it('counts only another quantity as incompatible', () => {
    expect(isCompatible('same')).toBe(true);
    expect(isCompatible('convertible')).toBe(true);
    expect(isCompatible('unknown')).toBe(true);
    expect(isCompatible('different')).toBe(false);
  });
});
