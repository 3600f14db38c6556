import { describe, expect, it } from 'vitest';
import { effectiveCalculation, priceWithOptions } from './price-with-options';
import { VariantSelectionError } from './selection';
import { windowCalculation, windowInputs, windowVariants } from './test-support/window-position';
import type { Variants } from './types';

const price = (chosen: string[], override?: string | null, variants: Variants = windowVariants()) =>
  priceWithOptions(windowCalculation(), variants, chosen, windowInputs(), override);

describe('priceWithOptions', () => {
  it('prices the defaults alone like the base calculation', () => {
    const result = price([]);
    expect(result).toMatchObject({
      base: '468.625',
      percentTotal: '0',
      perUnitTotal: '0.00',
      unitPrice: '468.63',
      textAdditions: ['Farbe: Weiß', 'Verglasung: 2-fach Isolierglas'],
      overridden: false,
    });
    expect(result.selection).toEqual([
      { groupId: 'colour', optionId: 'white', source: 'default' },
      { groupId: 'glazing', optionId: 'double', source: 'default' },
      { groupId: 'handle', optionId: null, source: 'none' },
    ]);
    expect(result.sheet.net).toBe('468.625');
  });

  it('replaces components, then adds percent and per-unit effects', () => {
    // Material 250.00 + 0.5 × 7200.00 / 100 = 286.00, + 15 % = 328.90; net 328.90 + 105.30 + 13.20 + 36.75 = 484.15.
    // 484.15 × 1.08 = 522.882, + 12.00 = 534.882 -> 534.88.
    const result = price(['triple', 'ral', 'lockable']);
    expect(result.sheet.lines.map((line) => line.componentId)).toEqual([
      'frame',
      'glass-triple',
      'fitting',
      'platform',
      'disposal',
    ]);
    expect(result.sheet.lines[1]).toMatchObject({ label: 'Wärmeschutzglas 3-fach', cost: '36.00' });
    expect(result).toMatchObject({
      base: '484.15',
      percentTotal: '8',
      perUnitTotal: '12.00',
      unitPrice: '534.88',
      textAdditions: ['Farbe: RAL nach Wahl', 'Verglasung: 3-fach Wärmeschutzglas', 'Griff abschließbar'],
      overridden: false,
    });
  });

  it('adds percents up instead of compounding them', () => {
    // 468.625 × (1 + (8 + 2) / 100) = 515.4875 -> 515.49 (compounded, 1.08 × 1.02, it would be 516.24).
    const result = price(['ral', 'stainless']);
    expect(result.percentTotal).toBe('10');
    expect(result.unitPrice).toBe('515.49');
    // The stainless handle has no text addition, so it adds none.
    expect(result.textAdditions).toEqual(['Farbe: RAL nach Wahl', 'Verglasung: 2-fach Isolierglas']);
  });

  it('applies a per-unit amount after the percent, unscaled', () => {
    // 468.625 × 1.02 = 477.9975; + 25.00 = 502.9975 -> 503.00 (scaled it would be (468.625 + 25) × 1.02).
    expect(price(['anthracite', 'stainless']).unitPrice).toBe('503.00');
  });

  it('handles negative effects', () => {
    const variants = windowVariants();
    variants.groups[2]?.options.push({
      id: 'rebate',
      name: 'Nachlass',
      textAddition: '',
      effect: { kind: 'percent', percent: '-10' },
      isDefault: false,
    });
    variants.groups.push({
      id: 'reuse',
      name: 'Wiederverwendung',
      options: [
        {
          id: 'keep-sill',
          name: 'Fensterbank bleibt',
          textAddition: '',
          effect: { kind: 'perUnit', amount: '-5.50' },
          isDefault: false,
        },
      ],
    });
    // 468.625 × 0.9 = 421.7625, − 5.50 = 416.2625 -> 416.26.
    expect(price(['rebate', 'keep-sill'], null, variants)).toMatchObject({
      percentTotal: '-10',
      perUnitTotal: '-5.50',
      unitPrice: '416.26',
    });
  });

  it('prices an override with percent and per-unit effects, but without replacements', () => {
    // 500.00 × 1.08 + 12.00 = 552.00, whatever the triple glazing costs.
    const result = price(['triple', 'ral', 'lockable'], '500.00');
    expect(result).toMatchObject({ base: '500.00', unitPrice: '552.00', overridden: true });
    // The sheet still shows the effective calculation for comparison.
    expect(result.sheet.net).toBe('484.15');
    expect(result.sheet.lines[1]?.componentId).toBe('glass-triple');
    expect(price(['triple'], '500.00').unitPrice).toBe(price([], '500.00').unitPrice);
  });

  it('treats a null override as none', () => {
    expect(price(['ral'], null)).toMatchObject({ overridden: false, base: '468.625' });
  });

  it('throws the selection errors for options that cannot be combined', () => {
    let caught: unknown;
    try {
      price(['anthracite', 'triple']);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(VariantSelectionError);
    expect((caught as VariantSelectionError).errors).toEqual([
      expect.objectContaining({
        code: 'excludedPair',
        message: '„Anthrazit“ und „3-fach“ schließen sich aus',
      }),
    ]);
  });
});

describe('effectiveCalculation', () => {
  it('inserts replacements where the first replaced component stood and appends pure additions', () => {
    const calculation = windowCalculation();
    const effective = effectiveCalculation(calculation, [
      {
        id: 'big',
        name: 'groß',
        textAddition: '',
        isDefault: false,
        effect: {
          kind: 'replaceComponents',
          replaces: ['platform', 'glass'],
          components: [{ id: 'glass-big', kind: 'article', articleId: 'glass-2', quantity: '0.8' }],
        },
      },
      {
        id: 'sill',
        name: 'Fensterbank',
        textAddition: '',
        isDefault: false,
        effect: {
          kind: 'replaceComponents',
          replaces: [],
          components: [{ id: 'sill', kind: 'article', articleId: 'sill-alu', quantity: '1' }],
        },
      },
    ]);
    expect(effective.components.map((component) => component.id)).toEqual([
      'frame',
      'glass-big',
      'fitting',
      'disposal',
      'sill',
    ]);
    expect(effective.markups).toBe(calculation.markups);
    expect(calculation.components).toHaveLength(5);
  });
});
