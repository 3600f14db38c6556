/**
 * GAEB DA XML X31 (Mengenermittlung) reader: the survey lines, variables and BoQ positions of a file written by
 * `writeX31` or by other programs (versions 3.2 and 3.3). Safe with untrusted input (size and depth limits, no
 * DOCTYPE; characters XML forbids removed, texts bounded: read-bounds.ts), tolerant of elements it does not know.
 * Refuses with an X31ReadError and a German message what it cannot read: not XML, not GAEB, another exchange
 * phase, a takeoff row that does not fit the REB layout.
 */

import { decodeXmlBytes } from '@vendoc/gaeb/encoding';
import { GaebReadError } from '@vendoc/gaeb/errors';
import { parseXml, type ParsedXml } from '@vendoc/gaeb/read/parse-xml';
import { childElement, childElements, textContent, type XmlElement } from '@vendoc/gaeb/xml';
import { compareAddress, formatAddress } from '../address';
import type { SurveyLine, SurveyVariable } from '../model';
import { ozOf, type OzParts, type X31BreakdownLevel } from './boq-tree';
import { X31ReadError } from './errors';
import { boundedLines, boundedName, parserNotes } from './read-bounds';
import { readRows, type SourceRow } from './read-rows';
import { restoreVariables } from './variables-import';

export interface X31ReadOptions {
  /** Largest accepted input in bytes (characters for a string). Default 50 MB. */
  maxBytes?: number;
  /** Deepest accepted element nesting. Default 64. */
  maxDepth?: number;
}

export interface X31ReadResult {
  /** GAEB DA XML version from the namespace ("3.3", "3.2"). */
  version: string;
  /** QtyDetermInfo/OrdDescr. */
  surveyName: string | null;
  /** GAEBInfo/Date (YYYY-MM-DD). */
  surveyDate: string | null;
  /** QtyDetermInfo/ProjDescr. */
  projectName: string | null;
  /** BoQ/RefBoQName. */
  boqName: string | null;
  breakdown: X31BreakdownLevel[];
  /** Every item of the file in file order, with its measured quantity (Item/QtyDeterm/Qty). */
  items: { oz: string; quantity: string | null }[];
  /** Lines in file order, ids "x31-1", "x31-2" …. */
  lines: SurveyLine[];
  /** Variables restored from their helper lines, ids "x31-v1" …. */
  variables: SurveyVariable[];
  /** German: what was tolerated. */
  warnings: string[];
}

export const X31_DEFAULT_MAX_BYTES = 50 * 1024 * 1024;
const DEFAULT_MAX_DEPTH = 64;
const NAMESPACE = /^http:\/\/www\.gaeb\.de\/GAEB_DA_XML\/(?:DA(\d+)\/(\d\.\d)|200407)$/;
const BREAKDOWN_TYPES = new Set(['Lot', 'BoQLevel', 'Item', 'Index']);

function sizeText(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.floor(bytes / 1024 / 1024)} MB`;
  return bytes >= 1024 ? `${Math.floor(bytes / 1024)} KB` : `${bytes} Byte`;
}

function decode(input: string | Uint8Array, maxBytes: number): string {
  if (input.length > maxBytes) {
    throw new X31ReadError(
      'too-large',
      `Die Datei ist größer als ${sizeText(maxBytes)} und wird nicht gelesen.`,
    );
  }
  if (typeof input === 'string') return input;
  try {
    return decodeXmlBytes(input).text;
  } catch (error) {
    if (error instanceof GaebReadError) {
      throw new X31ReadError('encoding', 'Die Zeichenkodierung der Datei wird nicht unterstützt.');
    }
    throw error;
  }
}

function parse(text: string, maxDepth: number): ParsedXml {
  try {
    return parseXml(text, { maxDepth });
  } catch (error) {
    if (!(error instanceof GaebReadError)) throw error;
    const where = { line: error.line, column: error.column };
    const at =
      error.line === null
        ? ''
        : ` (Zeile ${error.line}${error.column === null ? '' : `, Spalte ${error.column}`})`;
    if (error.code === 'doctype') {
      throw new X31ReadError(
        'not-xml',
        `Die Datei enthält eine DOCTYPE-Deklaration${at}; das ist in GAEB-Dateien aus Sicherheitsgründen nicht erlaubt.`,
        where,
      );
    }
    if (error.code === 'depth-limit') {
      throw new X31ReadError(
        'not-xml',
        `Die Datei ist tiefer als ${maxDepth} Ebenen verschachtelt${at}.`,
        where,
      );
    }
    throw new X31ReadError('not-xml', `Die Datei ist kein gültiges XML${at}.`, where);
  }
}

function missing(parsed: ParsedXml, parent: XmlElement, name: string): X31ReadError {
  const line = parsed.positions.get(parent)?.line ?? null;
  const at = line === null ? '' : ` (XML-Zeile ${line})`;
  return new X31ReadError('missing-element', `Das Element „${name}“ fehlt in „${parent.name}“${at}.`, {
    line,
  });
}

function required(parsed: ParsedXml, parent: XmlElement, name: string): XmlElement {
  const child = childElement(parent, name);
  if (child === undefined) throw missing(parsed, parent, name);
  return child;
}

function optionalText(parent: XmlElement | undefined, name: string): string | null {
  const child = parent === undefined ? undefined : childElement(parent, name);
  const value = child === undefined ? '' : textContent(child).trim();
  return value === '' ? null : value;
}

/** `optionalText` bounded (see read-bounds.ts), with a warning naming the element and line when cut. */
function boundedText(
  parsed: ParsedXml,
  parent: XmlElement | undefined,
  name: string,
  warnings: string[],
): string | null {
  const child = parent === undefined ? undefined : childElement(parent, name);
  const line = child === undefined ? null : (parsed.positions.get(child)?.line ?? null);
  return boundedName(optionalText(parent, name), name, line, warnings);
}

/** Phase and version from the root; refuses what is not GAEB or not X31. */
function checkRoot(parsed: ParsedXml): { version: string; qtyDeterm: XmlElement } {
  const { root } = parsed;
  if (root.name !== 'GAEB' || root.ns !== undefined) {
    throw new X31ReadError(
      'not-gaeb',
      `Die Datei ist keine GAEB-DA-XML-Datei (Wurzelelement „${root.name}“ statt „GAEB“).`,
    );
  }
  const match = NAMESPACE.exec(parsed.namespace);
  if (parsed.namespace !== '' && match === null) {
    throw new X31ReadError(
      'not-gaeb',
      `Der Namensraum „${parsed.namespace}“ ist kein GAEB-DA-XML-Namensraum.`,
    );
  }
  const version =
    match?.[2] ?? (match ? '3.1' : (optionalText(childElement(root, 'GAEBInfo'), 'Version') ?? ''));
  const qtyDeterm = childElement(root, 'QtyDeterm');
  const phase =
    optionalText(qtyDeterm, 'DP') ?? optionalText(childElement(root, 'Award'), 'DP') ?? match?.[1] ?? null;
  if (phase !== null && phase !== '31') {
    throw new X31ReadError(
      'wrong-phase',
      `Die Datei ist keine Mengenermittlung (X31), sondern eine GAEB-Datei der Phase X${phase.slice(0, 20)}.`,
    );
  }
  if (qtyDeterm === undefined) throw missing(parsed, root, 'QtyDeterm');
  if (phase === null) {
    throw new X31ReadError(
      'wrong-phase',
      'Die Datenaustauschphase (DP) fehlt; erwartet wird 31 (Mengenermittlung).',
    );
  }
  return { version, qtyDeterm };
}

function readBreakdown(parsed: ParsedXml, boq: XmlElement, warnings: string[]): X31BreakdownLevel[] {
  const levels: X31BreakdownLevel[] = [];
  for (const element of childElements(boq).filter(
    (child) => child.name === 'BoQBkdn' && child.ns === undefined,
  )) {
    const type = optionalText(element, 'Type') ?? '';
    const length = Number(optionalText(element, 'Length'));
    if (!BREAKDOWN_TYPES.has(type) || !Number.isInteger(length) || length < 1 || length > 14) {
      warnings.push(
        `Eine Gliederungsstufe (BoQBkdn) mit Typ „${type.slice(0, 40)}“ ist ungültig und wurde übergangen.`,
      );
      continue;
    }
    levels.push({
      type: type as X31BreakdownLevel['type'],
      label: boundedText(parsed, element, 'LblBoQBkdn', warnings),
      length,
      numeric: optionalText(element, 'Num') === 'Yes',
    });
  }
  return levels;
}

interface FoundItem {
  element: XmlElement;
  parts: OzParts;
}

function collectItems(parsed: ParsedXml, body: XmlElement, path: string[], out: FoundItem[]): void {
  for (const child of childElements(body)) {
    if (child.ns !== undefined) continue;
    if (child.name === 'BoQCtgy') {
      const part = child.attrs.RNoPart?.trim();
      if (!part) throw missingAttribute(parsed, child);
      const inner = childElement(child, 'BoQBody');
      if (inner) collectItems(parsed, inner, [...path, part], out);
    } else if (child.name === 'Itemlist') {
      for (const item of childElements(child)) {
        if (item.name !== 'Item' || item.ns !== undefined) continue;
        const part = item.attrs.RNoPart?.trim();
        if (!part) throw missingAttribute(parsed, item);
        const index = item.attrs.RNoIndex?.trim() || null;
        out.push({ element: item, parts: { categories: path, item: part, index } });
      }
    }
  }
}

function missingAttribute(parsed: ParsedXml, element: XmlElement): X31ReadError {
  const line = parsed.positions.get(element)?.line ?? null;
  const at = line === null ? '' : ` (XML-Zeile ${line})`;
  return new X31ReadError('missing-element', `Bei „${element.name}“ fehlt die Teil-OZ (RNoPart)${at}.`, {
    line,
  });
}

/** Reads an X31 file. Throws X31ReadError (German message) for a file it cannot read. */
export function readX31(input: string | Uint8Array, options: X31ReadOptions = {}): X31ReadResult {
  const text = decode(input, options.maxBytes ?? X31_DEFAULT_MAX_BYTES);
  const parsed = parse(text, options.maxDepth ?? DEFAULT_MAX_DEPTH);
  const { version, qtyDeterm } = checkRoot(parsed);
  const warnings = parserNotes(parsed);
  const info = childElement(qtyDeterm, 'QtyDetermInfo');
  const boq = required(parsed, qtyDeterm, 'BoQ');
  const breakdown = readBreakdown(parsed, boq, warnings);

  const found: FoundItem[] = [];
  const body = childElement(boq, 'BoQBody');
  if (body) collectItems(parsed, body, [], found);

  let number = 0;
  const items: X31ReadResult['items'] = [];
  const rowsByItem: SourceRow[][] = [];
  for (const { element, parts } of found) {
    const oz = ozOf(parts, breakdown);
    const determ = childElement(element, 'QtyDeterm');
    items.push({ oz, quantity: boundedText(parsed, determ, 'Qty', warnings) });
    const rows: SourceRow[] = [];
    for (const determItem of determ ? childElements(determ) : []) {
      if (determItem.name !== 'QDetermItem' || determItem.ns !== undefined) continue;
      const takeoff = childElement(determItem, 'QTakeoff');
      if (takeoff === undefined) continue;
      number++;
      const line = parsed.positions.get(takeoff)?.line ?? null;
      const row = takeoff.attrs.Row;
      if (row === undefined) {
        throw new X31ReadError(
          'malformed-row',
          `Aufmaßzeile ${number} (Position ${oz}${line === null ? '' : `, XML-Zeile ${line}`}): Das Attribut „Row“ fehlt.`,
          { row: number, line },
        );
      }
      rows.push({ text: row, number, line, oz });
    }
    rowsByItem.push(rows);
  }

  const restored = restoreVariables(boundedLines(readRows(rowsByItem, warnings), warnings), warnings);
  const lines = restored.lines.map((line, i) => ({ id: `x31-${i + 1}`, ...line }));
  warnDuplicates(lines, warnings);
  return {
    version,
    surveyName: boundedText(parsed, info, 'OrdDescr', warnings),
    surveyDate: boundedText(parsed, childElement(parsed.root, 'GAEBInfo'), 'Date', warnings),
    projectName: boundedText(parsed, info, 'ProjDescr', warnings),
    boqName: boundedText(parsed, boq, 'RefBoQName', warnings),
    breakdown,
    items,
    lines,
    variables: restored.variables.map((variable, i) => ({ id: `x31-v${i + 1}`, ...variable })),
    warnings,
  };
}

function warnDuplicates(lines: readonly SurveyLine[], warnings: string[]): void {
  const sorted = [...lines].sort(compareAddress);
  for (const [i, line] of sorted.entries()) {
    const previous = sorted[i - 1];
    if (previous && compareAddress(previous, line) === 0) {
      warnings.push(`Die Adresse ${formatAddress(line.sheet, line.row)} kommt mehrfach vor.`);
    }
  }
}
