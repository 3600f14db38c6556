import type { NumberRangeKind } from '@vendoc/contract/company';

export interface NumberRangeFormat {
  prefix: string;
  nextNumber: number;
  padding: number;
  yearlyReset: boolean;
}

/**
 * What the next number of a range will look like, as the server formats it: `{prefix}{year}-{number}` with a
 * yearly reset, else `{prefix}{number}`, the number zero-padded to `padding` digits ("K-00042", "RE-2026-0007").
 */
export function formatNumberPreview(range: NumberRangeFormat, year: number): string {
  const number = String(Math.max(1, Math.trunc(range.nextNumber))).padStart(range.padding, '0');
  return range.yearlyReset ? `${range.prefix}${year}-${number}` : `${range.prefix}${number}`;
}

/** The order in which number ranges are listed: the way a job runs from client to invoice. */
export const NUMBER_RANGE_ORDER: readonly NumberRangeKind[] = [
  'client',
  'project',
  'offer',
  'order_confirmation',
  'delivery_note',
  'invoice',
];
