import type { CalculationSheet } from '@vendoc/calculation/calculate';
import { COST_TYPES } from '@vendoc/calculation/types';
import type { RichBlockView } from '@vendoc/contract/boqs';
import type {
  CalculationSheetView,
  CalculationView,
  CatalogPosition,
  CatalogPositionDetail,
  ParameterFormulasView,
  PositionParameterView,
  VariantsView,
} from '@vendoc/contract/service-catalogs';
import { toCanonical, toFixed } from '@vendoc/money/decimal';
import type { PositionDetailRow, PositionListRow } from './catalog-positions.repository';
import { cachedPriceParts, positionUnitPrice, pricedParts, type PositionPrice } from './position-unit-price';

/** Response shapes of positions and calculation sheets (never the raw rows). */

const money = (value: string | null): string | null => (value === null ? null : toFixed(value, 2));
/** An override keeps its third decimal (unit prices have three in GAEB), else two. */
const override = (value: string | null): string | null => (value === null ? null : toCanonical(value, 2));

/**
 * A position of the list; `unitPrice` is positionUnitPrice's from the cached columns, so the catalog shows what
 * matching and the BoQ get.
 */
export function toPositionResponse(row: PositionListRow): CatalogPosition {
  return positionResponse(row, positionUnitPrice(cachedPriceParts(row)));
}

function positionResponse(row: PositionListRow, price: PositionPrice): CatalogPosition {
  const calculatedPrice = money(row.calculatedPrice);
  const priceOverride = override(row.priceOverride);
  return {
    id: row.id,
    catalogId: row.catalogId,
    categoryId: row.categoryId,
    number: row.number,
    shortText: row.shortText,
    unit: row.unit,
    stlbCode: row.stlbCode,
    calculatedPrice,
    priceOverride,
    unitPrice: price.unitPrice,
    calculationComplete: row.calculationComplete,
    variantGroups: Number(row.variantGroups),
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * The sheet as the contract has it: cost types as a list in sheet order. A line without a price (a problem)
 * shows the unit cost 0.00 it was counted with; its `problem` says why.
 */
export function toSheetView(sheet: CalculationSheet): CalculationSheetView {
  return {
    lines: sheet.lines.map((line) => ({
      componentId: line.componentId,
      kind: line.kind,
      costType: line.costType,
      label: line.label,
      quantity: line.quantity,
      unit: line.unit,
      unitCost: line.unitCost ?? '0.00',
      cost: line.cost,
      problem: line.problem,
    })),
    costTypes: COST_TYPES.map((costType) => {
      const totals = sheet.costTypes[costType];
      return {
        costType,
        cost: totals.cost,
        markupPercent: totals.markupPercent,
        markup: totals.markupAmount,
        total: totals.total,
      };
    }),
    net: sheet.net,
    unitPrice: sheet.unitPrice,
    complete: sheet.complete,
  };
}

/** The position with its sheet; its unit price from the same sheet (with the override, if any). */
export function toPositionDetail(row: PositionDetailRow, sheet: CalculationSheet): CatalogPositionDetail {
  const price = positionUnitPrice(
    pricedParts(row.number, {
      overridden: row.priceOverride !== null,
      unitPrice: row.priceOverride ?? sheet.unitPrice,
      sheet,
    }),
  );
  return {
    ...positionResponse(row, price),
    longText: row.longText as RichBlockView[],
    calculation: row.calculation as CalculationView,
    variants: row.variants as VariantsView,
    parameters: row.parameters as PositionParameterView[],
    formulas: row.parameterFormulas as ParameterFormulasView,
    sheet: toSheetView(sheet),
  };
}
