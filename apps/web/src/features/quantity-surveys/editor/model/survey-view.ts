import type {
  QuantitySurveyDetail,
  QuantitySurveyLine,
  QuantitySurveyVariable,
} from '@vendoc/contract/quantity-surveys';
import { rowIndex } from '@vendoc/quantity-survey/address';
import type { SurveyLine, SurveyVariable } from '@vendoc/quantity-survey/model';
import type { EditorState, LineDraft, VariableDraft } from './editor-store';
import { fieldsOf, hasContent, type LineFields } from './line-fields';

/** A line as the editor shows it: the stored line with the person's unsaved edits laid over it. */
export interface ViewLine {
  readonly key: string;
  /** Server id; null for a line not saved yet. */
  readonly id: string | null;
  readonly sheetId: string;
  readonly sheetNumber: number;
  readonly row: string;
  readonly fields: LineFields;
  /** The line as the server has it; null for a new line. */
  readonly stored: QuantitySurveyLine | null;
  readonly draft: LineDraft | null;
}

/** A variable as the editor shows it (unsaved edits laid over the stored one). */
export interface ViewVariable {
  readonly key: string;
  readonly id: string | null;
  readonly sheetId: string | null;
  readonly name: string;
  readonly expression: string;
  readonly stored: QuantitySurveyVariable | null;
  readonly draft: VariableDraft | null;
}

export interface SurveyView {
  /** Every line of the survey, grouped by sheet id, each sheet's lines in row order. */
  readonly linesBySheet: ReadonlyMap<string, readonly ViewLine[]>;
  readonly variables: readonly ViewVariable[];
  /** What the formula engine calculates: every line and variable with its current (typed) content. */
  readonly input: { lines: SurveyLine[]; variables: SurveyVariable[] };
}

function byRow(a: ViewLine, b: ViewLine): number {
  return rowIndex(a.row) - rowIndex(b.row);
}

/**
 * The survey as the person sees it while typing: stored lines and variables with unsaved edits, plus new lines.
 * Engine ids are the grid keys, so results stay with their rows while a new line gets its server id. New lines
 * with nothing typed yet are left out of the calculation (an empty formula is an error the person did not make).
 */
export function buildSurveyView(detail: QuantitySurveyDetail, state: EditorState): SurveyView {
  const sheetNumber = new Map(detail.sheets.map((sheet) => [sheet.id, sheet.number]));
  const linesBySheet = new Map<string, ViewLine[]>(detail.sheets.map((sheet) => [sheet.id, []]));
  const engineLines: SurveyLine[] = [];

  const add = (line: ViewLine) => {
    linesBySheet.get(line.sheetId)?.push(line);
    if (line.stored === null && !hasContent(line.fields)) return;
    engineLines.push({
      id: line.key,
      sheet: line.sheetNumber,
      row: line.row,
      oz: line.fields.oz.trim() === '' ? null : line.fields.oz.trim(),
      marker: line.fields.marker,
      text: line.fields.text,
      formulaNumber: line.fields.formulaNumber,
      expression: line.fields.expression,
    });
  };

  for (const stored of detail.lines) {
    const number = sheetNumber.get(stored.sheetId);
    if (number === undefined) continue;
    const key = state.keyOfId[stored.id] ?? stored.id;
    const draft = state.lines[key] ?? null;
    add({
      key,
      id: stored.id,
      sheetId: stored.sheetId,
      sheetNumber: number,
      row: stored.row,
      fields: draft?.fields ?? fieldsOf(stored),
      stored,
      draft,
    });
  }
  const storedKeys = new Set(Object.values(state.keyOfId));
  for (const draft of Object.values(state.lines)) {
    // A new line whose POST has just answered is already among the stored lines (under the same key).
    if (draft.id !== null || storedKeys.has(draft.key)) continue;
    const number = sheetNumber.get(draft.sheetId);
    if (number === undefined) continue;
    add({
      key: draft.key,
      id: null,
      sheetId: draft.sheetId,
      sheetNumber: number,
      row: draft.row,
      fields: draft.fields,
      stored: null,
      draft,
    });
  }
  for (const lines of linesBySheet.values()) lines.sort(byRow);

  const variables: ViewVariable[] = detail.variables.map((stored) => {
    const key = state.keyOfId[stored.id] ?? stored.id;
    const draft = state.variables[key] ?? null;
    return {
      key,
      id: stored.id,
      sheetId: stored.sheetId,
      name: draft?.name ?? stored.name,
      expression: draft?.expression ?? stored.expression,
      stored,
      draft,
    };
  });
  for (const draft of Object.values(state.variables)) {
    if (draft.id !== null || storedKeys.has(draft.key)) continue;
    variables.push({ ...draft, stored: null, draft });
  }
  const engineVariables: SurveyVariable[] = variables
    .filter((variable) => variable.name.trim() !== '' && variable.expression.trim() !== '')
    .flatMap((variable) => {
      const sheet = variable.sheetId === null ? null : sheetNumber.get(variable.sheetId);
      return sheet === undefined
        ? []
        : [{ id: variable.key, name: variable.name.trim(), expression: variable.expression, sheet }];
    });

  return { linesBySheet, variables, input: { lines: engineLines, variables: engineVariables } };
}
