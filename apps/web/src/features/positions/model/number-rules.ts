import type { DecimalRules } from '../../../lib/format/german-input';

// The limits of the BoQ table's editable numbers (read with lib/format's readGermanDecimal).

/** Quantities (Qty) as GAEB and the API take them: 3 decimals, 12 digits before the comma, negative allowed. */
export const QUANTITY_RULES: DecimalRules = { scale: 3, integerDigits: 12, signed: true };
/** Unit prices (UP): the same limits (GAEB allows a negative unit price, e.g. a credit). */
export const UNIT_PRICE_RULES: DecimalRules = { scale: 3, integerDigits: 12, signed: true };
