/**
 * The unit price of a catalog position with variant options chosen.
 *
 * Order of operations:
 * 1. Resolve the selection (resolveSelection): chosen options, defaults for the other groups.
 * 2. Effective calculation: the base components with every selected replaceComponents effect applied (the
 *    replaced components removed, the option's components inserted where the first of them stood).
 * 3. base = override ?? exact net of the effective calculation (not rounded: rounding happens once, in step 5).
 * 4. Percent effects are added up, not compounded: +10 % and +5 % make +15 % of the base, never 1.10 × 1.05.
 *    Per-unit effects are added up as well, and apply after the percent: a per-unit surcharge (e.g. 12.00 € for
 *    a special handle) is a fixed amount that a percent option must not scale.
 * 5. unitPrice = base × (1 + percentTotal / 100) + perUnitTotal, rounded half away from zero to cents.
 *
 * An override is a manually fixed base price: it replaces the calculated net, so replaceComponents effects do
 * not change the price then (the sheet still shows the effective calculation, so the estimator can compare);
 * percent and per-unit effects still apply to the override.
 */

import { decimal, sum, toCanonical } from '@vendoc/money/decimal';
import { MONEY_PLACES } from '@vendoc/money/amounts';
import { calculateExact, type CalculationSheet } from './calculate';
import { exactOf, exactSum, exactTimes, exactToWire, roundExactToWire } from './exact';
import { resolveSelection, selectedOptions, VariantSelectionError, type SelectedGroup } from './selection';
import type { Calculation, CalculationComponent, PriceInputs, VariantOption, Variants } from './types';

/** The priced position: figures as wire strings. */
export interface OptionsPrice {
  /** Sheet of the effective calculation (replacements applied), also when the price is overridden. */
  sheet: CalculationSheet;
  /** The override, or the effective calculation's exact net. */
  base: string;
  /** Sum of the selected options' percent effects. */
  percentTotal: string;
  /** Sum of the selected options' per-unit effects (€ per unit of the position). */
  perUnitTotal: string;
  /** base × (1 + percentTotal / 100) + perUnitTotal, rounded to cents. */
  unitPrice: string;
  /** The selected options' non-empty text additions, in group order. */
  textAdditions: string[];
  selection: SelectedGroup[];
  overridden: boolean;
}

/**
 * Prices a position with the chosen options (defaults fill the other groups). `override`, when given, replaces
 * the calculated base price. Throws VariantSelectionError when the options cannot be combined (see
 * resolveSelection) and DecimalFormatError for a non-decimal string (validate the calculation and variants first).
 */
export function priceWithOptions(
  calculation: Calculation,
  variants: Variants,
  chosenOptionIds: readonly string[],
  inputs: PriceInputs,
  override?: string | null,
): OptionsPrice {
  const resolved = resolveSelection(variants, chosenOptionIds);
  if (!resolved.ok) throw new VariantSelectionError(resolved.errors);
  const options = selectedOptions(variants, resolved.selection);
  const { sheet, net } = calculateExact(effectiveCalculation(calculation, options), inputs);
  const overridden = override != null;
  const base = override != null ? exactOf(override) : net;
  const percentTotal = sum(
    options.flatMap((option) => (option.effect.kind === 'percent' ? [option.effect.percent] : [])),
  );
  const perUnitTotal = sum(
    options.flatMap((option) => (option.effect.kind === 'perUnit' ? [option.effect.amount] : [])),
  );
  const price = exactSum([
    exactTimes(base, decimal('1').plus(percentTotal.dividedBy(100))),
    exactOf(perUnitTotal),
  ]);
  return {
    sheet,
    base: exactToWire(base, MONEY_PLACES),
    percentTotal: toCanonical(percentTotal),
    perUnitTotal: toCanonical(perUnitTotal, MONEY_PLACES),
    unitPrice: roundExactToWire(price, MONEY_PLACES),
    textAdditions: options.map((option) => option.textAddition).filter((text) => text.trim() !== ''),
    selection: resolved.selection,
    overridden,
  };
}

/**
 * The calculation with the options' replaceComponents effects applied: replaced components removed, each
 * option's components inserted where the first component it replaces stood (appended when it replaces none).
 * A component replaced by two options is removed once and both replacements are added (validateVariants only
 * allows that for options that exclude each other, so it cannot happen with a valid selection).
 */
export function effectiveCalculation(
  calculation: Calculation,
  options: readonly VariantOption[],
): Calculation {
  const replacements = options.flatMap((option) =>
    option.effect.kind === 'replaceComponents' ? [option.effect] : [],
  );
  const inserted = new Set<(typeof replacements)[number]>();
  const components: CalculationComponent[] = [];
  for (const component of calculation.components) {
    const replacing = replacements.filter((effect) => effect.replaces.includes(component.id));
    if (replacing.length === 0) {
      components.push(component);
      continue;
    }
    for (const effect of replacing) {
      if (inserted.has(effect)) continue;
      inserted.add(effect);
      components.push(...effect.components);
    }
  }
  for (const effect of replacements) if (!inserted.has(effect)) components.push(...effect.components);
  return { components, markups: calculation.markups };
}
