/**
 * Reading X31 takeoff rows back into survey lines (layout: see the column table at the top of `write.ts`). Rows
 * without an address continue into the next row; the row with the address ends a line. Tolerates what other
 * programs write: an address on every row of a multi-row calculation (continued until the row ending in "="),
 * separate text rows, a deduction sign or a factor in columns 23–29, rows trimmed at the end.
 */

import { decimal, toCanonical } from '@vendoc/money/decimal';
import { formatAddress, nextFreeRow, parseAddress } from '../address';
import { FORMULA_FREE, FORMULA_PLAIN, type Marker, type SurveyLine } from '../model';
import { X31ReadError } from './errors';
import { isCalculation } from './formula-text';
import { ROW_LENGTH, TEXT_WIDTH, charLength, joinText, readValueFields, splitRow } from './row';

/** A `QTakeoff/@Row` as found in the file. */
export interface SourceRow {
  text: string;
  /** 1-based number of the row in the file. */
  number: number;
  /** XML line of the QTakeoff element. */
  line: number | null;
  /** OZ of the enclosing item. */
  oz: string;
}

/** A line read from the file, before ids are given. */
export type ReadLine = Omit<SurveyLine, 'id'>;

interface ParsedRow {
  source: SourceRow;
  kind: 'text' | 'calculation';
  marker: Marker;
  text: string;
  explanation: string;
  negative: boolean;
  /** Factor in German notation ("1,5"), null when blank or 1. */
  factor: string | null;
  formulaNumber: number | null;
  area: string;
  address: { sheet: number; row: string } | null;
}

const MARKERS: Readonly<Record<string, Marker>> = {
  ' ': '',
  H: 'H',
  E: 'E',
  Z: 'Z',
  P: 'P',
  S: 'S',
  '*': '*',
};

function malformed(source: SourceRow, reason: string): X31ReadError {
  const where = [`Position ${source.oz}`, ...(source.line === null ? [] : [`XML-Zeile ${source.line}`])];
  return new X31ReadError('malformed-row', `Aufmaßzeile ${source.number} (${where.join(', ')}): ${reason}`, {
    row: source.number,
    line: source.line,
  });
}

/** Splits and checks one row; throws X31ReadError for a row that cannot be read. */
export function parseSourceRow(source: SourceRow, notes: Set<string>): ParsedRow {
  const raw = source.text.replace(/[\t\r\n]/g, ' ');
  const length = charLength(raw);
  if (length > ROW_LENGTH) {
    throw malformed(source, `Die Zeile hat ${length} statt ${ROW_LENGTH} Zeichen.`);
  }
  if (length < ROW_LENGTH)
    notes.add('Einige Aufmaßzeilen sind kürzer als 80 Zeichen; sie wurden aufgefüllt.');
  const fields = splitRow(raw);
  if (fields.lead.trim() !== '') {
    notes.add('In einigen Aufmaßzeilen stehen Zeichen in den Spalten 1–11; sie wurden nicht gelesen.');
  }
  const marker = MARKERS[fields.marker.toUpperCase()];
  if (marker === undefined) {
    throw malformed(source, `Unbekanntes Kennzeichen „${fields.marker}“ in Spalte 13.`);
  }
  const addressText = fields.address.trim();
  const address = addressText === '' ? null : parseAddress(addressText);
  if (addressText !== '' && address === null) {
    throw malformed(source, `Ungültige Adresse „${addressText}“ in den Spalten 70–75.`);
  }
  const base = { source, marker, address, text: fields.text.trimEnd() };
  if (marker === '*') {
    return {
      ...base,
      kind: 'text',
      explanation: '',
      negative: false,
      factor: null,
      formulaNumber: null,
      area: '',
    };
  }

  const number = fields.formulaNumber.trim();
  if (number !== '' && !/^\d{1,2}$/.test(number)) {
    throw malformed(source, `Ungültige Formelnummer „${number}“ in den Spalten 30–31.`);
  }
  if (!/^[ +-]$/.test(fields.sign)) {
    throw malformed(source, `Ungültiges Vorzeichen „${fields.sign}“ in Spalte 23.`);
  }
  const factorText = fields.factor.trim();
  if (factorText !== '' && !/^\d{1,6}$/.test(factorText)) {
    throw malformed(source, `Ungültige Anzahl „${factorText}“ in den Spalten 24–29.`);
  }
  const factorValue = factorText === '' ? null : decimal(factorText).div(1000);
  return {
    ...base,
    kind: 'calculation',
    explanation: fields.explanation.trimEnd(),
    negative: fields.sign === '-',
    factor: factorValue === null || factorValue.eq(1) ? null : toCanonical(factorValue).replace('.', ','),
    formulaNumber: number === '' ? null : Number(number),
    area: fields.area,
  };
}

const SIMPLE = /^(?:[0-9]+(?:[.,][0-9]+)?|[0-9]{4}[A-Z][0-9])$/;

function negated(value: string): string {
  if (value.startsWith('-') && SIMPLE.test(value.slice(1))) return value.slice(1);
  return SIMPLE.test(value) ? `-${value}` : `-(${value})`;
}

function scaled(value: string, factor: string): string {
  return SIMPLE.test(value) ? `${factor}*${value}` : `${factor}*(${value})`;
}

/** The line made of a group of rows; the last row carries the address. */
function lineOf(group: readonly ParsedRow[], address: { sheet: number; row: string }): ReadLine {
  const oz = group[0]?.source.oz ?? null;
  const texts = group.filter((row) => row.kind === 'text').map((row) => row.text);
  const rows = group.filter((row) => row.kind === 'calculation');
  const leading = joinText(texts, TEXT_WIDTH);
  if (rows.length === 0) {
    return { ...address, oz, marker: '*', text: leading, formulaNumber: FORMULA_PLAIN, expression: '' };
  }
  const explanation = rows[0]?.explanation ?? '';
  const text = leading !== '' && explanation !== '' ? `${leading} ${explanation}` : leading || explanation;
  const marker = rows.findLast((row) => row.marker !== '')?.marker ?? '';
  let formulaNumber = rows.find((row) => row.formulaNumber !== null)?.formulaNumber ?? FORMULA_PLAIN;
  const joined = rows.map((row) => row.area.trim()).join('');
  const negative = rows.some((row) => row.negative);
  const factor = rows.find((row) => row.factor !== null)?.factor ?? null;

  let expression: string;
  if (isCalculation(formulaNumber) || joined.endsWith('=')) {
    expression = joined.endsWith('=') ? joined.slice(0, -1) : joined;
    if (expression !== '' && isCalculation(formulaNumber) && (negative || factor !== null)) {
      if (factor !== null) expression = `${factor}*(${expression})`;
      if (negative) expression = `-(${expression})`;
      formulaNumber = FORMULA_FREE;
    } else if (expression !== '' && (negative || factor !== null)) {
      const values = expression.split(';');
      values[0] = adjusted(values[0] ?? '', negative, factor);
      expression = values.join(';');
    }
  } else {
    const values = rows.flatMap((row) => readValueFields(row.area));
    if (values.length > 0 && (negative || factor !== null)) {
      values[0] = adjusted(values[0] ?? '', negative, factor);
    }
    expression = values.join(';');
  }
  return { ...address, oz, marker, text, formulaNumber, expression };
}

function adjusted(value: string, negative: boolean, factor: string | null): string {
  let result = factor === null ? value : scaled(value, factor);
  if (negative) result = negated(result);
  return result;
}

/** A calculation row of another program that has an address but continues (no "=" yet) into the next row. */
function continues(row: ParsedRow, next: ParsedRow | undefined): boolean {
  if (row.kind !== 'calculation' || next === undefined || next.kind !== 'calculation') return false;
  const number = row.formulaNumber ?? FORMULA_PLAIN;
  if (!isCalculation(number) || (next.formulaNumber ?? FORMULA_PLAIN) !== number) return false;
  const area = row.area.trim();
  return area !== '' && !area.endsWith('=') && row.marker === '';
}

/**
 * Reads the rows of all items (in file order) into lines. `rowsByItem` keeps each item's rows together; a line
 * never spans two items. Rows left without an address at an item's end get a free row on the sheet of the line
 * before them (warning).
 */
export function readRows(rowsByItem: readonly (readonly SourceRow[])[], warnings: string[]): ReadLine[] {
  const notes = new Set<string>();
  const parsed = rowsByItem.map((rows) => rows.map((row) => parseSourceRow(row, notes)));
  const used = new Map<number, Set<string>>();
  for (const row of parsed.flat()) {
    if (row.address === null) continue;
    const rows = used.get(row.address.sheet) ?? new Set<string>();
    rows.add(row.address.row);
    used.set(row.address.sheet, rows);
  }

  const lines: ReadLine[] = [];
  let dropped = 0;
  for (const rows of parsed) {
    let group: ParsedRow[] = [];
    for (const [i, row] of rows.entries()) {
      group.push(row);
      if (row.address === null) continue;
      if (continues(row, rows[i + 1])) {
        dropped++;
        continue;
      }
      lines.push(lineOf(group, row.address));
      group = [];
    }
    if (group.length > 0) {
      let sheet = lines.at(-1)?.sheet ?? 1;
      let row = nextFreeRow(used.get(sheet) ?? []);
      if (row === null) {
        sheet = Math.max(...used.keys()) + 1;
        row = 'A0';
      }
      used.set(sheet, new Set([...(used.get(sheet) ?? []), row]));
      const source = group[0]?.source;
      warnings.push(
        `Aufmaßzeile ${source?.number ?? '?'} (Position ${source?.oz ?? '?'}) hat keine Adresse; sie erhält ${formatAddress(sheet, row)}.`,
      );
      lines.push(lineOf(group, { sheet, row }));
    }
  }
  if (dropped > 0) {
    warnings.push(
      `${dropped} Fortsetzungszeilen mehrzeiliger Rechenansätze hatten eigene Adressen; die Zeile trägt die Adresse ihrer letzten Zeile.`,
    );
  }
  warnings.push(...notes);
  return lines;
}
