import { describe, expect, it } from 'vitest';
import { windowCalculation, windowVariants } from './test-support/window-position';
import type { VariantOption, Variants } from './types';
import { validateVariants } from './validate-variants';

const option = (id: string, overrides: Partial<VariantOption> = {}): VariantOption => ({
  id,
  name: id.toUpperCase(),
  textAddition: '',
  effect: { kind: 'none' },
  isDefault: false,
  ...overrides,
});

const codesAndPaths = (variants: Variants) =>
  validateVariants(variants, windowCalculation()).map(({ code, path }) => ({ code, path }));

describe('validateVariants', () => {
  it('accepts the window variants and no variants at all', () => {
    expect(validateVariants(windowVariants(), windowCalculation())).toEqual([]);
    expect(validateVariants({ groups: [], exclusions: [] }, windowCalculation())).toEqual([]);
  });

  it('requires options in every group and at most one default', () => {
    const variants: Variants = {
      groups: [
        { id: 'g1', name: 'Farbe', options: [] },
        {
          id: 'g2',
          name: 'Griff',
          options: [option('a', { isDefault: true }), option('b', { isDefault: true }), option('c')],
        },
      ],
      exclusions: [],
    };
    expect(validateVariants(variants, windowCalculation())).toEqual([
      {
        path: 'groups.0.options',
        code: 'emptyGroup',
        message: 'Die Gruppe „Farbe“ hat keine Optionen',
        params: { group: 'g1' },
      },
      {
        path: 'groups.1.options.1.isDefault',
        code: 'severalDefaults',
        message: 'In der Gruppe „Griff“ ist mehr als eine Option als Vorgabe markiert',
        params: { group: 'g2' },
      },
    ]);
  });

  it('requires unique group ids and option ids unique across groups', () => {
    const variants: Variants = {
      groups: [
        { id: 'g', name: 'A', options: [option('x'), option('y')] },
        { id: 'g', name: 'B', options: [option('x')] },
      ],
      exclusions: [],
    };
    expect(validateVariants(variants, windowCalculation())).toEqual([
      {
        path: 'groups.1.id',
        code: 'duplicateGroupId',
        message: 'Die Gruppen-ID „g“ kommt mehrfach vor',
        params: { id: 'g' },
      },
      {
        path: 'groups.1.options.0.id',
        code: 'duplicateOptionId',
        message: 'Die Options-ID „x“ kommt mehrfach vor',
        params: { id: 'x' },
      },
    ]);
  });

  it('checks exclusions: known options, of different groups, not two defaults', () => {
    const variants = windowVariants();
    variants.exclusions.push(
      ['ral', 'gold'],
      ['ral', 'anthracite'],
      ['white', 'double'],
      ['ral', 'lockable'],
    );
    expect(validateVariants(variants, windowCalculation())).toEqual([
      {
        path: 'exclusions.1.1',
        code: 'unknownOption',
        message: 'Die Option „gold“ gibt es nicht',
        params: { optionId: 'gold' },
      },
      {
        path: 'exclusions.2',
        code: 'exclusionInOneGroup',
        message:
          '„RAL nach Wahl“ und „Anthrazit“ gehören zur selben Gruppe „Farbe“ und schließen sich ohnehin aus',
        params: { first: 'ral', second: 'anthracite' },
      },
      {
        path: 'exclusions.3',
        code: 'exclusionOfDefaults',
        message: '„Weiß“ und „2-fach“ sind beide Vorgabe und dürfen sich nicht ausschließen',
        params: { first: 'white', second: 'double' },
      },
    ]);
  });

  it('checks the numbers of percent and per-unit effects', () => {
    const variants: Variants = {
      groups: [
        {
          id: 'g',
          name: 'G',
          options: [
            option('p', { effect: { kind: 'percent', percent: '8%' } }),
            option('u', { effect: { kind: 'perUnit', amount: '12,00' } }),
            option('n', { effect: { kind: 'perUnit', amount: '-12.00' } }),
          ],
        },
      ],
      exclusions: [],
    };
    expect(codesAndPaths(variants)).toEqual([
      { code: 'notDecimal', path: 'groups.0.options.0.effect.percent' },
      { code: 'notDecimal', path: 'groups.0.options.1.effect.amount' },
    ]);
  });

  it('requires replaced components to exist and added components to be valid with fresh ids', () => {
    const variants: Variants = {
      groups: [
        {
          id: 'g',
          name: 'G',
          options: [
            option('r', {
              effect: {
                kind: 'replaceComponents',
                replaces: ['glass', 'shutter'],
                components: [
                  // Taking the id of the component it replaces is fine; of one left in place is not.
                  { id: 'glass', kind: 'article', articleId: 'glass-3', quantity: '0.5' },
                  { id: 'frame', kind: 'article', articleId: 'frame-alu', quantity: '1' },
                  { id: 'extra', kind: 'labour', wageRateId: 'fitter', minutes: '-10' },
                  { id: 'extra', kind: 'equipment', description: 'Kran', quantity: '1', unitCost: 'x' },
                ],
              },
            }),
          ],
        },
      ],
      exclusions: [],
    };
    expect(codesAndPaths(variants)).toEqual([
      { code: 'unknownComponent', path: 'groups.0.options.0.effect.replaces.1' },
      { code: 'duplicateComponentId', path: 'groups.0.options.0.effect.components.1.id' },
      { code: 'negative', path: 'groups.0.options.0.effect.components.2.minutes' },
      { code: 'duplicateComponentId', path: 'groups.0.options.0.effect.components.3.id' },
      { code: 'notDecimal', path: 'groups.0.options.0.effect.components.3.unitCost' },
    ]);
    expect(validateVariants(variants, windowCalculation())[0]?.message).toBe(
      'Die Komponente „shutter“ gibt es nicht',
    );
  });

  it('lets options of one group share replacements, but not options of groups that can be combined', () => {
    const replacing = (id: string, componentId: string): VariantOption =>
      option(id, {
        effect: {
          kind: 'replaceComponents',
          replaces: ['glass'],
          components: [{ id: componentId, kind: 'article', articleId: 'glass-3', quantity: '0.5' }],
        },
      });
    const variants: Variants = {
      groups: [
        {
          id: 'glazing',
          name: 'Verglasung',
          options: [replacing('triple', 'new-glass'), replacing('safety', 'new-glass')],
        },
        { id: 'sound', name: 'Schallschutz', options: [replacing('ssk3', 'new-glass')] },
      ],
      exclusions: [],
    };
    expect(codesAndPaths(variants)).toEqual([
      { code: 'componentReplacedTwice', path: 'groups.0.options.0.effect.replaces.0' },
      { code: 'duplicateComponentId', path: 'groups.0.options.0.effect.components.0.id' },
      { code: 'componentReplacedTwice', path: 'groups.0.options.1.effect.replaces.0' },
      { code: 'duplicateComponentId', path: 'groups.0.options.1.effect.components.0.id' },
      { code: 'componentReplacedTwice', path: 'groups.1.options.0.effect.replaces.0' },
      { code: 'duplicateComponentId', path: 'groups.1.options.0.effect.components.0.id' },
    ]);
    expect(validateVariants(variants, windowCalculation())[0]?.message).toBe(
      'Die Komponente „glass“ wird auch von „SSK3“ ersetzt: die beiden Optionen müssen sich ausschließen',
    );
    // Excluding the sound option from both glazings makes them never meet.
    variants.exclusions.push(['ssk3', 'triple'], ['safety', 'ssk3']);
    expect(codesAndPaths(variants)).toEqual([]);
  });
});
