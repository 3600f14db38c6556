import type { BoQInfo, Totals } from './model';

// Empty parts of the model, for readers to fill in (and for tests and the server to start from).

/** Totals of which the file states none (each reader fills in what it finds). */
export function emptyTotals(): Totals {
  return {
    total: null,
    discountPercent: null,
    discountAmount: null,
    totalAfterDiscount: null,
    totalLumpSum: null,
    vatPercent: null,
    totalNet: null,
    vatAmount: null,
    totalGross: null,
  };
}

/** The information of a BoQ of which the file states nothing yet. */
export function emptyBoqInfo(): BoQInfo {
  return {
    name: null,
    label: null,
    date: null,
    outlineCompleteness: null,
    breakdown: [],
    upComponentCount: null,
    upComponentLabels: [],
    totals: null,
  };
}
