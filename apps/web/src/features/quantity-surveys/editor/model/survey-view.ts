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

/** A stored line without edits as the view and the engine had it (the same objects while the line is the same). */
const unchanged = new WeakMap<QuantitySurveyLine, { view: ViewLine; engine: SurveyLine | null }>();

const unchangedVariables = new WeakMap<QuantitySurveyVariable, ViewVariable>();

/** What the engine calculates for a line; null for a new line with nothing typed yet. */
function engineLineOf(line: ViewLine): SurveyLine | null {
  if (line.stored === null && !hasContent(line.fields)) return null;
  const oz = line.fields.oz.trim();
  return {
    id: line.key,
    sheet: line.sheetNumber,
    row: line.row,
    oz: oz === '' ? null : oz,
    marker: line.fields.marker,
    text: line.fields.text,
    formulaNumber: line.fields.formulaNumber,
    expression: line.fields.expression,
  };
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

  const add = (line: ViewLine, engine: SurveyLine | null) => {
    linesBySheet.get(line.sheetId)?.push(line);
    if (engine !== null) engineLines.push(engine);
  };

  for (const stored of detail.lines) {
    const number = sheetNumber.get(stored.sheetId);
    if (number === undefined) continue;
    const key = state.keyOfId[stored.id] ?? stored.id;
    const draft = state.lines[key] ?? null;
    if (draft === null) {
      // An unchanged line keeps its objects from the last keystroke: rows skip re-rendering, less garbage.
      const cached = unchanged.get(stored);
      if (cached && cached.view.key === key && cached.view.sheetNumber === number) {
        add(cached.view, cached.engine);
        continue;
      }
    }
    const line: ViewLine = {
      key,
      id: stored.id,
      sheetId: stored.sheetId,
      sheetNumber: number,
      row: stored.row,
      fields: draft?.fields ?? fieldsOf(stored),
      stored,
      draft,
    };
    const engine = engineLineOf(line);
    if (draft === null) unchanged.set(stored, { view: line, engine });
    add(line, engine);
  }
  const storedKeys = new Set(Object.values(state.keyOfId));
  for (const draft of Object.values(state.lines)) {
    // A new line whose POST has just answered is already among the stored lines (under the same key).
    if (draft.id !== null || storedKeys.has(draft.key)) continue;
    const number = sheetNumber.get(draft.sheetId);
    if (number === undefined) continue;
    const line: ViewLine = {
      key: draft.key,
      id: null,
      sheetId: draft.sheetId,
      sheetNumber: number,
      row: draft.row,
      fields: draft.fields,
      stored: null,
      draft,
    };
    add(line, engineLineOf(line));
  }
  for (const lines of linesBySheet.values()) lines.sort(byRow);

  const variables: ViewVariable[] = detail.variables.map((stored) => {
    const key = state.keyOfId[stored.id] ?? stored.id;
    const draft = state.variables[key] ?? null;
    const cached = draft === null ? unchangedVariables.get(stored) : undefined;
    if (cached && cached.key === key) return cached;
    const variable: ViewVariable = {
      key,
      id: stored.id,
      sheetId: stored.sheetId,
      name: draft?.fields.name ?? stored.name,
      expression: draft?.fields.expression ?? stored.expression,
      stored,
      draft,
    };
    if (draft === null) unchangedVariables.set(stored, variable);
    return variable;
  });
  for (const draft of Object.values(state.variables)) {
    if (draft.id !== null || storedKeys.has(draft.key)) continue;
    const { key, id, sheetId, fields } = draft;
    variables.push({ key, id, sheetId, ...fields, stored: null, draft });
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
