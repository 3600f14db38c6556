import { decimal } from '@vendoc/money/decimal';

/** Why a position's labour share (§35a EStG) cannot stand; the server and the editor word it each their way. */
export type LabourShareProblem = 'negative' | 'aboveUnitPrice';

/**
 * The labour share is part of a position's unit price: not negative and not above it, compared as decimals. A
 * credit line (negative unit price) has no room for one: only 0 passes. Null when it is fine or when either value
 * is not given yet.
 */
export function labourShareProblem(
  labourUnitPrice: string | null,
  unitPrice: string | null,
): LabourShareProblem | null {
  if (labourUnitPrice === null || unitPrice === null) return null;
  const labour = decimal(labourUnitPrice);
  if (labour.isNegative() && !labour.isZero()) return 'negative';
  return labour.greaterThan(decimal(unitPrice).isNegative() ? 0 : unitPrice) ? 'aboveUnitPrice' : null;
}
