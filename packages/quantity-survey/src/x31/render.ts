/**
 * One survey line as X31 takeoff rows (layout: see the column table at the top of `write.ts`).
 */

import { formatAddress } from '../address';
import { exportFormula, isCalculation, wrapFormula, type NameResolver } from './formula-text';
import {
  AREA_WIDTH,
  EXPLANATION_WIDTH,
  TEXT_WIDTH,
  buildCalculationRow,
  buildTextRow,
  charLength,
  splitText,
  valueFields,
} from './row';
import type { PlannedLine } from './export-plan';

const LINE_BREAKS = /[\t\r\n]/g;

/** Whether a character can stand in a row: no C0/C1 control characters, no lone surrogates (invalid in XML). */
function writable(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return !(code < 0x20 || (code >= 0x7f && code <= 0x9f) || (code >= 0xd800 && code <= 0xdfff));
}

/** A line's text as it can stand in a row: tabs and line breaks as blanks, control characters dropped. */
function rowText(text: string, address: string, warnings: string[]): string {
  const cleaned = Array.from(text.replace(LINE_BREAKS, ' ')).filter(writable).join('').trimEnd();
  if (cleaned !== text.trimEnd()) {
    warnings.push(`Zeile ${address}: Zeilenumbrüche und Steuerzeichen im Text wurden ersetzt.`);
  }
  return cleaned;
}

/** The calculation area pieces (columns 32–69) of a line; the last piece of a calculation ends with "=". */
function areaPieces(
  planned: PlannedLine,
  resolve: NameResolver,
  address: string,
  warnings: string[],
): string[] {
  const { line } = planned;
  const exported = exportFormula(line.expression, line.formulaNumber, resolve);
  if (!exported.parsed) {
    warnings.push(
      `Zeile ${address}: Der Rechenansatz enthält einen Fehler und wird wie eingegeben exportiert.`,
    );
  }
  if (exported.values.length === 0) return [''];
  if (!isCalculation(line.formulaNumber)) {
    const fixed = valueFields(exported.values);
    if (fixed !== null) return [fixed];
    warnings.push(
      `Zeile ${address}: Die Werte der Formel ${line.formulaNumber} passen nicht in die festen REB-Felder; sie stehen als Text „Wert;Wert;…=“ in der Zeile, den andere Programme eventuell nicht lesen.`,
    );
  }
  const pieces = wrapFormula(exported.values.join(';'), AREA_WIDTH - 1);
  pieces[pieces.length - 1] += '=';
  return pieces;
}

/**
 * The rows of one line. A comment is one text row per 56 characters, the address on the last. A calculation is
 * one row per 37 characters of formula (values in fixed fields for geometric formulas), formula number on every
 * row, marker and address on the last; a text longer than the 9-character explanation goes into text rows without
 * an address in front of it.
 */
export function renderLine(planned: PlannedLine, resolve: NameResolver, warnings: string[]): string[] {
  const { line } = planned;
  const address = formatAddress(line.sheet, line.row);
  const text = rowText(line.text, address, warnings);

  if (line.marker === '*') {
    const pieces = splitText(text, TEXT_WIDTH);
    return pieces.map((piece, i) => buildTextRow(piece, i === pieces.length - 1 ? address : null));
  }
  if (!Number.isInteger(line.formulaNumber) || line.formulaNumber < 0 || line.formulaNumber > 99) {
    warnings.push(
      `Zeile ${address}: Die Formelnummer ${line.formulaNumber} ist in REB nicht möglich; die Zeile fehlt im Export.`,
    );
    return [];
  }

  const long = charLength(text) > EXPLANATION_WIDTH;
  const leading = long ? splitText(text, TEXT_WIDTH).map((piece) => buildTextRow(piece, null)) : [];
  const pieces = areaPieces(planned, resolve, address, warnings);
  const last = pieces.length - 1;
  const calculation = pieces.map((area, i) =>
    buildCalculationRow({
      marker: i === last ? line.marker : '',
      explanation: i === 0 && !long ? text : '',
      formulaNumber: line.formulaNumber,
      area,
      address: i === last ? address : null,
    }),
  );
  return [...leading, ...calculation];
}
