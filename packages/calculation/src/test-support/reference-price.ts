import type { Calculation, CalculationComponent, CostType, PriceInputs } from '../types';

/**
 * An independent reference for the property tests: the same calculation in exact fractions of BigInts, with no
 * decimal.js and none of the package's code. Every decimal string n.ddd becomes nddd / 10^3.
 */
export interface Fraction {
  numerator: bigint;
  denominator: bigint;
}

const WIRE = /^([+-]?)(\d*)(?:\.(\d*))?$/;

/** The fraction of a wire decimal string ("-12.345" -> -12345 / 1000). */
export function fractionOf(text: string): Fraction {
  const match = WIRE.exec(text);
  if (match === null) throw new Error(`not a decimal: ${text}`);
  const [, sign = '', integer = '', fraction = ''] = match;
  const magnitude = BigInt(`${integer}${fraction}` || '0');
  return { numerator: sign === '-' ? -magnitude : magnitude, denominator: 10n ** BigInt(fraction.length) };
}

export function add(a: Fraction, b: Fraction): Fraction {
  return {
    numerator: a.numerator * b.denominator + b.numerator * a.denominator,
    denominator: a.denominator * b.denominator,
  };
}

export function multiply(a: Fraction, b: Fraction): Fraction {
  return { numerator: a.numerator * b.numerator, denominator: a.denominator * b.denominator };
}

export function divide(a: Fraction, divisor: bigint): Fraction {
  return { numerator: a.numerator, denominator: a.denominator * divisor };
}

export function fractionsEqual(a: Fraction, b: Fraction): boolean {
  return a.numerator * b.denominator === b.numerator * a.denominator;
}

const ZERO: Fraction = { numerator: 0n, denominator: 1n };

/** Cents, rounded half away from zero, as a wire string with two decimals ("-0.00" never occurs). */
export function toCents(value: Fraction): string {
  const negative = value.numerator < 0n;
  const magnitude = negative ? -value.numerator : value.numerator;
  const cents = (2n * magnitude * 100n + value.denominator) / (2n * value.denominator);
  const text = `${cents / 100n}.${(cents % 100n).toString().padStart(2, '0')}`;
  return negative && cents !== 0n ? `-${text}` : text;
}

/** What a component costs, or zero when its article, price or wage rate is missing. */
export function referenceCost(component: CalculationComponent, inputs: PriceInputs): Fraction {
  switch (component.kind) {
    case 'article': {
      const article = inputs.articles.get(component.articleId);
      if (article === undefined || article.purchasePrice === null) return ZERO;
      if (!['1', '10', '100', '1000'].includes(article.priceUnit)) return ZERO;
      const perUnit = divide(fractionOf(article.purchasePrice), BigInt(article.priceUnit));
      return multiply(fractionOf(component.quantity), perUnit);
    }
    case 'labour': {
      const wageRate = inputs.wageRates.get(component.wageRateId);
      if (wageRate === undefined) return ZERO;
      return divide(multiply(fractionOf(component.minutes), fractionOf(wageRate.hourlyRate)), 60n);
    }
    case 'equipment':
    case 'subcontractor':
      return multiply(fractionOf(component.quantity), fractionOf(component.unitCost));
  }
}

const COST_TYPE_OF: Record<CalculationComponent['kind'], CostType> = {
  article: 'material',
  labour: 'labour',
  equipment: 'equipment',
  subcontractor: 'subcontractor',
};

/** The factor 1 + markup / 100 of a cost type. */
export function markupFactor(calculation: Calculation, costType: CostType): Fraction {
  return add({ numerator: 1n, denominator: 1n }, divide(fractionOf(calculation.markups[costType]), 100n));
}

/** The exact net: each component's cost times its cost type's markup factor, summed. */
export function referenceNet(calculation: Calculation, inputs: PriceInputs): Fraction {
  return calculation.components.reduce(
    (net, component) =>
      add(
        net,
        multiply(referenceCost(component, inputs), markupFactor(calculation, COST_TYPE_OF[component.kind])),
      ),
    ZERO,
  );
}

/** The kind's cost type (kept here so the reference does not use the package's costTypeOf). */
export function referenceCostType(component: CalculationComponent): CostType {
  return COST_TYPE_OF[component.kind];
}
