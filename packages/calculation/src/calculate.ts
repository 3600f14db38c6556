/**
 * The calculation sheet (Kalkulationsblatt) of a catalog position: what one unit of the position costs.
 *
 * Order of operations, all exact (see exact.ts for labour's thirds):
 * 1. Each component line: article quantity × purchase price / price unit; labour minutes × hourly rate / 60;
 *    equipment and subcontractor quantity × unit cost.
 * 2. Per cost type: cost = sum of its lines, markup amount = cost × markup % / 100, total = cost + markup amount.
 * 3. net = sum of the four totals; unitPrice = net rounded half away from zero to cents (it goes on offers).
 * Nothing is rounded before step 3, so the order of the components never changes the price.
 *
 * A line whose article or wage rate is unknown, or whose article has no usable purchase price, costs 0, names
 * its problem, and makes the sheet incomplete: the estimator sees which price is missing instead of a wrong total.
 */

import { decimal, toCanonical, tryParseDecimal } from '@vendoc/money/decimal';
import { MONEY_PLACES } from '@vendoc/money/amounts';
import {
  exactOf,
  exactQuotient,
  exactSum,
  exactTimes,
  exactToWire,
  roundExactToWire,
  type ExactAmount,
} from './exact';
import {
  COST_TYPES,
  type Calculation,
  type CalculationComponent,
  type ComponentKind,
  type CostType,
  type PriceInputs,
} from './types';

/** Why a line could not be priced. `missingPrice`: no purchase price, or a price unit that is not 1, 10, 100… */
export type LineProblem = 'missingArticle' | 'missingWageRate' | 'missingPrice';

/** One component on the sheet: cost = quantity × unitCost / per, as wire strings. */
export interface CalculationLine {
  componentId: string;
  kind: ComponentKind;
  costType: CostType;
  /** The article's or wage rate's label (its id when it has none or is unknown), or the description. */
  label: string;
  /** The article's unit; labour quantities are minutes, equipment and subcontractor have no unit. */
  unit: string | null;
  /** Article/equipment/subcontractor quantity, or labour minutes. */
  quantity: string;
  /** Purchase price, hourly rate or unit cost; null when the line has a problem. */
  unitCost: string | null;
  /** The divisor: the article's price unit (price per 100 m), 60 for labour (minutes at a rate per hour), else 1. */
  per: string;
  cost: string;
  note: string | null;
  problem: LineProblem | null;
}

/** Cost, markup and total of one cost type. */
export interface CostTypeTotals {
  cost: string;
  markupPercent: string;
  markupAmount: string;
  total: string;
}

/** The whole sheet. Figures are exact wire strings (a repeating decimal, from labour only, to 10 places). */
export interface CalculationSheet {
  lines: CalculationLine[];
  costTypes: Record<CostType, CostTypeTotals>;
  /** Exact sum of the cost type totals. */
  net: string;
  /** net rounded half away from zero to cents. */
  unitPrice: string;
  /** False when any line has a problem (and so costs 0). */
  complete: boolean;
}

/** The sheet plus its exact net, for callers that compute on with it (variants) without rounding it first. */
export interface ExactCalculationResult {
  sheet: CalculationSheet;
  net: ExactAmount;
}

/** The cost type a component is counted under. */
export function costTypeOf(component: CalculationComponent): CostType {
  return component.kind === 'article' ? 'material' : component.kind;
}

/** Calculates the sheet of a position. Throws DecimalFormatError for a non-decimal string (validate first). */
export function calculate(calculation: Calculation, inputs: PriceInputs): CalculationSheet {
  return calculateExact(calculation, inputs).sheet;
}

/** Like calculate, but also returns the exact net (a repeating decimal cannot be given exactly as a string). */
export function calculateExact(calculation: Calculation, inputs: PriceInputs): ExactCalculationResult {
  const priced = calculation.components.map((component) => priceComponent(component, inputs));
  const totals = COST_TYPES.map((costType) => {
    const cost = exactSum(priced.filter((line) => line.costType === costType).map((line) => line.cost));
    const markupPercent = decimal(calculation.markups[costType]);
    const markupAmount = exactTimes(cost, markupPercent.dividedBy(100));
    const total = exactSum([cost, markupAmount]);
    const wire: CostTypeTotals = {
      cost: exactToWire(cost, MONEY_PLACES),
      markupPercent: toCanonical(markupPercent),
      markupAmount: exactToWire(markupAmount, MONEY_PLACES),
      total: exactToWire(total, MONEY_PLACES),
    };
    return { costType, total, wire };
  });
  const net = exactSum(totals.map((entry) => entry.total));
  const sheet: CalculationSheet = {
    lines: priced.map((line) => ({ ...line, cost: exactToWire(line.cost, MONEY_PLACES) })),
    costTypes: Object.fromEntries(totals.map((entry) => [entry.costType, entry.wire])) as Record<
      CostType,
      CostTypeTotals
    >,
    net: exactToWire(net, MONEY_PLACES),
    unitPrice: roundExactToWire(net, MONEY_PLACES),
    complete: priced.every((line) => line.problem === null),
  };
  return { sheet, net };
}

type PricedLine = Omit<CalculationLine, 'cost'> & { cost: ExactAmount };

const ZERO = exactOf('0');
const MINUTES_PER_HOUR = '60';

// One object literal per line rather than spreads of partial lines: the server prices thousands of positions.
function priceComponent(component: CalculationComponent, inputs: PriceInputs): PricedLine {
  const costType = costTypeOf(component);
  switch (component.kind) {
    case 'article': {
      const quantity = decimal(component.quantity);
      const article = inputs.articles.get(component.articleId);
      const priceUnit = article === undefined ? null : parsePriceUnit(article.priceUnit);
      const price =
        article?.purchasePrice == null || priceUnit === null ? null : decimal(article.purchasePrice);
      return {
        componentId: component.id,
        kind: component.kind,
        costType,
        label: article?.label ?? component.articleId,
        unit: article?.unit ?? null,
        quantity: toCanonical(quantity),
        unitCost: price === null ? null : toCanonical(price, MONEY_PLACES),
        per: priceUnit ?? '1',
        cost: price === null || priceUnit === null ? ZERO : exactQuotient(quantity.times(price), priceUnit),
        note: component.note ?? null,
        problem: article === undefined ? 'missingArticle' : price === null ? 'missingPrice' : null,
      };
    }
    case 'labour': {
      const minutes = decimal(component.minutes);
      const wageRate = inputs.wageRates.get(component.wageRateId);
      const rate = wageRate === undefined ? null : decimal(wageRate.hourlyRate);
      return {
        componentId: component.id,
        kind: component.kind,
        costType,
        label: wageRate?.label ?? component.wageRateId,
        unit: null,
        quantity: toCanonical(minutes),
        unitCost: rate === null ? null : toCanonical(rate, MONEY_PLACES),
        per: MINUTES_PER_HOUR,
        cost: rate === null ? ZERO : exactQuotient(minutes.times(rate), MINUTES_PER_HOUR),
        note: component.note ?? null,
        problem: rate === null ? 'missingWageRate' : null,
      };
    }
    case 'equipment':
    case 'subcontractor': {
      const quantity = decimal(component.quantity);
      const unitCost = decimal(component.unitCost);
      return {
        componentId: component.id,
        kind: component.kind,
        costType,
        label: component.description,
        unit: null,
        quantity: toCanonical(quantity),
        unitCost: toCanonical(unitCost, MONEY_PLACES),
        per: '1',
        cost: exactOf(quantity.times(unitCost)),
        note: null,
        problem: null,
      };
    }
  }
}

/**
 * The price unit as a canonical string when it is 1, 10, 100, 1000… (DATANORM's Preiseinheit), else null. Other
 * divisors are refused rather than guessed: a price "per 12" is almost certainly a typo, and only powers of ten
 * keep the quotient a finite decimal.
 */
function parsePriceUnit(text: string): string | null {
  const value = tryParseDecimal(text);
  if (value === null || !value.isInteger()) return null;
  const canonical = toCanonical(value);
  return /^10*$/.test(canonical) ? canonical : null;
}
