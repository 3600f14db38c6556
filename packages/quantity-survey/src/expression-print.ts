import type { BinaryOperator, ExpressionNode } from './expression-ast';

// The printer of the formula language (expression.ts): an AST back to canonical German notation.

const PRECEDENCE: Record<BinaryOperator, number> = { '+': 1, '-': 1, '*': 2, '/': 2 };
const UNARY_PRECEDENCE = 3;

function precedenceOf(node: ExpressionNode): number {
  if (node.kind === 'binary') return PRECEDENCE[node.operator];
  if (node.kind === 'unary') return UNARY_PRECEDENCE;
  return 4;
}

/**
 * Prints an AST in canonical German notation: decimal comma, no spaces, `wurzel(…)`, `abs(…)`, `pi`, and only the
 * brackets the structure needs (a right operand of the same precedence keeps its brackets: "a-(b-c)", "a*(b*c)"),
 * so that parsing the text gives the same tree again. Formula 0 cannot hold every tree (it has no brackets).
 */
export function printExpression(node: ExpressionNode): string {
  switch (node.kind) {
    case 'number':
      return node.value.replace('.', ',');
    case 'variable':
      return node.name;
    case 'address':
      return node.address;
    case 'constant':
      return 'pi';
    case 'call':
      return `${node.name === 'sqrt' ? 'wurzel' : 'abs'}(${printExpression(node.argument)})`;
    case 'unary': {
      const operand = printExpression(node.operand);
      return `${node.operator}${precedenceOf(node.operand) < UNARY_PRECEDENCE ? `(${operand})` : operand}`;
    }
    case 'binary': {
      const own = PRECEDENCE[node.operator];
      const left = printExpression(node.left);
      const right = printExpression(node.right);
      return (
        (precedenceOf(node.left) < own ? `(${left})` : left) +
        node.operator +
        (precedenceOf(node.right) <= own ? `(${right})` : right)
      );
    }
  }
}

/** A copy of the tree without offsets, for comparing trees parsed from different texts. */
export function withoutSpans(node: ExpressionNode): unknown {
  switch (node.kind) {
    case 'number':
      return { kind: node.kind, value: node.value };
    case 'variable':
      return { kind: node.kind, name: node.name };
    case 'address':
      return { kind: node.kind, address: node.address };
    case 'constant':
      return { kind: node.kind, name: node.name };
    case 'call':
      return { kind: node.kind, name: node.name, argument: withoutSpans(node.argument) };
    case 'unary':
      return { kind: node.kind, operator: node.operator, operand: withoutSpans(node.operand) };
    case 'binary':
      return {
        kind: node.kind,
        operator: node.operator,
        left: withoutSpans(node.left),
        right: withoutSpans(node.right),
      };
  }
}
