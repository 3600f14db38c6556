import { describe, expect, it } from 'vitest';
import {
  parseExpression,
  parseValueList,
  printExpression,
  withoutSpans,
  type ExpressionNode,
  type ParseOptions,
} from './expression';

function ast(text: string, options?: ParseOptions): ExpressionNode {
  const result = parseExpression(text, options);
  if (!result.ok) throw new Error(`"${text}" did not parse: ${result.error.message}`);
  return result.ast;
}

function errorOf(text: string, options?: ParseOptions) {
  const result = parseExpression(text, options);
  if (result.ok) throw new Error(`"${text}" parsed, an error was expected`);
  return result.error;
}

const num = (value: string) => ({ kind: 'number', value });
const name = (n: string) => ({ kind: 'variable', name: n });
const bin = (operator: string, left: unknown, right: unknown) => ({ kind: 'binary', operator, left, right });
const neg = (operand: unknown) => ({ kind: 'unary', operator: '-', operand });

describe('parseExpression: numbers', () => {
  it.each([
    ['2,40', '2.40'],
    ['2.40', '2.40'],
    ['0,5', '0.5'],
    [',5', '0.5'],
    ['.5', '0.5'],
    ['007,50', '7.50'],
    ['12', '12'],
    ['0001', '1'],
    ['0', '0'],
  ])('reads %s as %s', (text, value) => {
    expect(withoutSpans(ast(text))).toEqual(num(value));
  });

  it('keeps the offsets of a number', () => {
    expect(ast('  2,40 ')).toEqual({ kind: 'number', value: '2.40', start: 2, end: 6 });
  });

  it('refuses thousands separators, pointing at the second decimal mark', () => {
    expect(errorOf('1.234,5')).toEqual({
      message: 'Nur ein Dezimalzeichen je Zahl, ohne Tausenderpunkte',
      start: 5,
      end: 6,
    });
    expect(errorOf('2*1,234.567')).toMatchObject({ start: 7, end: 8 });
    expect(errorOf('1.234.567')).toMatchObject({ start: 5, end: 6 });
  });

  it('wants a digit after the decimal mark', () => {
    expect(errorOf('5,')).toEqual({ message: 'Nach „,“ fehlt eine Ziffer', start: 1, end: 2 });
    expect(errorOf('3*5.+1')).toEqual({ message: 'Nach „.“ fehlt eine Ziffer', start: 3, end: 4 });
  });
});

describe('parseExpression: operators and precedence', () => {
  it('multiplies before it adds, left to right', () => {
    expect(withoutSpans(ast('1+2*3'))).toEqual(bin('+', num('1'), bin('*', num('2'), num('3'))));
    expect(withoutSpans(ast('8/4/2'))).toEqual(bin('/', bin('/', num('8'), num('4')), num('2')));
    expect(withoutSpans(ast('8-4-2'))).toEqual(bin('-', bin('-', num('8'), num('4')), num('2')));
    expect(withoutSpans(ast('(1+2)*3', {}))).toEqual(bin('*', bin('+', num('1'), num('2')), num('3')));
  });

  it('reads unary minus and plus tighter than multiplication', () => {
    expect(withoutSpans(ast('-2*3'))).toEqual(bin('*', neg(num('2')), num('3')));
    expect(withoutSpans(ast('2*-3'))).toEqual(bin('*', num('2'), neg(num('3'))));
    expect(withoutSpans(ast('2--3'))).toEqual(bin('-', num('2'), neg(num('3'))));
    expect(withoutSpans(ast('--2'))).toEqual(neg(neg(num('2'))));
    expect(withoutSpans(ast('+2'))).toEqual({ kind: 'unary', operator: '+', operand: num('2') });
  });

  it('accepts the multiplication and division signs people type', () => {
    const product = withoutSpans(ast('2,40*2,75'));
    for (const text of ['2,40x2,75', '2,40 x 2,75', '2,40×2,75', '2,40·2,75', '2,40⋅2,75']) {
      expect(withoutSpans(ast(text))).toEqual(product);
    }
    const quotient = withoutSpans(ast('6/2'));
    for (const text of ['6:2', '6÷2', ' 6 / 2 ']) expect(withoutSpans(ast(text))).toEqual(quotient);
    expect(withoutSpans(ast('3−1'))).toEqual(bin('-', num('3'), num('1')));
  });

  it('reads "x" as multiplication only where an operator belongs', () => {
    expect(withoutSpans(ast('L x B'))).toEqual(bin('*', name('L'), name('B')));
    expect(withoutSpans(ast('x*2'))).toEqual(bin('*', name('x'), num('2')));
    expect(withoutSpans(ast('2*x'))).toEqual(bin('*', num('2'), name('x')));
    expect(withoutSpans(ast('2xx'))).toEqual(bin('*', num('2'), name('x')));
    expect(withoutSpans(ast('(2)x3'))).toEqual(bin('*', num('2'), num('3')));
    expect(withoutSpans(ast('Lxy'))).toEqual(name('Lxy'));
  });
});

describe('parseExpression: names, addresses, functions', () => {
  it('reads variable names with umlauts, digits and underscores, case-sensitively', () => {
    expect(withoutSpans(ast('Länge*Höhe_2'))).toEqual(bin('*', name('Länge'), name('Höhe_2')));
    expect(withoutSpans(ast('l+L'))).toEqual(bin('+', name('l'), name('L')));
    expect(ast('ßÄ1')).toEqual({ kind: 'variable', name: 'ßÄ1', start: 0, end: 3 });
  });

  it('reads addresses as four digits, an upper-case letter and a digit', () => {
    expect(ast('0001B0*0,2')).toEqual({
      kind: 'binary',
      operator: '*',
      left: { kind: 'address', address: '0001B0', start: 0, end: 6 },
      right: { kind: 'number', value: '0.2', start: 7, end: 10 },
      start: 0,
      end: 10,
    });
    expect(withoutSpans(ast('0012Z9x2'))).toEqual(bin('*', { kind: 'address', address: '0012Z9' }, num('2')));
    // lower-case letter: a number followed by a name
    expect(errorOf('0001b0')).toEqual({ message: 'Hier fehlt ein Rechenzeichen', start: 4, end: 6 });
    // a digit after the row: no address, but a number and a name
    expect(errorOf('0001B01')).toEqual({ message: 'Hier fehlt ein Rechenzeichen', start: 4, end: 7 });
  });

  it('knows sqrt, wurzel, abs and pi in formula 91', () => {
    expect(withoutSpans(ast('wurzel(2)'))).toEqual(withoutSpans(ast('sqrt(2)')));
    expect(ast('sqrt( 2 )')).toEqual({
      kind: 'call',
      name: 'sqrt',
      argument: { kind: 'number', value: '2', start: 6, end: 7 },
      start: 0,
      end: 9,
    });
    expect(withoutSpans(ast('abs(-1)'))).toEqual({ kind: 'call', name: 'abs', argument: neg(num('1')) });
    expect(withoutSpans(ast('PI'))).toEqual({ kind: 'constant', name: 'pi' });
    expect(withoutSpans(ast('2*pi'))).toEqual(bin('*', num('2'), { kind: 'constant', name: 'pi' }));
  });

  it('reports unknown functions and a missing bracket after a function name', () => {
    expect(errorOf('foo(2)')).toEqual({ message: 'Unbekannte Funktion „foo“', start: 0, end: 3 });
    expect(errorOf('2*sqrt 4')).toEqual({ message: 'Nach „sqrt“ fehlt „(“', start: 2, end: 6 });
  });

  it('spans a bracketed node with its brackets', () => {
    expect(ast('4/(2-2)')).toMatchObject({ right: { kind: 'binary', start: 2, end: 7 } });
    expect(ast('-(1)')).toMatchObject({ start: 0, end: 4, operand: { start: 1, end: 4 } });
  });
});

describe('parseExpression: formula 0 (plain)', () => {
  it('allows operators, numbers, names and addresses', () => {
    expect(withoutSpans(ast('2,40*L-0001B0', { plain: true }))).toEqual(
      bin('-', bin('*', num('2.40'), name('L')), { kind: 'address', address: '0001B0' }),
    );
  });

  it('refuses brackets, pointing at them', () => {
    expect(errorOf('2*(3+4)', { plain: true })).toEqual({
      message: 'Klammern sind nur in Formel 91 erlaubt',
      start: 2,
      end: 3,
    });
    expect(errorOf('2*3)', { plain: true })).toEqual({
      message: 'Klammern sind nur in Formel 91 erlaubt',
      start: 3,
      end: 4,
    });
  });

  it('refuses functions and pi', () => {
    expect(errorOf('1+sqrt(4)', { plain: true })).toEqual({
      message: '„sqrt“ ist nur in Formel 91 erlaubt',
      start: 2,
      end: 6,
    });
    expect(errorOf('2*pi', { plain: true })).toEqual({
      message: '„pi“ ist nur in Formel 91 erlaubt',
      start: 2,
      end: 4,
    });
  });
});

describe('parseExpression: errors with offsets', () => {
  it.each([
    ['', 'Die Formel ist leer', 0, 1],
    ['   ', 'Die Formel ist leer', 0, 3],
    ['2,40*2,75-', 'Hier fehlt eine Zahl', 9, 10],
    ['2**3', 'Hier fehlt eine Zahl', 2, 3],
    ['*3', 'Hier fehlt eine Zahl', 0, 1],
    ['-', 'Hier fehlt eine Zahl', 0, 1],
    ['()', 'Hier fehlt eine Zahl', 1, 2],
    ['2*(3+)', 'Hier fehlt eine Zahl', 5, 6],
    ['(2+3', 'Die Klammer wird nicht geschlossen', 0, 1],
    ['2*(3+4', 'Die Klammer wird nicht geschlossen', 2, 3],
    ['((2)', 'Die Klammer wird nicht geschlossen', 0, 1],
    ['2*(', 'Die Klammer wird nicht geschlossen', 2, 3],
    ['2+3)', 'Überzählige schließende Klammer „)“', 3, 4],
    [')', 'Überzählige schließende Klammer „)“', 0, 1],
    ['(2))*3', 'Überzählige schließende Klammer „)“', 3, 4],
    ['2 3', 'Hier fehlt ein Rechenzeichen', 2, 3],
    ['L B', 'Hier fehlt ein Rechenzeichen', 2, 3],
    ['2(3)', 'Hier fehlt ein Rechenzeichen', 1, 2],
    ['(2 3)', 'Hier fehlt ein Rechenzeichen', 3, 4],
    ['2 # 3', 'Unerwartetes Zeichen „#“', 2, 3],
    ['2*😀', 'Unerwartetes Zeichen „😀“', 2, 4],
    ['3=3', 'Unerwartetes Zeichen „=“', 1, 2],
    ['2^2', 'Unerwartetes Zeichen „^“', 1, 2],
    ['2 , 40', 'Unerwartetes Zeichen „,“', 2, 3],
    ['2;3', '„;“ trennt nur die Werte geometrischer Formeln', 1, 2],
  ])('%j: %s at %i..%i', (text, message, start, end) => {
    expect(errorOf(text)).toEqual({ message, start, end });
  });

  it('reports the first problem from the left', () => {
    expect(errorOf('2**3#')).toMatchObject({ start: 2, end: 3 });
    expect(errorOf('#2**3')).toMatchObject({ start: 0, end: 1 });
  });
});

describe('long expressions', () => {
  it('parses 2000 characters of nesting and long sums without trouble, and refuses more', () => {
    const nested = `${'('.repeat(1000)}1${')'.repeat(999)}`; // 2000 characters, one bracket left open
    expect(errorOf(nested)).toEqual({ message: 'Die Klammer wird nicht geschlossen', start: 0, end: 1 });
    expect(withoutSpans(ast(`${'('.repeat(998)}1${')'.repeat(998)}+1`))).toEqual(
      bin('+', num('1'), num('1')),
    );
    const sum = `1${'+1'.repeat(999)}`; // 1999 characters
    expect(printExpression(ast(sum))).toBe(sum);
    expect(errorOf(`${sum}+1`)).toEqual({
      message: 'Die Formel ist zu lang (höchstens 2000 Zeichen)',
      start: 2000,
      end: 2001,
    });
    expect(parseValueList(`${sum};1`)).toMatchObject({ ok: false, error: { start: 2000, end: 2001 } });
  });
});

describe('parseValueList', () => {
  it('splits values at ";" with their offsets; each value may be an expression', () => {
    const result = parseValueList('4,5; 2*L ;(1+1)');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.values.map(({ start, end }) => [start, end])).toEqual([
      [0, 3],
      [5, 8],
      [10, 15],
    ]);
    expect(result.values.map((value) => printExpression(value.ast))).toEqual(['4,5', '2*L', '1+1']);
  });

  it('reports empty values at the separator', () => {
    expect(parseValueList('4;;2')).toEqual({
      ok: false,
      error: { message: 'Hier fehlt eine Zahl', start: 2, end: 3 },
    });
    expect(parseValueList('4;3;')).toEqual({
      ok: false,
      error: { message: 'Hier fehlt eine Zahl', start: 3, end: 4 },
    });
    expect(parseValueList(';4')).toEqual({
      ok: false,
      error: { message: 'Hier fehlt eine Zahl', start: 0, end: 1 },
    });
    expect(parseValueList('(4;3)')).toEqual({
      ok: false,
      error: { message: 'Die Klammer wird nicht geschlossen', start: 0, end: 1 },
    });
  });
});

describe('printExpression', () => {
  it.each([
    ['2,40 * ( L + B )', '2,40*(L+B)'],
    ['2.40x2.75', '2,40*2,75'],
    ['a-(b-c)', 'a-(b-c)'],
    ['(a-b)-c', 'a-b-c'],
    ['a-(b+c)', 'a-(b+c)'],
    ['a+(b-c)', 'a+(b-c)'],
    ['a*(b*c)', 'a*(b*c)'],
    ['(a*b)*c', 'a*b*c'],
    ['a/(b*c)', 'a/(b*c)'],
    ['(a+b)*(c-d)', '(a+b)*(c-d)'],
    ['a+b*c', 'a+b*c'],
    ['(a*b)+c', 'a*b+c'],
    ['-(a+b)', '-(a+b)'],
    ['-(a*b)', '-(a*b)'],
    ['(-a)*b', '-a*b'],
    ['-(-a)', '--a'],
    ['a*(-b)', 'a*-b'],
    ['a-(-b)', 'a--b'],
    ['sqrt(2)', 'wurzel(2)'],
    ['Wurzel', 'Wurzel'],
    ['PI*abs(-1)', 'pi*abs(-1)'],
    [',5+0001B0', '0,5+0001B0'],
    ['((((2))))', '2'],
  ])('%s -> %s', (text, printed) => {
    expect(printExpression(ast(text))).toBe(printed);
    expect(withoutSpans(ast(printed))).toEqual(withoutSpans(ast(text)));
  });
});
