import { decimal } from '@vendoc/money/decimal';
import { formatCurrency, formatNumber } from '../../../../lib/format/format';

// Wire decimals ("1234.500") go to Intl as strings, which formats them exactly (no floating point on the way).
type WireDecimal = `${number}`;
const wire = (value: string) => value as WireDecimal;

/** A quantity with the decimals it has, at most 3: "1.234,5", "12". */
export function formatQuantity(value: string): string {
  return formatNumber(wire(value), Math.min(3, decimal(value).decimalPlaces()));
}

/** A money amount in the BoQ's currency: "1.234,56 €" (other currencies by their code: "1.234,56 CHF"). */
export function formatMoney(value: string, currency = 'EUR'): string {
  return currency === 'EUR'
    ? formatCurrency(wire(value))
    : `${formatNumber(wire(value), 2)}\u00a0${currency}`;
}

/** A unit price: 2 decimals, 3 when the third is used ("18,755 €"), as the BoQ shows unit prices. */
export function formatUnitPrice(value: string, currency = 'EUR'): string {
  const places = decimal(value).decimalPlaces() > 2 ? 3 : 2;
  const text = formatNumber(wire(value), places);
  return `${text}\u00a0${currency === 'EUR' ? '€' : currency}`;
}

/** A VAT rate without trailing zeros: "19", "5,5". */
export function formatRate(value: string): string {
  return formatNumber(wire(value), Math.min(3, decimal(value).decimalPlaces()));
}
