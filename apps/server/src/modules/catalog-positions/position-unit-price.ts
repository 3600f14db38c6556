// The one unit price (EP) of a catalog position, whoever shows it (see positionUnitPrice and
// docs/decisions/0036-purchase-prices.md).
import type { OptionsPrice } from '@vendoc/calculation/price-with-options';
import { MONEY_PLACES } from '@vendoc/money/amounts';
import { toFixed } from '@vendoc/money/decimal';

/**
 * What a position's unit price is made of: its number (for the reasons), whether a price override (manual EP)
 * applies, the figure (the override, or the calculation's price, with option effects when options are chosen),
 * how many component lines the calculation has and whether every one of them found its price.
 */
export interface PositionPriceParts {
  number: string;
  overridden: boolean;
  /** Null only for a position without override and without components. */
  figure: string | null;
  lines: number;
  complete: boolean;
}

/** A position's unit price (EP) with cents, or null and the German reason why it has none. */
export interface PositionPrice {
  unitPrice: string | null;
  problem: string | null;
}

/**
 * THE unit price (EP) of a catalog position: the catalog's list and detail, the calculation sheet's position,
 * matching's candidates and accepted positions and applying matches to a BoQ all take it from here. The override
 * when set, else the calculated price of a complete calculation, rounded half away from zero to cents (it goes on
 * offers and BoQs). No price, with the reason, for a position with neither calculation nor override, and for one
 * whose calculation misses an article, a wage rate or a price: its sum counts that line as 0,00 € and would
 * understate the price.
 */
export function positionUnitPrice(parts: PositionPriceParts): PositionPrice {
  if (!parts.overridden) {
    if (parts.lines === 0 || parts.figure === null) {
      return {
        unitPrice: null,
        problem: `Position ${parts.number} hat weder eine Kalkulation noch einen festen Preis`,
      };
    }
    if (!parts.complete) {
      return {
        unitPrice: null,
        problem: `Die Kalkulation von Position ${parts.number} ist unvollständig (Artikel, Lohn oder Preis fehlt)`,
      };
    }
  }
  return { unitPrice: parts.figure === null ? null : toFixed(parts.figure, MONEY_PLACES), problem: null };
}

/** The price parts of a position without chosen options, from its cached columns (position-pricing.ts). */
export function cachedPriceParts(row: {
  number: string;
  priceOverride: string | null;
  calculatedPrice: string | null;
  calculationComplete: boolean;
}): PositionPriceParts {
  const overridden = row.priceOverride !== null;
  return {
    number: row.number,
    overridden,
    figure: overridden ? row.priceOverride : row.calculatedPrice,
    // The cache holds no price for a calculation without components.
    lines: row.calculatedPrice === null ? 0 : 1,
    complete: row.calculationComplete,
  };
}

/** The price parts of a position priced with options (or a fresh sheet), for positionUnitPrice. */
export function pricedParts(
  number: string,
  priced: Pick<OptionsPrice, 'overridden' | 'unitPrice' | 'sheet'>,
): PositionPriceParts {
  return {
    number,
    overridden: priced.overridden,
    figure: priced.unitPrice,
    lines: priced.sheet.lines.length,
    complete: priced.sheet.complete,
  };
}
