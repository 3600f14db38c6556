import type { DecimalRules } from '../../../../lib/format/german-input';

// The limits of the calculation's decimal fields (read with lib/format's readGermanDecimal).

/** Quantities, minutes and unit costs of components (the contract's `decimalString(4, 10)`), not negative. */
export const AMOUNT_RULES: DecimalRules = { scale: 4, integerDigits: 10, signed: false };
/** A unit cost of equipment or a subcontractor may be a credit (negative). */
export const UNIT_COST_RULES: DecimalRules = { scale: 4, integerDigits: 10, signed: true };
/** Markups and percent effects (`decimalString(3, 4)`); a discount is a negative markup. */
export const PERCENT_RULES: DecimalRules = { scale: 3, integerDigits: 4, signed: true };
/** A per-unit surcharge of a variant option, may be negative (a cheaper option). */
export const PER_UNIT_RULES: DecimalRules = { scale: 4, integerDigits: 10, signed: true };
/** The manual unit price (`decimalString(3, 10)`): a price, so never negative. */
export const OVERRIDE_RULES: DecimalRules = { scale: 3, integerDigits: 10, signed: false };
/** Minimum, maximum, step and default of a parameter (`decimalString(4, 10)`); a limit may be negative. */
export const PARAMETER_RULES: DecimalRules = { scale: 4, integerDigits: 10, signed: true };
