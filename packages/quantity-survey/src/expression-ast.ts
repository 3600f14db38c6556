import type { FormulaError } from './model';

// The AST of the formula language (parser in expression.ts, which re-exports these types).

export type BinaryOperator = '+' | '-' | '*' | '/';
export type UnaryOperator = '+' | '-';
export type FunctionName = 'sqrt' | 'abs';

export interface Span {
  /** Offset of the node's first character in the parsed text. */
  start: number;
  /** Offset after its last character. */
  end: number;
}

/** A number literal; `value` in wire notation as typed, without superfluous leading zeros ("2.40", "0.5"). */
export interface NumberNode extends Span {
  kind: 'number';
  value: string;
}
export interface VariableNode extends Span {
  kind: 'variable';
  name: string;
}
/** A reference to a stored line value, `address` as written ("0001B0"). */
export interface AddressNode extends Span {
  kind: 'address';
  address: string;
}
export interface ConstantNode extends Span {
  kind: 'constant';
  name: 'pi';
}
export interface UnaryNode extends Span {
  kind: 'unary';
  operator: UnaryOperator;
  operand: ExpressionNode;
}
export interface BinaryNode extends Span {
  kind: 'binary';
  operator: BinaryOperator;
  left: ExpressionNode;
  right: ExpressionNode;
}
export interface CallNode extends Span {
  kind: 'call';
  name: FunctionName;
  argument: ExpressionNode;
}

export type ExpressionNode =
  NumberNode | VariableNode | AddressNode | ConstantNode | UnaryNode | BinaryNode | CallNode;

export type ParseResult = { ok: true; ast: ExpressionNode } | { ok: false; error: FormulaError };

/** One value of a ";"-separated list (geometric formulas), with its place in the text. */
export interface ListValue extends Span {
  ast: ExpressionNode;
}

export type ParseListResult = { ok: true; values: ListValue[] } | { ok: false; error: FormulaError };
