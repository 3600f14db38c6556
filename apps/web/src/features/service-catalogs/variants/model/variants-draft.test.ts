import { describe, expect, it } from 'vitest';
import { windowWithVariants } from '../../positions/testing/catalog-fixtures';
import {
  readVariantsDraft,
  variantFieldPath,
  variantsToDraft,
  type VariantsFormValues,
} from './variants-draft';

const position = windowWithVariants();
const labels = new Map([['frame', 'Fensterelement Kunststoff']]);

function draft(): VariantsFormValues {
  return variantsToDraft(position.variants);
}

describe('variants draft', () => {
  it('reads the saved variants back unchanged', () => {
    const read = readVariantsDraft(draft(), position.calculation, labels);
    expect(read.issues).toEqual([]);
    expect(read.variants).toEqual(position.variants);
  });

  it('reads German numbers of price effects and reports bad ones at their fields', () => {
    const values = draft();
    const anthracite = values.groups[0]?.options[1];
    const ornament = values.groups[1]?.options[2];
    if (!anthracite || !ornament) throw new Error('fixture changed');
    anthracite.effect.percent = '-2,5';
    ornament.effect.amount = '12.50';
    const read = readVariantsDraft(values, position.calculation, labels);
    expect(read.issues).toEqual([{ path: 'groups.1.options.2.effect.amount', problem: 'invalid', scale: 4 }]);

    ornament.effect.amount = '12,50';
    const fixed = readVariantsDraft(values, position.calculation, labels);
    expect(fixed.issues).toEqual([]);
    expect(fixed.variants.groups[0]?.options[1]?.effect).toEqual({ kind: 'percent', percent: '-2.5' });
    expect(fixed.variants.groups[1]?.options[2]?.effect).toEqual({ kind: 'perUnit', amount: '12.5' });
  });

  it('applies the calculation package’s rules and names options in them', () => {
    const values = draft();
    values.exclusions.push({ first: 'o-white', second: 'o-double' });
    const white = values.groups[0]?.options[0];
    const anthracite = values.groups[0]?.options[1];
    if (!white || !anthracite) throw new Error('fixture changed');
    anthracite.isDefault = true;
    const read = readVariantsDraft(values, position.calculation, labels);
    expect(read.issues.map((issue) => [issue.path, issue.code])).toEqual([
      ['groups.0.options.1.isDefault', 'severalDefaults'],
      ['exclusions.1.second', 'exclusionOfDefaults'],
    ]);
    expect(read.nameOf('o-double')).toBe('2-fach');
    expect(read.nameOf('frame')).toBe('Fensterelement Kunststoff');
  });

  it('finds the editor field of a server path', () => {
    expect(variantFieldPath('variants.groups.1.options.0.name')).toBe('groups.1.options.0.name');
    expect(variantFieldPath('variants.exclusions.3')).toBe('exclusions.3.second');
    expect(variantFieldPath('exclusions.3.0')).toBe('exclusions.3.first');
    expect(variantFieldPath('variants.groups.1.options.1.effect.replaces.0')).toBe(
      'groups.1.options.1.effect.replaces',
    );
  });
});
