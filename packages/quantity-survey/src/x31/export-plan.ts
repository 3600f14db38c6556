/**
 * Which item each line is written under, and the helper lines that carry the survey's variables (REB knows no
 * named variables). Pure planning: no XML, no row layout.
 *
 * - A line with an OZ goes to its item. An OZ missing from the BoQ is written with its own RNoParts when it fits
 *   the breakdown (warning), otherwise the line is left out (warning).
 * - Lines without an OZ go to the first written item. A recipient would count them there, so any marker other
 *   than H is written as H (warning): VenDoc never counts a line without a position either.
 * - Comment lines without an OZ stay with their neighbours: the item of the next line on the same sheet, else of
 *   the previous one, else the first item.
 * - Each variable becomes a helper line (marker H, formula 91, text "Variable L", or "Variable L (Blatt 2)" for a
 *   sheet's own variable) right before its first use, on the sheet of that use (a sheet variable: on its sheet),
 *   at a free row just before the using line where there is one. Variables used by nobody go to the start of the
 *   first item. Names in expressions are then replaced by the helper lines' addresses.
 */

import {
  compareAddress,
  formatAddress,
  isValidRow,
  isValidSheet,
  nextFreeRow,
  rowAt,
  rowIndex,
} from '../address';
import { FORMULA_FREE, SHEET_MAX, type SurveyLine, type SurveyVariable } from '../model';
import { ozKey, ozParts, type OzParts, type X31BreakdownLevel } from './boq-tree';
import { namesIn } from './formula-text';

/** A line to write; `scope` is the sheet whose variables its names refer to (null: survey-wide only). */
export interface PlannedLine {
  line: SurveyLine;
  scope: number | null;
  /** The variable a helper line carries. */
  variable?: SurveyVariable;
}

export interface PlannedItem {
  oz: string;
  parts: OzParts;
  lines: PlannedLine[];
}

export interface ExportPlan {
  items: PlannedItem[];
  /** Address of each variable's helper line, by variable id. */
  helperAddresses: Map<string, string>;
  /** The variable a name means at a place (sheet; null = survey-wide only). */
  resolve(name: string, scope: number | null): SurveyVariable | undefined;
}

/** What `readX31` takes for a variable's helper line (marker H): "Variable L", "Variable L (Blatt 2)". */
export const HELPER_TEXT = /^Variable ([A-Za-zÄÖÜäöüß][A-Za-zÄÖÜäöüß0-9_]*)(?: \(Blatt (\d{1,4})\))?$/u;

/** The text of a variable's helper line; `readX31` recognises variables by it. */
export function helperText(variable: SurveyVariable): string {
  return variable.sheet === null
    ? `Variable ${variable.name}`
    : `Variable ${variable.name} (Blatt ${variable.sheet})`;
}

const addressOf = (line: SurveyLine): string => formatAddress(line.sheet, line.row);

export function planExport(
  boqItems: readonly { oz: string }[],
  breakdown: readonly X31BreakdownLevel[],
  lines: readonly SurveyLine[],
  variables: readonly SurveyVariable[],
  warnings: string[],
): ExportPlan {
  // Items by OZ in the breakdown's formatting, so that "1.1.10" finds "01.01.0010".
  const items = new Map<string, PlannedItem>();
  for (const { oz } of boqItems) {
    const parts = ozParts(oz, breakdown);
    const key = ozKey(oz, breakdown);
    if (parts !== null && !items.has(key)) items.set(key, { oz, parts, lines: [] });
  }
  const known = new Set(items.values());
  const itemFor = (oz: string, address: string): PlannedItem | null => {
    const key = ozKey(oz, breakdown);
    const existing = items.get(key);
    if (existing) return existing;
    const parts = ozParts(key, breakdown);
    if (parts === null) {
      warnings.push(
        `Zeile ${address}: Die OZ „${oz}“ passt nicht zur Gliederung des LV; die Zeile wird nicht exportiert.`,
      );
      return null;
    }
    warnings.push(`Die Position „${oz}“ ist nicht im LV enthalten; sie wird mit ihrer OZ exportiert.`);
    const item: PlannedItem = { oz, parts, lines: [] };
    items.set(key, item);
    return item;
  };

  const valid = lines.filter((line) => {
    if (isValidSheet(line.sheet) && isValidRow(line.row)) return true;
    warnings.push(
      `Die Zeile mit der ungültigen Adresse Blatt ${line.sheet}, Zeile „${line.row}“ fehlt im Export.`,
    );
    return false;
  });
  const sorted = [...valid].sort(compareAddress);

  // Lines with an OZ first: they decide which items are written and which comes first.
  const target = new Map<SurveyLine, PlannedItem | null>();
  for (const line of sorted) {
    if (line.oz !== null && line.oz.trim() !== '') target.set(line, itemFor(line.oz, addressOf(line)));
  }
  const used = new Set([...target.values()].filter((item): item is PlannedItem => item !== null));
  const order = [...items.values()];
  const firstItem = order.find((item) => used.has(item)) ?? order.find((item) => known.has(item)) ?? null;

  for (const line of sorted) {
    if (target.has(line) || line.marker === '*') continue;
    target.set(line, firstItem);
  }
  for (const [i, line] of sorted.entries()) {
    if (target.has(line)) continue;
    target.set(line, neighbourItem(sorted, i, target) ?? firstItem);
  }

  for (const line of sorted) {
    const item = target.get(line) ?? null;
    if (item === null) {
      if (firstItem === null && (line.oz === null || line.oz.trim() === '')) {
        warnings.push(
          `Zeile ${addressOf(line)}: Ohne Position im LV kann die Zeile nicht exportiert werden.`,
        );
      }
      continue;
    }
    let written = line;
    if (line.marker === 'H' && HELPER_TEXT.test(line.text)) {
      warnings.push(
        `Zeile ${addressOf(line)}: Der Text „${line.text}“ kennzeichnet Variablen; beim Einlesen wird die Zeile zur Variable.`,
      );
    }
    if ((line.oz === null || line.oz.trim() === '') && line.marker !== '*' && line.marker !== 'H') {
      warnings.push(
        `Zeile ${addressOf(line)} hat keine Position; sie wird als Hilfswert (H) bei ${item.oz} exportiert, damit sie nicht mitgezählt wird.`,
      );
      written = { ...line, marker: 'H' };
    }
    item.lines.push({ line: written, scope: line.sheet });
  }

  const plannedItems = order.filter((item) => item.lines.length > 0);
  return placeVariables(plannedItems, valid, variables, warnings);
}

/** The item of the next line on the same sheet that has one, else of the previous one. */
function neighbourItem(
  sorted: readonly SurveyLine[],
  at: number,
  target: Map<SurveyLine, PlannedItem | null>,
): PlannedItem | null {
  const sheet = sorted[at]?.sheet;
  for (const step of [1, -1]) {
    for (let i = at + step; i >= 0 && i < sorted.length; i += step) {
      const other = sorted[i];
      if (other === undefined || other.sheet !== sheet) break;
      const item = target.get(other);
      if (item) return item;
    }
  }
  return null;
}

function placeVariables(
  items: PlannedItem[],
  lines: readonly SurveyLine[],
  variables: readonly SurveyVariable[],
  warnings: string[],
): ExportPlan {
  const resolve = (name: string, scope: number | null): SurveyVariable | undefined =>
    (scope === null ? undefined : variables.find((v) => v.sheet === scope && v.name === name)) ??
    variables.find((v) => v.sheet === null && v.name === name);

  const usedRows = new Map<number, Set<string>>();
  const rowsOf = (sheet: number): Set<string> => {
    let rows = usedRows.get(sheet);
    if (!rows) usedRows.set(sheet, (rows = new Set()));
    return rows;
  };
  for (const line of lines) rowsOf(line.sheet).add(line.row);

  const allocate = (sheet: number, before: string | null): { sheet: number; row: string } => {
    const rows = rowsOf(sheet);
    let row: string | null = null;
    if (before !== null) {
      const limit = rowIndex(before);
      const earlier = [...rows].map(rowIndex).filter((index) => index < limit);
      row =
        earlier.length === 0 ? (limit > 0 ? rowAt(0) : null) : nextFreeRow(rows, rowAt(Math.max(...earlier)));
    }
    row ??= nextFreeRow(rows);
    if (row !== null) {
      rows.add(row);
      return { sheet, row };
    }
    const spare = Math.max(...usedRows.keys()) + 1;
    if (spare > SHEET_MAX) throw new RangeError('no free sheet for the helper lines of variables');
    warnings.push(`Blatt ${sheet} ist voll; Hilfszeilen für Variablen stehen auf Blatt ${spare}.`);
    return allocate(spare, null);
  };

  const helperAddresses = new Map<string, string>();
  const inProgress = new Set<string>();
  const place = (
    variable: SurveyVariable,
    item: PlannedItem,
    at: { sheet: number; row: string | null },
    out: PlannedLine[],
  ): void => {
    if (helperAddresses.has(variable.id)) return;
    if (inProgress.has(variable.id)) {
      warnings.push(`Die Variable „${variable.name}“ bezieht sich auf sich selbst (Zirkelbezug).`);
      return;
    }
    inProgress.add(variable.id);
    for (const name of namesIn(variable.expression, FORMULA_FREE)) {
      const dependency = resolve(name, variable.sheet);
      if (dependency) place(dependency, item, at, out);
    }
    inProgress.delete(variable.id);
    const sheet = variable.sheet ?? at.sheet;
    const { sheet: helperSheet, row } = allocate(sheet, sheet === at.sheet ? at.row : null);
    helperAddresses.set(variable.id, formatAddress(helperSheet, row));
    out.push({
      line: {
        id: `variable-${variable.id}`,
        sheet: helperSheet,
        row,
        oz: item.oz,
        marker: 'H',
        text: helperText(variable),
        formulaNumber: FORMULA_FREE,
        expression: variable.expression,
      },
      scope: variable.sheet,
      variable,
    });
  };

  for (const item of items) {
    const withHelpers: PlannedLine[] = [];
    for (const planned of item.lines) {
      const { line } = planned;
      if (line.marker !== '*') {
        for (const name of namesIn(line.expression, line.formulaNumber)) {
          const variable = resolve(name, line.sheet);
          if (variable) place(variable, item, { sheet: line.sheet, row: line.row }, withHelpers);
        }
      }
      withHelpers.push(planned);
    }
    item.lines = withHelpers;
  }

  const first = items[0];
  const unused = variables.filter((variable) => !helperAddresses.has(variable.id));
  if (unused.length > 0 && first === undefined) {
    warnings.push('Ohne Aufmaßzeilen werden die Variablen des Aufmaßes nicht exportiert.');
  } else if (first !== undefined) {
    const leading: PlannedLine[] = [];
    const sheet = first.lines[0]?.line.sheet ?? 1;
    for (const variable of unused) place(variable, first, { sheet, row: null }, leading);
    first.lines = [...leading, ...first.lines];
  }

  return { items, helperAddresses, resolve };
}
