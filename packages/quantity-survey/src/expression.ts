/**
 * The formula language of quantity lines (REB 23.003 formula 0 and 91) and of variables: a hand-written tokenizer
 * and recursive-descent parser producing an AST, and a printer back to canonical German notation.
 *
 * Language
 * - Numbers with a decimal comma or point: "2,40", "2.40", "0,5", ",5". No thousands separators: a second mark in
 *   one number ("1.234,5") is an error pointing at it. No exponents.
 * - Operators + - * / with the usual precedence (multiplication and division before addition and subtraction,
 *   left to right), unary minus and plus, brackets ( ). Also "×", "·", "⋅" and "x" multiply, ":" and "÷" divide,
 *   "−" (U+2212) subtracts. "x" multiplies where an operator is expected (after a number, name, address or ")"):
 *   "2,40x2,75" and "L x B"; elsewhere it starts a name.
 * - Variables: a letter (A–Z, a–z, ÄÖÜäöüß), then letters, digits, "_"; case-sensitive.
 * - Addresses of stored line values: four digits, an upper-case letter and a digit, "0001B0".
 * - Formula 91 only: `sqrt(x)` = `wurzel(x)`, `abs(x)`, and the constant `pi` = `PI` (π to 30 significant
 *   digits). These names are reserved and cannot name variables.
 * - Whitespace anywhere between tokens.
 *
 * Formula 0 (`plain`) is the same language without brackets, functions and constants.
 *
 * Texts longer than MAX_EXPRESSION_LENGTH (2000) characters are refused, pointing at the excess.
 *
 * Error offsets: `start`/`end` index the typed text (UTF-16 code units, end exclusive, end > start). Where something
 * is missing at the very end ("2*"), the error points at the last token before it (the "*"). An empty or blank text
 * gives "Die Formel ist leer" over the whole text (start 0, end = max(1, length)).
 */

import type { FormulaError } from './model';
import type {
  BinaryOperator,
  ExpressionNode,
  FunctionName,
  ListValue,
  ParseListResult,
  ParseResult,
  Span,
} from './expression-ast';

export type * from './expression-ast';
export { printExpression, withoutSpans } from './expression-print';

export interface ParseOptions {
  /** Formula 0: no brackets, functions or constants. */
  plain?: boolean;
}

/** Longest expression accepted: keeps parsing and evaluation (recursive) far from the stack limit. */
export const MAX_EXPRESSION_LENGTH = 2000;

/** Names with a meaning of their own in formula 91; a variable cannot have them. */
export const RESERVED_NAMES: readonly string[] = ['sqrt', 'wurzel', 'abs', 'pi', 'PI'];

const FUNCTIONS: Readonly<Record<string, FunctionName>> = { sqrt: 'sqrt', wurzel: 'sqrt', abs: 'abs' };
const CONSTANTS: ReadonlySet<string> = new Set(['pi', 'PI']);

/** Valid variable names: a letter, then letters, digits and "_". */
export const NAME_PATTERN = /^[A-Za-zÄÖÜäöüß][A-Za-zÄÖÜäöüß0-9_]*$/;

/** Thrown inside the parser and the evaluator; carries the error for the user. */
export class FormulaFailure extends Error {
  constructor(readonly error: FormulaError) {
    super(error.message);
  }
}

export function formulaError(message: string, start: number, end: number): FormulaError {
  return { message, start, end };
}

/** The whole text as an error span (at least one character). */
export function wholeText(text: string): { start: number; end: number } {
  return { start: 0, end: Math.max(1, text.length) };
}

type Token =
  | (Span & { type: 'number'; value: string })
  | (Span & { type: 'name'; name: string })
  | (Span & { type: 'address'; address: string })
  | (Span & { type: 'operator'; operator: BinaryOperator })
  | (Span & { type: '(' | ')' | ';' | 'end' });

const MULTIPLY_SIGNS = new Set(['*', '×', '·', '⋅']);
const DIVIDE_SIGNS = new Set(['/', ':', '÷']);
const MINUS_SIGNS = new Set(['-', '−']);

function isDigit(code: number): boolean {
  return code >= 48 && code <= 57;
}

function isLetter(char: string): boolean {
  return (char >= 'A' && char <= 'Z') || (char >= 'a' && char <= 'z') || 'ÄÖÜäöüß'.includes(char);
}

function isNameChar(char: string): boolean {
  return isLetter(char) || (char >= '0' && char <= '9') || char === '_';
}

function isWhitespace(char: string): boolean {
  return char === ' ' || char === '\t' || char === '\n' || char === '\r' || /\s/.test(char);
}

function isUpper(code: number): boolean {
  return code >= 65 && code <= 90;
}

class Parser {
  private pos = 0;
  private token!: Token;
  /** Span of the token consumed last, for errors about something missing after it. */
  private previous: Span = { start: 0, end: 1 };
  /** Whether the token before `token` ends an operand (then "x" is a multiplication sign). */
  private afterOperand = false;

  constructor(
    private readonly text: string,
    private readonly plain: boolean,
    private readonly list: boolean,
  ) {
    this.token = this.lex();
  }

  private fail(message: string, start: number, end: number): never {
    throw new FormulaFailure(formulaError(message, start, end));
  }

  private advance(): void {
    this.previous = this.token;
    this.afterOperand =
      this.token.type === 'number' ||
      this.token.type === 'name' ||
      this.token.type === 'address' ||
      this.token.type === ')';
    this.token = this.lex();
  }

  private lex(): Token {
    const text = this.text;
    while (this.pos < text.length && isWhitespace(text[this.pos] as string)) this.pos += 1;
    const start = this.pos;
    if (start >= text.length) return { type: 'end', start, end: start };
    const char = text[start] as string;
    const code = text.charCodeAt(start);

    if (isDigit(code) || ((char === ',' || char === '.') && isDigit(text.charCodeAt(start + 1)))) {
      return this.lexNumberOrAddress(start);
    }
    if (char === 'x' && this.afterOperand) {
      this.pos += 1;
      return { type: 'operator', operator: '*', start, end: start + 1 };
    }
    if (isLetter(char)) {
      let end = start + 1;
      while (end < text.length && isNameChar(text[end] as string)) end += 1;
      this.pos = end;
      return { type: 'name', name: text.slice(start, end), start, end };
    }
    this.pos += 1;
    if (char === '+') return { type: 'operator', operator: '+', start, end: start + 1 };
    if (MINUS_SIGNS.has(char)) return { type: 'operator', operator: '-', start, end: start + 1 };
    if (MULTIPLY_SIGNS.has(char)) return { type: 'operator', operator: '*', start, end: start + 1 };
    if (DIVIDE_SIGNS.has(char)) return { type: 'operator', operator: '/', start, end: start + 1 };
    if (char === '(' || char === ')') {
      if (this.plain) this.fail('Klammern sind nur in Formel 91 erlaubt', start, start + 1);
      return { type: char, start, end: start + 1 };
    }
    if (char === ';') {
      if (this.list) return { type: ';', start, end: start + 1 };
      this.fail('„;“ trennt nur die Werte geometrischer Formeln', start, start + 1);
    }
    const codePoint = text.codePointAt(start) as number;
    const width = codePoint > 0xffff ? 2 : 1;
    this.fail(`Unerwartetes Zeichen „${String.fromCodePoint(codePoint)}“`, start, start + width);
  }

  private lexNumberOrAddress(start: number): Token {
    const text = this.text;
    if (
      isDigit(text.charCodeAt(start)) &&
      isDigit(text.charCodeAt(start + 1)) &&
      isDigit(text.charCodeAt(start + 2)) &&
      isDigit(text.charCodeAt(start + 3)) &&
      isUpper(text.charCodeAt(start + 4)) &&
      isDigit(text.charCodeAt(start + 5)) &&
      !isDigit(text.charCodeAt(start + 6))
    ) {
      this.pos = start + 6;
      return { type: 'address', address: text.slice(start, start + 6), start, end: start + 6 };
    }
    let end = start;
    while (isDigit(text.charCodeAt(end))) end += 1;
    const integerDigits = text.slice(start, end);
    let fraction = '';
    const mark = text[end];
    if (mark === ',' || mark === '.') {
      const markAt = end;
      end += 1;
      const fractionStart = end;
      while (isDigit(text.charCodeAt(end))) end += 1;
      if (end === fractionStart) this.fail(`Nach „${mark}“ fehlt eine Ziffer`, markAt, markAt + 1);
      fraction = text.slice(fractionStart, end);
      const second = text[end];
      if (second === ',' || second === '.') {
        this.fail('Nur ein Dezimalzeichen je Zahl, ohne Tausenderpunkte', end, end + 1);
      }
    }
    this.pos = end;
    const integerPart = integerDigits.replace(/^0+(?=\d)/, '') || '0';
    const value = fraction === '' ? integerPart : `${integerPart}.${fraction}`;
    return { type: 'number', value, start, end };
  }

  /** The text must be fully consumed. */
  expectEnd(): void {
    if (this.token.type !== 'end') this.failAfterOperand(this.token, null);
  }

  /** A token where an operator (or the end) was expected. */
  private failAfterOperand(token: Token, openBracket: Span | null): never {
    if (token.type === ')') this.fail('Überzählige schließende Klammer „)“', token.start, token.end);
    if (openBracket !== null && (token.type === ';' || token.type === 'end')) {
      this.fail('Die Klammer wird nicht geschlossen', openBracket.start, openBracket.end);
    }
    this.fail('Hier fehlt ein Rechenzeichen', token.start, token.end);
  }

  parseValues(): ListValue[] {
    const values: ListValue[] = [];
    for (;;) {
      const ast = this.parseSum(null);
      values.push({ ast, start: ast.start, end: ast.end });
      if (this.token.type !== ';') break;
      this.advance();
    }
    return values;
  }

  parseSum(openBracket: Span | null): ExpressionNode {
    let left = this.parseProduct(openBracket);
    while (this.token.type === 'operator' && (this.token.operator === '+' || this.token.operator === '-')) {
      const operator = this.token.operator;
      this.advance();
      const right = this.parseProduct(openBracket);
      left = { kind: 'binary', operator, left, right, start: left.start, end: right.end };
    }
    return left;
  }

  private parseProduct(openBracket: Span | null): ExpressionNode {
    let left = this.parseUnary(openBracket);
    while (this.token.type === 'operator' && (this.token.operator === '*' || this.token.operator === '/')) {
      const operator = this.token.operator;
      this.advance();
      const right = this.parseUnary(openBracket);
      left = { kind: 'binary', operator, left, right, start: left.start, end: right.end };
    }
    return left;
  }

  private parseUnary(openBracket: Span | null): ExpressionNode {
    const token = this.token;
    if (token.type === 'operator' && (token.operator === '+' || token.operator === '-')) {
      this.advance();
      const operand = this.parseUnary(openBracket);
      return { kind: 'unary', operator: token.operator, operand, start: token.start, end: operand.end };
    }
    return this.parsePrimary(openBracket);
  }

  private parsePrimary(openBracket: Span | null): ExpressionNode {
    const token = this.token;
    switch (token.type) {
      case 'number':
        this.advance();
        return { kind: 'number', value: token.value, start: token.start, end: token.end };
      case 'address':
        this.advance();
        return { kind: 'address', address: token.address, start: token.start, end: token.end };
      case 'name':
        return this.parseName(token);
      case '(': {
        this.advance();
        const inner = this.parseSum(token);
        const close = this.closeBracket(token);
        // The node's span takes in its brackets, so that errors about it underline "(2-2)".
        return { ...inner, start: token.start, end: close.end };
      }
      case 'end':
        if (openBracket !== null && this.previous === openBracket) {
          this.fail('Die Klammer wird nicht geschlossen', openBracket.start, openBracket.end);
        }
        return this.fail('Hier fehlt eine Zahl', this.previous.start, this.previous.end);
      case ')':
        if (openBracket === null) this.fail('Überzählige schließende Klammer „)“', token.start, token.end);
        return this.fail('Hier fehlt eine Zahl', token.start, token.end);
      default:
        return this.fail('Hier fehlt eine Zahl', token.start, token.end);
    }
  }

  private closeBracket(open: Span): Span {
    const token = this.token;
    if (token.type !== ')') this.failAfterOperand(token, open);
    this.advance();
    return token;
  }

  private parseName(token: Span & { name: string }): ExpressionNode {
    const { name, start, end } = token;
    const fn = Object.hasOwn(FUNCTIONS, name) ? FUNCTIONS[name] : undefined;
    if (fn !== undefined || CONSTANTS.has(name)) {
      if (this.plain) this.fail(`„${name}“ ist nur in Formel 91 erlaubt`, start, end);
    }
    this.advance();
    if (fn !== undefined) {
      const open = this.token;
      if (open.type !== '(') this.fail(`Nach „${name}“ fehlt „(“`, start, end);
      this.advance();
      const argument = this.parseSum(open);
      const close = this.closeBracket(open);
      return { kind: 'call', name: fn, argument, start, end: close.end };
    }
    if (CONSTANTS.has(name)) return { kind: 'constant', name: 'pi', start, end };
    if (this.token.type === '(') this.fail(`Unbekannte Funktion „${name}“`, start, end);
    return { kind: 'variable', name, start, end };
  }
}

/** The error of a text that is empty or too long to parse, else null. */
function textError(text: string): FormulaError | null {
  if (text.length > MAX_EXPRESSION_LENGTH) {
    return formulaError(
      `Die Formel ist zu lang (höchstens ${MAX_EXPRESSION_LENGTH} Zeichen)`,
      MAX_EXPRESSION_LENGTH,
      text.length,
    );
  }
  if (text.trim() !== '') return null;
  const { start, end } = wholeText(text);
  return formulaError('Die Formel ist leer', start, end);
}

/** Parses one expression (formula 0 with `plain`, else formula 91 and variables). */
export function parseExpression(text: string, options: ParseOptions = {}): ParseResult {
  const error = textError(text);
  if (error !== null) return { ok: false, error };
  try {
    const parser = new Parser(text, options.plain === true, false);
    const ast = parser.parseSum(null);
    parser.expectEnd();
    return { ok: true, ast };
  } catch (error) {
    if (error instanceof FormulaFailure) return { ok: false, error: error.error };
    throw error;
  }
}

/** Parses the ";"-separated values of a geometric formula; each value is a formula 91 expression. */
export function parseValueList(text: string): ParseListResult {
  const error = textError(text);
  if (error !== null) return { ok: false, error };
  try {
    const parser = new Parser(text, false, true);
    const values = parser.parseValues();
    parser.expectEnd();
    return { ok: true, values };
  } catch (error) {
    if (error instanceof FormulaFailure) return { ok: false, error: error.error };
    throw error;
  }
}
