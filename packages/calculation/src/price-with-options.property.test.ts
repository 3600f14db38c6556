import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { priceWithOptions } from './price-with-options';
import { add, divide, fractionOf, multiply, referenceNet, toCents } from './test-support/reference-price';
import { windowCalculation, windowInputs, windowVariants } from './test-support/window-position';
import type { Calculation, VariantEffect, Variants } from './types';

const signedDecimal = (integerDigits: number, places: number) => {
  const max = 10n ** BigInt(integerDigits + places) - 1n;
  return fc.bigInt({ min: -max, max }).map((value) => {
    const digits = (value < 0n ? -value : value).toString().padStart(places + 1, '0');
    return `${value < 0n ? '-' : ''}${digits.slice(0, -places)}.${digits.slice(-places)}`;
  });
};

const arbitraryEffect: fc.Arbitrary<VariantEffect> = fc.oneof(
  signedDecimal(2, 2).map((percent) => ({ kind: 'percent' as const, percent })),
  signedDecimal(3, 2).map((amount) => ({ kind: 'perUnit' as const, amount })),
);

/** The window's variants with random effects on the colour and handle options, a random choice, maybe an override. */
const arbitraryCase = fc.record({
  effects: fc.array(arbitraryEffect, { minLength: 5, maxLength: 5 }),
  colour: fc.constantFrom(null, 'white', 'ral', 'anthracite'),
  glazing: fc.constantFrom(null, 'double', 'triple'),
  handle: fc.constantFrom(null, 'lockable', 'stainless'),
  override: fc.option(signedDecimal(4, 3), { nil: null }),
});

function withEffects(effects: VariantEffect[]): Variants {
  const variants = windowVariants();
  const [colour, , handle] = variants.groups;
  const adjustable = [...(colour?.options ?? []), ...(handle?.options ?? [])];
  adjustable.forEach((option, index) => (option.effect = effects[index] ?? { kind: 'none' }));
  // Drop the exclusion: anthracite and triple may meet here.
  return { ...variants, exclusions: [] };
}

describe('priceWithOptions: properties', () => {
  it('is base × (1 + Σ percent / 100) + Σ per unit in exact fractions, rounded once', () => {
    fc.assert(
      fc.property(arbitraryCase, ({ effects, colour, glazing, handle, override }) => {
        const variants = withEffects(effects);
        const chosen = [colour, glazing, handle].flatMap((id) => (id === null ? [] : [id]));
        const result = priceWithOptions(windowCalculation(), variants, chosen, windowInputs(), override);

        // Reference: the selected options by hand (defaults white and double), the effective calculation by hand.
        const selected: string[] = [
          colour ?? 'white',
          glazing ?? 'double',
          ...(handle === null ? [] : [handle]),
        ];
        const options = variants.groups
          .flatMap((group) => group.options)
          .filter((o) => selected.includes(o.id));
        const base: Calculation = windowCalculation();
        if (selected.includes('triple')) {
          base.components[1] = { id: 'glass-triple', kind: 'article', articleId: 'glass-3', quantity: '0.5' };
        }
        const baseFraction = override === null ? referenceNet(base, windowInputs()) : fractionOf(override);
        let percent = fractionOf('0');
        let perUnit = fractionOf('0');
        for (const { effect } of options) {
          if (effect.kind === 'percent') percent = add(percent, fractionOf(effect.percent));
          if (effect.kind === 'perUnit') perUnit = add(perUnit, fractionOf(effect.amount));
        }
        const factor = add(fractionOf('1'), divide(percent, 100n));
        expect(result.unitPrice).toBe(toCents(add(multiply(baseFraction, factor), perUnit)));
        expect(result.overridden).toBe(override !== null);
      }),
      { numRuns: 300 },
    );
  });
});
