import type { CalculationSheet, LineProblem } from '@vendoc/calculation/calculate';
import { COST_TYPES, type CostType } from '@vendoc/calculation/types';
import type { CalculationSheetView } from '@vendoc/contract/service-catalogs';

/**
 * The figures the calculation sheet shows, whether the client computed them while the user types (the
 * @vendoc/calculation sheet) or the server returned them with the saved position (the contract's sheet).
 */
export interface LineFigures {
  /** Purchase price, hourly rate or unit cost; null when the line cannot be priced. */
  unitCost: string | null;
  cost: string;
  problem: LineProblem | null;
}

export interface CostTypeFigures {
  cost: string;
  markupPercent: string;
  markup: string;
  total: string;
}

export interface SheetFigures {
  /** By component id. */
  lines: ReadonlyMap<string, LineFigures>;
  costTypes: Record<CostType, CostTypeFigures>;
  net: string;
  unitPrice: string;
  complete: boolean;
}

const ZERO_TYPE: CostTypeFigures = { cost: '0', markupPercent: '0', markup: '0', total: '0' };

/** Figures of a sheet computed in the client. */
export function figuresOfSheet(sheet: CalculationSheet): SheetFigures {
  const costTypes = {} as Record<CostType, CostTypeFigures>;
  for (const costType of COST_TYPES) {
    const totals = sheet.costTypes[costType];
    costTypes[costType] = {
      cost: totals.cost,
      markupPercent: totals.markupPercent,
      markup: totals.markupAmount,
      total: totals.total,
    };
  }
  return {
    lines: new Map(
      sheet.lines.map((line) => [
        line.componentId,
        { unitCost: line.unitCost, cost: line.cost, problem: line.problem },
      ]),
    ),
    costTypes,
    net: sheet.net,
    unitPrice: sheet.unitPrice,
    complete: sheet.complete,
  };
}

/** Figures of the sheet the server computed for the saved position. */
export function figuresOfServerSheet(sheet: CalculationSheetView): SheetFigures {
  const costTypes = {} as Record<CostType, CostTypeFigures>;
  for (const costType of COST_TYPES) {
    costTypes[costType] = sheet.costTypes.find((entry) => entry.costType === costType) ?? ZERO_TYPE;
  }
  return {
    lines: new Map(
      sheet.lines.map((line) => [
        line.componentId,
        { unitCost: line.problem === null ? line.unitCost : null, cost: line.cost, problem: line.problem },
      ]),
    ),
    costTypes,
    net: sheet.net,
    unitPrice: sheet.unitPrice,
    complete: sheet.complete,
  };
}
