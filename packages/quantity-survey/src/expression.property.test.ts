import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  parseExpression,
  printExpression,
  withoutSpans,
  type BinaryOperator,
  type ExpressionNode,
} from './expression';

// Trees as the parser builds them; offsets are irrelevant here (withoutSpans compares structure).
const at = { start: 0, end: 0 };

const numberNode = fc
  .tuple(
    fc.oneof(fc.constant('0'), fc.stringMatching(/^[1-9][0-9]{0,8}$/)),
    fc.option(fc.stringMatching(/^[0-9]{1,4}$/), { nil: undefined }),
  )
  .map(([integer, fraction]): ExpressionNode => ({
    kind: 'number',
    value: fraction === undefined ? integer : `${integer}.${fraction}`,
    ...at,
  }));

const variableNode = fc
  .oneof(
    fc.constantFrom('L', 'B', 'H', 'x', 'Länge', 'Höhe_2', 'ß', 'B0', 'Wurzel', 'Pi'),
    fc.stringMatching(/^[A-Za-zÄÖÜäöüß][A-Za-zÄÖÜäöüß0-9_]{0,6}$/),
  )
  .filter((name) => !['sqrt', 'wurzel', 'abs', 'pi', 'PI'].includes(name))
  .map((name): ExpressionNode => ({ kind: 'variable', name, ...at }));

const addressNode = fc
  .tuple(fc.integer({ min: 1, max: 9999 }), fc.stringMatching(/^[A-Z][0-9]$/))
  .map(([sheet, row]): ExpressionNode => ({
    kind: 'address',
    address: `${String(sheet).padStart(4, '0')}${row}`,
    ...at,
  }));

const leaf = fc.oneof(
  numberNode,
  variableNode,
  addressNode,
  fc.constant<ExpressionNode>({ kind: 'constant', name: 'pi', ...at }),
);

const { tree } = fc.letrec<{ tree: ExpressionNode }>((self) => ({
  tree: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    leaf,
    fc
      .tuple(fc.constantFrom<'+' | '-'>('+', '-'), self('tree'))
      .map(([operator, operand]): ExpressionNode => ({ kind: 'unary', operator, operand, ...at })),
    fc
      .tuple(fc.constantFrom<BinaryOperator>('+', '-', '*', '/'), self('tree'), self('tree'))
      .map(([operator, left, right]): ExpressionNode => ({ kind: 'binary', operator, left, right, ...at })),
    fc
      .tuple(fc.constantFrom<'sqrt' | 'abs'>('sqrt', 'abs'), self('tree'))
      .map(([name, argument]): ExpressionNode => ({ kind: 'call', name, argument, ...at })),
  ),
}));

describe('printExpression round trip', () => {
  it('parse(print(tree)) has the structure of the tree', () => {
    fc.assert(
      fc.property(tree, (node) => {
        const text = printExpression(node);
        const parsed = parseExpression(text);
        expect(parsed.ok, text).toBe(true);
        if (!parsed.ok) return;
        expect(withoutSpans(parsed.ast)).toEqual(withoutSpans(node));
        // canonical: printing again gives the same text, and the root spans all of it
        expect(printExpression(parsed.ast)).toBe(text);
        expect([parsed.ast.start, parsed.ast.end]).toEqual([0, text.length]);
      }),
      { numRuns: 500 },
    );
  });

  it('survives whitespace between tokens and the other multiplication signs', () => {
    fc.assert(
      fc.property(tree, fc.constantFrom(' ', '  ', '\t'), (node, space) => {
        const text = printExpression(node);
        const spaced = text.replace(/[+\-*/()]/g, (char) => `${space}${char}${space}`).replaceAll('*', '×');
        const parsed = parseExpression(spaced);
        expect(parsed.ok, spaced).toBe(true);
        if (parsed.ok) expect(withoutSpans(parsed.ast)).toEqual(withoutSpans(node));
      }),
      { numRuns: 300 },
    );
  });
});
