/**
 * Formula texts for the X31 rows: canonical printing, renaming variables to the addresses of their helper lines
 * (REB knows no named variables) and back, and breaking a long calculation into row pieces between tokens.
 */

import { parseExpression, parseValueList, printExpression, type ExpressionNode } from '../expression';
import { FORMULA_FREE, FORMULA_PLAIN } from '../model';
import { charLength } from './row';

/** The address of a variable's helper line for a name as used at some place, or null when it is no variable. */
export type NameResolver = (name: string) => string | null;

const NAME = /[A-Za-zÄÖÜäöüß][A-Za-zÄÖÜäöüß0-9_]*/u;
const ADDRESS = /[0-9]{4}[A-Z][0-9]/;
const TOKEN = new RegExp(`${ADDRESS.source}|[0-9]+(?:[.,][0-9]*)?|[.,][0-9]+|${NAME.source}|\\S`, 'gu');
const BOUNDED_NAME = new RegExp(`(?<![A-Za-zÄÖÜäöüß0-9_.,])${NAME.source}`, 'gu');
const BOUNDED_ADDRESS = new RegExp(`(?<![A-Za-zÄÖÜäöüß0-9_.,])${ADDRESS.source}(?![A-Za-zÄÖÜäöüß0-9_])`, 'g');

/** True for formula numbers whose expression is a calculation (not a list of geometric values). */
export function isCalculation(formulaNumber: number): boolean {
  return formulaNumber === FORMULA_PLAIN || formulaNumber === FORMULA_FREE;
}

function mapVariables(node: ExpressionNode, resolve: NameResolver): ExpressionNode {
  switch (node.kind) {
    case 'variable': {
      const address = resolve(node.name);
      return address === null ? node : { kind: 'address', address, start: node.start, end: node.end };
    }
    case 'unary':
      return { ...node, operand: mapVariables(node.operand, resolve) };
    case 'binary':
      return { ...node, left: mapVariables(node.left, resolve), right: mapVariables(node.right, resolve) };
    case 'call':
      return { ...node, argument: mapVariables(node.argument, resolve) };
    default:
      return node;
  }
}

function collectNames(node: ExpressionNode, into: string[]): void {
  switch (node.kind) {
    case 'variable':
      if (!into.includes(node.name)) into.push(node.name);
      return;
    case 'unary':
      return collectNames(node.operand, into);
    case 'binary':
      collectNames(node.left, into);
      return collectNames(node.right, into);
    case 'call':
      return collectNames(node.argument, into);
    default:
      return;
  }
}

/** Renames names in a text that did not parse (kept as typed, whitespace removed). */
function renameRaw(text: string, resolve: NameResolver): string {
  return text.replace(/\s+/g, '').replace(BOUNDED_NAME, (name) => resolve(name) ?? name);
}

/** A formula text prepared for export. */
export interface ExportedFormula {
  /** Canonical text with variables replaced by addresses; for geometric formulas the values, one per entry. */
  values: string[];
  /** False when the expression did not parse: it is exported as typed (without whitespace). */
  parsed: boolean;
}

/**
 * The text to export for a line's expression: formula 0/91 as one canonical calculation, a geometric formula as its
 * values. Variables are replaced by what `resolve` returns for them. An empty expression gives no values.
 */
export function exportFormula(
  expression: string,
  formulaNumber: number,
  resolve: NameResolver,
): ExportedFormula {
  if (expression.trim() === '') return { values: [], parsed: true };
  if (isCalculation(formulaNumber)) {
    const result = parseExpression(expression, { plain: formulaNumber === FORMULA_PLAIN });
    if (!result.ok) return { values: [renameRaw(expression, resolve)], parsed: false };
    return { values: [printExpression(mapVariables(result.ast, resolve))], parsed: true };
  }
  const list = parseValueList(expression);
  if (!list.ok) {
    return { values: expression.split(';').map((value) => renameRaw(value, resolve)), parsed: false };
  }
  return {
    values: list.values.map((value) => printExpression(mapVariables(value.ast, resolve))),
    parsed: true,
  };
}

/** Names used in an expression (variables, in order of appearance); for text that does not parse, name tokens. */
export function namesIn(expression: string, formulaNumber: number): string[] {
  if (expression.trim() === '') return [];
  const names: string[] = [];
  if (isCalculation(formulaNumber)) {
    const result = parseExpression(expression, { plain: formulaNumber === FORMULA_PLAIN });
    if (result.ok) {
      collectNames(result.ast, names);
      return names;
    }
  } else {
    const list = parseValueList(expression);
    if (list.ok) {
      for (const value of list.values) collectNames(value.ast, names);
      return names;
    }
  }
  for (const match of expression.matchAll(BOUNDED_NAME)) {
    if (!names.includes(match[0])) names.push(match[0]);
  }
  return names;
}

/** Replaces address references in a text read from a file by what `rename` returns (null: keep the address). */
export function renameAddresses(text: string, rename: (address: string) => string | null): string {
  return text.replace(BOUNDED_ADDRESS, (address) => rename(address) ?? address);
}

/** Addresses referenced in a text read from a file. */
export function addressesIn(text: string): string[] {
  return [...text.matchAll(BOUNDED_ADDRESS)].map((match) => match[0]);
}

/**
 * Breaks a calculation into pieces of at most `width` characters, only between tokens (numbers, addresses, names
 * and operators stay whole); a token longer than a piece is cut.
 */
export function wrapFormula(text: string, width: number): string[] {
  const pieces: string[] = [];
  let current = '';
  for (const match of text.matchAll(TOKEN)) {
    let token = match[0];
    if (current !== '' && charLength(current) + charLength(token) > width) {
      pieces.push(current);
      current = '';
    }
    while (charLength(token) > width) {
      const chars = Array.from(token);
      pieces.push(chars.slice(0, width).join(''));
      token = chars.slice(width).join('');
    }
    current += token;
  }
  if (current !== '') pieces.push(current);
  return pieces;
}
