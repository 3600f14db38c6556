import { type Decimal } from '@vendoc/money/decimal';
import {
  type LineResult,
  type PositionSum,
  type SheetPositionSum,
  type SurveyResult,
  type VariableResult,
} from './model';
import { COUNTED_MARKERS, wire, ZERO, type LineState, type VariableState } from './survey-state';

// The result of one survey calculation (calculate.ts) from the evaluated lines and variables: line values in wire
// notation, the quantity per position and per sheet.

export function surveyResults(
  lineStates: readonly LineState[],
  variableStates: readonly VariableState[],
): SurveyResult {
  const lines = new Map<string, LineResult>();
  /** Per OZ in order of first mention: the estimated part and the number of counted lines. */
  const positions = new Map<string, { estimated: Decimal; lines: number }>();
  /** Per sheet and OZ: the quantity; positions add these up. */
  const sheets = new Map<number, Map<string, Decimal>>();
  let errors = 0;
  for (const state of lineStates) {
    const { line, value, error } = state;
    const counted = value !== null && error === null && line.oz !== null && COUNTED_MARKERS.has(line.marker);
    lines.set(line.id, {
      id: line.id,
      value: value === null ? null : (state.text ?? wire(value)),
      stored: state.stored === null ? null : state.stored === value ? state.text : wire(state.stored),
      counted,
      error,
    });
    if (error !== null) errors += 1;
    if (line.oz === null || state.address === null) continue;
    let position = positions.get(line.oz);
    if (position === undefined) {
      position = { estimated: ZERO, lines: 0 };
      positions.set(line.oz, position);
    }
    let sheet = sheets.get(line.sheet);
    if (sheet === undefined) {
      sheet = new Map();
      sheets.set(line.sheet, sheet);
    }
    const onSheet = sheet.get(line.oz) ?? ZERO;
    if (!counted) {
      sheet.set(line.oz, onSheet);
      continue;
    }
    position.lines += 1;
    if (line.marker === 'S') position.estimated = position.estimated.plus(value);
    sheet.set(line.oz, onSheet.plus(value));
  }
  const quantities = new Map<string, Decimal>();
  const sheetSums: SheetPositionSum[] = [];
  for (const [sheet, byOz] of [...sheets].sort(([a], [b]) => a - b)) {
    for (const [oz, quantity] of byOz) {
      quantities.set(oz, (quantities.get(oz) ?? ZERO).plus(quantity));
      sheetSums.push({ sheet, oz, quantity: wire(quantity) });
    }
  }
  const variables = new Map<string, VariableResult>();
  for (const state of variableStates) {
    variables.set(state.variable.id, {
      id: state.variable.id,
      value: state.value === null ? null : (state.text ?? wire(state.value)),
      error: state.error,
    });
  }
  return {
    lines,
    variables,
    positions: [...positions].map(([oz, sum]): PositionSum => ({
      oz,
      quantity: wire(quantities.get(oz) ?? ZERO),
      estimated: wire(sum.estimated),
      lines: sum.lines,
    })),
    sheets: sheetSums,
    errors,
  };
}
