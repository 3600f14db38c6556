import { decimal, multiply, roundTo, type Decimal, type DecimalValue } from './decimal';

/** Decimal places of money totals (GAEB IT, totals, VAT amounts). */
export const MONEY_PLACES = 2;
/** Decimal places of unit prices (GAEB UP). */
export const UNIT_PRICE_PLACES = 3;
/** Decimal places of quantities (GAEB Qty). */
export const QUANTITY_PLACES = 3;

/** Rounds a money amount to cents, half away from zero. */
export function roundMoney(value: DecimalValue): Decimal {
  return roundTo(value, MONEY_PLACES);
}

/** Rounds a unit price to 3 decimals, half away from zero. */
export function roundUnitPrice(value: DecimalValue): Decimal {
  return roundTo(value, UNIT_PRICE_PLACES);
}

/** Rounds a quantity to 3 decimals, half away from zero. */
export function roundQuantity(value: DecimalValue): Decimal {
  return roundTo(value, QUANTITY_PLACES);
}

/** Item total as GAEB computes it: IT = Qty x UP, rounded to 2 decimals (half away from zero). */
export function lineTotal(quantity: DecimalValue, unitPrice: DecimalValue): Decimal {
  return roundMoney(multiply(quantity, unitPrice));
}

/** `percent` % of `base`, rounded to cents (markups, discounts). */
export function percentOf(base: DecimalValue, percent: DecimalValue): Decimal {
  return roundMoney(multiply(base, percent).dividedBy(100));
}

/** VAT on a net amount at `ratePercent` (e.g. "19"), rounded to cents. */
export function vatAmount(net: DecimalValue, ratePercent: DecimalValue): Decimal {
  return percentOf(net, ratePercent);
}

/** Net (rounded to cents), VAT and gross = net + VAT: the three figures of an offer or invoice. */
export function netVatGross(
  net: DecimalValue,
  ratePercent: DecimalValue,
): { net: Decimal; vat: Decimal; gross: Decimal } {
  const roundedNet = roundMoney(net);
  const vat = vatAmount(roundedNet, ratePercent);
  return { net: roundedNet, vat, gross: roundedNet.plus(vat) };
}

/** Gross amount for a net amount at `ratePercent`: net + VAT, each rounded to cents. */
export function grossAmount(net: DecimalValue, ratePercent: DecimalValue): Decimal {
  return netVatGross(net, ratePercent).gross;
}

/** Amount after subtracting `percent` % discount, rounded to cents. */
export function afterDiscount(amount: DecimalValue, percent: DecimalValue): Decimal {
  return roundMoney(decimal(amount).minus(multiply(amount, percent).dividedBy(100)));
}
