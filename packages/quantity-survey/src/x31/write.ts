/**
 * GAEB DA XML 3.3 X31 (Mengenermittlung) writer: a quantity survey as takeoff rows after REB-VB 23.003, Ausgabe
 * 2009, validating against GAEB_DA_XML_31_3.3_2023-01.xsd.
 *
 * File: `GAEB > GAEBInfo, QtyDeterm > (PrjInfo?, QtyDetermInfo, DP "31", BoQ > (RefBoQName?, BoQBkdn+, BoQBody >
 * BoQCtgy… > Itemlist > Item > QtyDeterm > (Qty?, QDetermItem > QTakeoff/@Row …)))`. Survey name ->
 * QtyDetermInfo/OrdDescr (40 characters), project -> QtyDetermInfo/ProjDescr and PrjInfo/RefPrjName, survey date ->
 * GAEBInfo/Date, BoQ name -> RefBoQName (20 characters). `Item/QtyDeterm/Qty` is the measured quantity of the
 * position. X31 has no place for short texts and units: they are not written.
 *
 * ## The takeoff row
 *
 * `QTakeoff/@Row` has 80 characters; the XSD requires the first 11 blank (" {2,2} {9,9}.{69,69}"). The public
 * descriptions of REB-VB 23.003 (2009) give the DA11 record as: record type "11" (columns 1–2), OZ (3–11), index
 * V, Kennzeichen (13), explanation (14–22, 9 characters; text lines 56 characters), sign, factor, formula number
 * (30–31), formula or values (32–69), address (70–75). X31 keeps that record with columns 1–11 blank, because the
 * row belongs to its Item. The official VB text was not at hand: this layout follows what is published about it
 * (an open-source DA11 writer for REB-VB 23.003 Ausgabe 2009; AVA manuals: value 1 with 6+3 digits, values 2–5
 * with 3+3 digits, comment lines of 56 characters; markers in the last row of a multi-row calculation).
 *
 * | Columns | Width | Content                                                                        |
 * |---------|-------|--------------------------------------------------------------------------------|
 * | 1–2     | 2     | blank (DA11: record type "11")                                                 |
 * | 3–11    | 9     | blank (DA11: OZ; in X31 the enclosing Item)                                    |
 * | 12      | 1     | index V (subtotal group); written blank, ignored when read                     |
 * | 13      | 1     | Kennzeichen: blank, H, E, Z, P, S, or * for a text row                         |
 * | 14–22   | 9     | explanation (the line's text when it has at most 9 characters)                 |
 * | 23      | 1     | sign: "-" = deduction; written blank (VenDoc writes deductions as negative     |
 * |         |       | formulas or values), a "-" read from a file negates the line                   |
 * | 24–29   | 6     | factor with 3 implied decimals; written blank, a factor read multiplies        |
 * | 30–31   | 2     | formula number, two digits: "00", "04", "91"                                   |
 * | 32–69   | 38    | formula 0/91: the calculation, canonical German notation, "=" after the last   |
 * |         |       | piece; formulas 1–20: values in fixed fields, right-aligned, decimal comma:    |
 * |         |       | value 1 in 32–41 (10), values 2–5 in 42–48, 49–55, 56–62, 63–69 (7 each)       |
 * | 70–75   | 6     | address: sheet (4 digits) + row letter + digit, "0001B0"                       |
 * | 76–80   | 5     | blank                                                                          |
 *
 * A text row (Kennzeichen "*") has its text in columns 14–69 (56 characters) and the address in 70–75.
 *
 * Values are written with a decimal comma ("3,50"); a value read without one is taken as written ("2000" is 2000,
 * not 2,000 with implied decimals). Values that do not fit their field (a long expression, more than five values)
 * are written as text "v1;v2;…=" in columns 32–69 with a warning; `readX31` reads that form back.
 *
 * ## Lines that need more than one row
 *
 * A row with blank address columns continues into the next row; the row with the address ends the line.
 * - A calculation longer than 37 characters continues on further rows, broken only between tokens (REB's
 *   multi-row Rechenansatz): formula number on every row, explanation on the first, Kennzeichen and address on the
 *   last, "=" at the end of the last.
 * - A comment longer than 56 characters continues on further text rows; the address is on the last.
 * - A calculation whose text is longer than the 9-character explanation gets its text in text rows (without an
 *   address) right before its calculation rows; other programs show it as a remark above the calculation.
 * Text pieces break before a blank (the blank starts the next piece), so that they join back exactly.
 *
 * ## Variables and lines without a position
 *
 * See `export-plan.ts`: variables become helper lines "Variable L" (marker H) before their first use and names are
 * replaced by those lines' addresses; lines without an OZ go to the first item (as H lines), comments without an
 * OZ stay with their neighbours' item. REB has no lines outside positions: read back, such lines carry the OZ of
 * the item they were written to.
 */

import { decimal, sum, toFixed, tryParseDecimal } from '@vendoc/money/decimal';
import { gaebNamespace } from '@vendoc/gaeb/namespace';
import { serializeXml, xmlElement, type XmlElement } from '@vendoc/gaeb/xml';
import type { SurveyLine, SurveyResult, SurveyVariable } from '../model';
import { breakdownElements, breakdownFromOzs, buildBoqBody, ozKey, type X31BreakdownLevel } from './boq-tree';
import { planExport, type ExportPlan, type PlannedLine } from './export-plan';
import { renderLine } from './render';

export interface X31Input {
  project: { name: string; number?: string | null };
  survey: { name: string; /** YYYY-MM-DD */ date: string };
  boq: {
    name: string;
    breakdown: X31BreakdownLevel[];
    items: { oz: string; shortText: string; unit: string | null; quantity: string | null }[];
  };
  lines: SurveyLine[];
  variables: SurveyVariable[];
  /** The calculated survey: `Item/QtyDeterm/Qty` is the position's measured quantity. */
  results: SurveyResult;
}

export interface X31Output {
  xml: string;
  /** German: what could not be written as it is. */
  warnings: string[];
}

/** The namespace of the files written. */
export const X31_NAMESPACE = gaebNamespace('3.3', '31');

const LARGEST_QUANTITY = decimal('99999999.999'); // tgDecimal_11_3

function text(name: string, value: string, max: number, warnings: string[], what: string): XmlElement {
  const normalized = value.replace(/\s+/g, ' ').trim();
  const chars = Array.from(normalized);
  if (chars.length > max) warnings.push(`${what} ist länger als ${max} Zeichen und wurde gekürzt.`);
  return xmlElement(name, {}, [chars.slice(0, max).join('')]);
}

function quantityElement(
  oz: string,
  breakdown: readonly X31BreakdownLevel[],
  results: SurveyResult,
  warnings: string[],
): XmlElement[] {
  const key = ozKey(oz, breakdown);
  const matching = results.positions.filter((position) => ozKey(position.oz, breakdown) === key);
  if (matching.length === 0) return [];
  const quantity =
    matching.length === 1 ? (matching[0]?.quantity ?? '') : toFixed(sum(matching.map((p) => p.quantity)), 3);
  const value = tryParseDecimal(quantity);
  if (value === null || value.abs().greaterThan(LARGEST_QUANTITY)) {
    warnings.push(`Die Menge „${quantity}“ der Position ${oz} passt nicht in GAEB (Qty) und fehlt.`);
    return [];
  }
  return [xmlElement('Qty', {}, [toFixed(value, 3)])];
}

function itemRows(plan: ExportPlan, lines: readonly PlannedLine[], warnings: string[]): XmlElement[] {
  const rows: XmlElement[] = [];
  for (const planned of lines) {
    const resolve = (name: string): string | null => {
      const variable = plan.resolve(name, planned.scope);
      return variable === undefined ? null : (plan.helperAddresses.get(variable.id) ?? null);
    };
    for (const row of renderLine(planned, resolve, warnings)) {
      rows.push(xmlElement('QDetermItem', {}, [xmlElement('QTakeoff', { Row: row })]));
    }
  }
  return rows;
}

function surveyDate(date: string, warnings: string[]): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(date) && !Number.isNaN(Date.parse(date))) return date;
  warnings.push(`Das Datum „${date}“ ist ungültig; die Datei trägt das heutige Datum.`);
  return new Date().toISOString().slice(0, 10);
}

/** Writes the survey as a GAEB DA XML 3.3 X31 file (UTF-8, with XML declaration). */
export function writeX31(input: X31Input): X31Output {
  const warnings: string[] = [];
  let breakdown = input.boq.breakdown;
  if (!breakdown.some((level) => level.type === 'Item')) {
    breakdown = breakdownFromOzs(input.boq.items.map((item) => item.oz));
    warnings.push('Das LV hat keine Gliederung (BoQBkdn); sie wurde aus den OZ abgeleitet.');
  }
  const plan = planExport(input.boq.items, breakdown, input.lines, input.variables, warnings);
  const items = plan.items.map((item) => ({
    parts: item.parts,
    children: [
      xmlElement('QtyDeterm', {}, [
        ...quantityElement(item.oz, breakdown, input.results, warnings),
        ...itemRows(plan, item.lines, warnings),
      ]),
    ],
  }));

  const project = [input.project.number, input.project.name].filter(Boolean).join(' ');
  const root = xmlElement('GAEB', {}, [
    xmlElement('GAEBInfo', {}, [
      xmlElement('Version', {}, ['3.3']),
      xmlElement('VersDate', {}, ['2023-01']),
      xmlElement('Date', {}, [surveyDate(input.survey.date, warnings)]),
      xmlElement('ProgSystem', {}, ['VenDoc']),
    ]),
    xmlElement('QtyDeterm', {}, [
      ...(project
        ? [
            xmlElement('PrjInfo', {}, [
              text('RefPrjName', input.project.number || input.project.name, 60, [], 'Projekt'),
            ]),
          ]
        : []),
      xmlElement('QtyDetermInfo', {}, [
        xmlElement('MethodDescription', {}, ['REB23003-2009']),
        text('OrdDescr', input.survey.name, 40, warnings, 'Der Name des Aufmaßes'),
        ...(project ? [text('ProjDescr', project, 80, warnings, 'Der Projektname')] : []),
      ]),
      xmlElement('DP', {}, ['31']),
      xmlElement('BoQ', { ID: 'B1' }, [
        ...(input.boq.name.trim() ? [text('RefBoQName', input.boq.name, 20, [], 'LV')] : []),
        ...breakdownElements(breakdown),
        buildBoqBody(items),
      ]),
    ]),
  ]);
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n${serializeXml(root, { namespace: X31_NAMESPACE })}\n`;
  return { xml, warnings };
}
