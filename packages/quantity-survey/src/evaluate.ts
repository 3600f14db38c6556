/**
 * Exact evaluation of parsed expressions. An AST is compiled once into closures with its number literals already
 * converted to Decimals, so evaluating a cached formula again creates no constants. Variables and addresses are
 * looked up through a scope supplied by the caller; every problem is thrown as a FormulaFailure pointing at the
 * characters at fault.
 */

import { decimal, type Decimal } from '@vendoc/money/decimal';
import {
  FormulaFailure,
  formulaError,
  type AddressNode,
  type ExpressionNode,
  type VariableNode,
} from './expression';

/** π to 30 significant digits (more than enough for results rounded to 3 places). */
export const PI = decimal('3.14159265358979323846264338328');

/** How an expression gets the values of names and addresses; both throw a FormulaFailure when they cannot. */
export interface EvaluationScope {
  variable(node: VariableNode): Decimal;
  address(node: AddressNode): Decimal;
}

export type Reference = VariableNode | AddressNode;

export interface CompiledExpression {
  evaluate(scope: EvaluationScope): Decimal;
  /** The variables and addresses the expression uses, in text order. */
  references: Reference[];
}

type Evaluator = (scope: EvaluationScope) => Decimal;

function fail(message: string, node: ExpressionNode): never {
  throw new FormulaFailure(formulaError(message, node.start, node.end));
}

function compileNode(node: ExpressionNode, references: Reference[]): Evaluator {
  switch (node.kind) {
    case 'number': {
      const value = decimal(node.value);
      return () => value;
    }
    case 'constant':
      return () => PI;
    case 'variable':
      references.push(node);
      return (scope) => scope.variable(node);
    case 'address':
      references.push(node);
      return (scope) => scope.address(node);
    case 'unary': {
      const operand = compileNode(node.operand, references);
      return node.operator === '-' ? (scope) => operand(scope).neg() : operand;
    }
    case 'call': {
      const argument = compileNode(node.argument, references);
      if (node.name === 'abs') return (scope) => argument(scope).abs();
      return (scope) => {
        const value = argument(scope);
        if (value.isNegative() && !value.isZero()) fail('Wurzel aus einer negativen Zahl', node.argument);
        return value.sqrt();
      };
    }
    case 'binary': {
      const left = compileNode(node.left, references);
      const right = compileNode(node.right, references);
      switch (node.operator) {
        case '+':
          return (scope) => left(scope).plus(right(scope));
        case '-':
          return (scope) => left(scope).minus(right(scope));
        case '*':
          return (scope) => left(scope).times(right(scope));
        case '/':
          return (scope) => {
            const dividend = left(scope);
            const divisor = right(scope);
            if (divisor.isZero()) fail('Division durch null', node.right);
            return dividend.div(divisor);
          };
      }
    }
  }
}

/** Compiles a parsed expression for repeated exact evaluation. */
export function compileExpression(ast: ExpressionNode): CompiledExpression {
  const references: Reference[] = [];
  const evaluator = compileNode(ast, references);
  return { evaluate: evaluator, references };
}
