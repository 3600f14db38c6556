import { decimal, toFixed, type Decimal } from '@vendoc/money/decimal';
import { RESULT_PLACES, type LineResult, type PositionSum } from '@vendoc/quantity-survey/model';
import type { BoqItem } from '../../../../entities/boq/get-boq-items';
import type { ViewLine } from './survey-view';

/** A position's measured quantity as the sums panel and the print show it. */
export interface PositionSumRow {
  readonly oz: string;
  readonly shortText: string | null;
  readonly unit: string | null;
  /** Measured (3 places, wire notation). */
  readonly quantity: string;
  /** Of it estimated (S lines). */
  readonly estimated: string;
  /** LV-Menge of the BoQ item, if the BoQ has the OZ. */
  readonly boqQuantity: string | null;
  readonly inBoq: boolean;
}

/** Whether two sums rows show the same (rows are computed anew on every keystroke). */
export function samePositionSumRow(a: PositionSumRow, b: PositionSumRow): boolean {
  return (
    a === b ||
    (a.oz === b.oz &&
      a.shortText === b.shortText &&
      a.unit === b.unit &&
      a.quantity === b.quantity &&
      a.estimated === b.estimated &&
      a.boqQuantity === b.boqQuantity &&
      a.inBoq === b.inBoq)
  );
}

/**
 * The quantities of one sheet's positions, from the engine's line results: counted line values added exactly per
 * OZ (S lines also to `estimated`), in the order the sheet first mentions each OZ.
 */
export function sheetPositionSums(
  lines: readonly ViewLine[],
  results: ReadonlyMap<string, LineResult>,
): PositionSum[] {
  const sums = new Map<string, { quantity: Decimal; estimated: Decimal; lines: number }>();
  for (const line of lines) {
    const oz = line.fields.oz.trim();
    const result = results.get(line.key);
    // As the engine's survey-wide sums: every calculated line with an OZ names its position, counted or not.
    if (oz === '' || result === undefined) continue;
    let sum = sums.get(oz);
    if (sum === undefined) {
      sum = { quantity: decimal('0'), estimated: decimal('0'), lines: 0 };
      sums.set(oz, sum);
    }
    if (!result.counted || result.value === null) continue;
    sum.quantity = sum.quantity.plus(decimal(result.value));
    if (line.fields.marker === 'S') sum.estimated = sum.estimated.plus(decimal(result.value));
    sum.lines += 1;
  }
  return [...sums].map(([oz, sum]) => ({
    oz,
    quantity: toFixed(sum.quantity, RESULT_PLACES),
    estimated: toFixed(sum.estimated, RESULT_PLACES),
    lines: sum.lines,
  }));
}

/** Adds the BoQ's short text, unit and LV-Menge to position sums. */
export function withBoqData(
  sums: readonly PositionSum[],
  itemsByOz: ReadonlyMap<string, BoqItem>,
): PositionSumRow[] {
  return sums.map((sum) => {
    const item = itemsByOz.get(sum.oz);
    return {
      oz: sum.oz,
      shortText: item?.shortText ?? null,
      unit: item?.unit ?? null,
      quantity: sum.quantity,
      estimated: sum.estimated,
      boqQuantity: item?.qty ?? null,
      inBoq: item !== undefined,
    };
  });
}
