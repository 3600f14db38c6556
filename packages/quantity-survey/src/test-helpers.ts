// Builders for survey tests (not part of the package's API).
import type { Marker, SurveyLine, SurveyVariable } from './model';

let lineCounter = 0;

/** A line; `id` defaults to its address ("0001B0") so results are easy to look up. */
export function line(
  row: string,
  expression: string,
  options: { sheet?: number; oz?: string | null; marker?: Marker; formulaNumber?: number; id?: string } = {},
): SurveyLine {
  lineCounter += 1;
  const sheet = options.sheet ?? 1;
  return {
    id: options.id ?? `${String(sheet).padStart(4, '0')}${row}`,
    sheet,
    row,
    oz: options.oz === undefined ? '01.0010' : options.oz,
    marker: options.marker ?? '',
    text: `Zeile ${lineCounter}`,
    formulaNumber: options.formulaNumber ?? 0,
    expression,
  };
}

export function variable(
  name: string,
  expression: string,
  sheet: number | null = null,
  id?: string,
): SurveyVariable {
  return { id: id ?? `${sheet ?? 'all'}:${name}`, name, expression, sheet };
}
