import { describe, expect, it } from 'vitest';
import { calculateSurvey, createSurveyCalculator, stronglyConnectedComponents } from './calculate';
import { rowAt } from './address';
import type { LineResult, SurveyLine, SurveyResult, SurveyVariable } from './model';
import { line, variable } from './test-helpers';

function calc(lines: SurveyLine[], variables: SurveyVariable[] = []): SurveyResult {
  return calculateSurvey({ lines, variables });
}

function lineResult(result: SurveyResult, id: string): LineResult {
  const found = result.lines.get(id);
  if (found === undefined) throw new Error(`no result for line ${id}`);
  return found;
}

function valueOf(result: SurveyResult, id: string): string | null {
  const found = lineResult(result, id);
  if (found.error !== null) throw new Error(`line ${id} has an error: ${found.error.message}`);
  return found.value;
}

/** Value of a single FN 0/91 line without OZ. */
function single(expression: string, formulaNumber = 91, variables: SurveyVariable[] = []): LineResult {
  return lineResult(calc([line('A0', expression, { formulaNumber, oz: null })], variables), '0001A0');
}

describe('line values (hand-computed)', () => {
  it.each([
    // 2.40 · 2.75 = 6.6; 1.01 · 2.135 = 2.15635; 6.6 − 2.15635 = 4.44365 -> 4.444
    ['2,40*2,75-1,01*2,135', 0, '4.444'],
    // same with a point and "x"
    ['2.40x2.75-1.01x2.135', 0, '4.444'],
    // 0.0005 rounds half up to 0.001; −0.0005 to −0.001 (away from zero)
    ['0,0005', 0, '0.001'],
    ['-0,0005', 0, '-0.001'],
    ['0,0004999', 0, '0.000'],
    ['-0,0004', 0, '0.000'],
    // 1/3 = 0.3333… -> 0.333; 2/3 = 0.6666… -> 0.667
    ['1/3', 0, '0.333'],
    ['2/3', 0, '0.667'],
    // 10 : 4 = 2.5
    ['10:4', 0, '2.500'],
    // 2 · (4.25 + 3.10) · 2.5 = 2 · 7.35 · 2.5 = 36.75
    ['2*(4,25+3,10)*2,5', 91, '36.750'],
    // √2 = 1.41421… -> 1.414; wurzel(9) = 3
    ['sqrt(2)', 91, '1.414'],
    ['wurzel(9)*2', 91, '6.000'],
    // |−2.5| = 2.5
    ['abs(-2,5)', 91, '2.500'],
    // π · 0.5 · 0.5 = 0.785398… -> 0.785; 2π = 6.283185… -> 6.283
    ['pi*0,5*0,5', 91, '0.785'],
    ['2*PI', 91, '6.283'],
    // 1/3 · 3 stays 1 exactly within 60 digits: 0.333…(60 digits) · 3 = 0.999…9 -> 1.000
    ['1/3*3', 91, '1.000'],
    // big and small: 123456789.123 · 1000 = 123456789123
    ['123456789,123*1000', 0, '123456789123.000'],
  ])('%s (formula %i) = %s', (expression, formulaNumber, value) => {
    const result = single(expression, formulaNumber);
    expect(result.error).toBeNull();
    expect(result.value).toBe(value);
  });

  it('points a division by zero at the divisor', () => {
    expect(single('4/0', 0).error).toEqual({ message: 'Division durch null', start: 2, end: 3 });
    // the divisor (2−2) with its brackets: offsets 2..7
    expect(single('4/(2-2)').error).toEqual({ message: 'Division durch null', start: 2, end: 7 });
    expect(single('1+4/(L-L)', 91, [variable('L', '3')]).error).toEqual({
      message: 'Division durch null',
      start: 4,
      end: 9,
    });
  });

  it('refuses the square root of a negative number', () => {
    expect(single('sqrt(1-4)').error).toEqual({
      message: 'Wurzel aus einer negativen Zahl',
      start: 5,
      end: 8,
    });
  });

  it('reports parser errors of formula 0 and 91 with their offsets', () => {
    expect(single('2*(3+4)', 0).error).toEqual({
      message: 'Klammern sind nur in Formel 91 erlaubt',
      start: 2,
      end: 3,
    });
    expect(single('2*(3+4)', 91).value).toBe('14.000');
    expect(single('2,40*', 0).error).toEqual({ message: 'Hier fehlt eine Zahl', start: 4, end: 5 });
    expect(single('', 0).error).toEqual({ message: 'Die Formel ist leer', start: 0, end: 1 });
  });

  it('evaluates long sums and deep nesting exactly', () => {
    // 1000 ones: 1000
    expect(single(`1${'+1'.repeat(999)}`, 0).value).toBe('1000.000');
    // 997 nested brackets around 0.5, times 3: 1.5
    expect(single(`${'('.repeat(997)}0,5${')'.repeat(997)}*3`).value).toBe('1.500');
  });

  it('rejects formula numbers it does not support', () => {
    expect(single('1;2', 7).error).toEqual({ message: 'Formel 7 wird nicht unterstützt', start: 0, end: 3 });
    expect(single('1;2', 13).error?.message).toBe('Formel 13 wird nicht unterstützt');
    expect(single('1', 92).error?.message).toBe('Formel 92 wird nicht unterstützt');
  });
});

describe('markers and positions', () => {
  // One position, every marker; the array is shuffled: lines count in address order.
  const lines = [
    line('H0', '', { marker: 'P' }),
    line('A0', '2,40*2,75'), // 6.600
    line('C0', '4,5*2', { marker: 'H', oz: null }), // 9.000, stored, not summed
    line('B0', '-1,01*2,135'), // −2.15635 -> −2.156 (a deduction)
    line('E0', '', { marker: 'Z' }), // subtotal 6.600 − 2.156 + 3.000 = 7.444
    line('D0', '0001C0/3', { marker: 'E' }), // 9.000 / 3 = 3.000, summed and stored
    line('G0', '0,25', { marker: 'Z' }), // own 0.250; subtotal since E0: 1.500 + 0.250 = 1.750
    line('F0', '1,5', { marker: 'S' }), // 1.500 estimated
    line('I0', '2*3', { marker: '*' }), // comment: never calculated
    line('J0', '5', { oz: null }), // 5.000, no position: not counted
    line('K0', '0001E0*2', { oz: '01.0020' }), // 7.444 · 2 = 14.888
    line('L0', '0001H0', { oz: '01.0020' }), // the P total 9.194
    line('M0', '0001G0', { oz: '01.0020', marker: 'H' }), // 1.750, stored only
  ];
  const result = calc(lines);

  it('computes every line', () => {
    expect(result.lines.get('0001A0')).toEqual({
      id: '0001A0',
      value: '6.600',
      stored: null,
      counted: true,
      error: null,
    });
    expect(result.lines.get('0001B0')).toMatchObject({ value: '-2.156', stored: null, counted: true });
    expect(result.lines.get('0001C0')).toMatchObject({ value: '9.000', stored: '9.000', counted: false });
    expect(result.lines.get('0001D0')).toMatchObject({ value: '3.000', stored: '3.000', counted: true });
    expect(result.lines.get('0001E0')).toMatchObject({ value: null, stored: '7.444', counted: false });
    expect(result.lines.get('0001F0')).toMatchObject({ value: '1.500', stored: null, counted: true });
    expect(result.lines.get('0001G0')).toMatchObject({ value: '0.250', stored: '1.750', counted: true });
    // P since the start of the position: 6.600 − 2.156 + 3.000 + 1.500 + 0.250 = 9.194
    expect(result.lines.get('0001H0')).toMatchObject({ value: null, stored: '9.194', counted: false });
    expect(result.lines.get('0001I0')).toEqual({
      id: '0001I0',
      value: null,
      stored: null,
      counted: false,
      error: null,
    });
    expect(result.lines.get('0001J0')).toMatchObject({ value: '5.000', counted: false, error: null });
    expect(result.lines.get('0001K0')).toMatchObject({ value: '14.888', counted: true });
    expect(result.lines.get('0001L0')).toMatchObject({ value: '9.194', counted: true });
    expect(result.lines.get('0001M0')).toMatchObject({ value: '1.750', stored: '1.750', counted: false });
    expect(result.errors).toBe(0);
  });

  it('sums the positions in order of first mention', () => {
    expect(result.positions).toEqual([
      // 6.600 − 2.156 + 3.000 + 1.500 + 0.250 = 9.194 from A0, B0, D0, F0, G0; F0 is estimated
      { oz: '01.0010', quantity: '9.194', estimated: '1.500', lines: 5 },
      // 14.888 + 9.194 = 24.082 (M0 is a helper value)
      { oz: '01.0020', quantity: '24.082', estimated: '0.000', lines: 2 },
    ]);
    expect(result.sheets).toEqual([
      { sheet: 1, oz: '01.0010', quantity: '9.194' },
      { sheet: 1, oz: '01.0020', quantity: '24.082' },
    ]);
  });

  it('gives the same result for any order of the array', () => {
    const reversed = calc([...lines].reverse());
    expect(reversed.positions).toEqual(result.positions);
    expect([...reversed.lines.values()].sort((a, b) => a.id.localeCompare(b.id))).toEqual(
      [...result.lines.values()].sort((a, b) => a.id.localeCompare(b.id)),
    );
  });

  it('adds rounded line results, so the printed sheet adds up', () => {
    // three times 1/3 = 0.333 each -> 0.999, not 1.000
    const thirds = calc([
      line('A0', '1/3'),
      line('B0', '1/3'),
      line('C0', '1/3'),
      line('D0', '', { marker: 'Z' }),
    ]);
    expect(thirds.positions[0]?.quantity).toBe('0.999');
    expect(lineResult(thirds, '0001D0').stored).toBe('0.999');
  });
});

describe('Z and P per position', () => {
  const oz1 = { oz: '1' };
  const oz2 = { oz: '2' };
  const result = calc([
    line('A0', '1', oz1),
    line('B0', '10', oz2),
    line('C0', '2', oz1),
    line('D0', '', { ...oz1, marker: 'Z' }), // 1 + 2 = 3
    line('E0', '', { ...oz2, marker: 'Z' }), // 10
    line('F0', '4', oz1),
    line('G0', '0,5', { ...oz1, marker: 'Z' }), // 4 + own 0.5 = 4.5
    line('H0', '8', oz1),
    line('I0', '', { ...oz1, marker: 'P' }), // 1 + 2 + 4 + 0.5 + 8 = 15.5
    line('J0', '16', oz1),
    line('K0', '', { ...oz1, marker: 'Z' }), // since the P: 16
    line('L0', '', { ...oz1, marker: 'P' }), // since the P: 16
    line('A0', '32', { ...oz1, sheet: 2 }),
    line('B0', '', { ...oz1, sheet: 2, marker: 'P' }), // across the sheet break: 32
  ]);

  it('stores the subtotals of each group', () => {
    const stored = (id: string) => lineResult(result, id).stored;
    expect(stored('0001D0')).toBe('3.000');
    expect(stored('0001E0')).toBe('10.000');
    expect(stored('0001G0')).toBe('4.500');
    expect(stored('0001I0')).toBe('15.500');
    expect(stored('0001K0')).toBe('16.000');
    expect(stored('0001L0')).toBe('16.000');
    expect(stored('0002B0')).toBe('32.000');
  });

  it('sums positions and sheets', () => {
    expect(result.positions).toEqual([
      // 1 + 2 + 4 + 0.5 + 8 + 16 + 32 = 63.5 from 7 lines
      { oz: '1', quantity: '63.500', estimated: '0.000', lines: 7 },
      { oz: '2', quantity: '10.000', estimated: '0.000', lines: 1 },
    ]);
    expect(result.sheets).toEqual([
      { sheet: 1, oz: '1', quantity: '31.500' },
      { sheet: 1, oz: '2', quantity: '10.000' },
      { sheet: 2, oz: '1', quantity: '32.000' },
    ]);
  });

  it('gives a subtotal over a faulty line an error of its own', () => {
    const faulty = calc([
      line('A0', '1/0'),
      line('B0', '2'),
      line('C0', '', { marker: 'Z' }),
      line('D0', '0001C0'),
    ]);
    expect(lineResult(faulty, '0001C0')).toMatchObject({
      value: null,
      stored: null,
      counted: false,
      error: { message: 'Die Summe enthält die fehlerhafte Zeile 0001A0', start: 0, end: 1 },
    });
    expect(lineResult(faulty, '0001D0').error).toEqual({
      message: 'Die Zeile 0001C0 enthält einen Fehler',
      start: 0,
      end: 6,
    });
    // B0 still counts: 2
    expect(faulty.positions).toEqual([{ oz: '01.0010', quantity: '2.000', estimated: '0.000', lines: 1 }]);
    expect(faulty.errors).toBe(3);
  });

  it('wants an OZ on Z and P lines', () => {
    const result = calc([line('A0', '1', { oz: null }), line('B0', '', { oz: null, marker: 'Z' })]);
    expect(lineResult(result, '0001B0').error?.message).toBe(
      'Eine Zwischensumme (Z) braucht eine Ordnungszahl',
    );
    const total = calc([line('A0', '', { oz: null, marker: 'P' })]);
    expect(lineResult(total, '0001A0').error?.message).toBe(
      'Eine Positionssumme (P) braucht eine Ordnungszahl',
    );
  });
});

describe('variables', () => {
  const variables = [
    variable('L', '4,25'),
    variable('B', '3,1'),
    variable('B', '2', 2), // sheet 2's own B hides the survey-wide one
    variable('H', 'L-1,25'), // 4.25 − 1.25 = 3
    variable('F', 'B*2'), // survey-wide: sees the survey-wide B: 6.2
    variable('V', '1/3'), // rounded like a helper line: 0.333
    variable('W', '0001A0*2'), // 1.5 · 2 = 3
  ];
  const lines = [
    line('A0', '1,5', { marker: 'H', oz: null }),
    line('B0', 'L*B'), // 4.25 · 3.1 = 13.175
    line('C0', '2*(L+B)*H', { formulaNumber: 91 }), // 2 · 7.35 · 3 = 44.1
    line('D0', 'V*3'), // 0.333 · 3 = 0.999
    line('E0', 'W+F'), // 3 + 6.2 = 9.2
    line('A0', 'L*B', { sheet: 2 }), // 4.25 · 2 = 8.5
    line('B0', 'F', { sheet: 2 }), // 6.2: F means the survey-wide B
    line('C0', 'L*X', { sheet: 2 }),
  ];
  const result = calc(lines, variables);

  it('resolves a sheet’s own variables first, then survey-wide ones', () => {
    expect(valueOf(result, '0001B0')).toBe('13.175');
    expect(valueOf(result, '0001C0')).toBe('44.100');
    expect(valueOf(result, '0001D0')).toBe('0.999');
    expect(valueOf(result, '0001E0')).toBe('9.200');
    expect(valueOf(result, '0002A0')).toBe('8.500');
    expect(valueOf(result, '0002B0')).toBe('6.200');
  });

  it('reports each variable’s value', () => {
    expect([...result.variables.values()]).toEqual([
      { id: 'all:L', value: '4.250', error: null },
      { id: 'all:B', value: '3.100', error: null },
      { id: '2:B', value: '2.000', error: null },
      { id: 'all:H', value: '3.000', error: null },
      { id: 'all:F', value: '6.200', error: null },
      { id: 'all:V', value: '0.333', error: null },
      { id: 'all:W', value: '3.000', error: null },
    ]);
  });

  it('points at an unknown variable', () => {
    expect(lineResult(result, '0002C0').error).toEqual({
      message: 'Die Variable „X“ ist nicht definiert',
      start: 2,
      end: 3,
    });
  });

  it('refuses invalid, reserved and duplicate names', () => {
    const checked = calc(
      [line('A0', 'L')],
      [
        variable('1L', '1', null, 'bad'),
        variable('pi', '3', null, 'reserved'),
        variable('L', '1', null, 'first'),
        variable('L', '2', null, 'second'),
        variable('L', '3', 1, 'sheet'),
        variable('L', '4', 1, 'sheet-twice'),
      ],
    );
    expect(checked.variables.get('bad')?.error?.message).toBe(
      '„1L“ ist kein gültiger Variablenname (Buchstabe, dann Buchstaben, Ziffern oder „_“)',
    );
    expect(checked.variables.get('reserved')?.error?.message).toBe('„pi“ ist ein reservierter Name');
    expect(checked.variables.get('first')).toEqual({ id: 'first', value: '1.000', error: null });
    expect(checked.variables.get('second')?.error?.message).toBe('Die Variable „L“ ist mehrfach definiert');
    expect(checked.variables.get('sheet-twice')?.error?.message).toBe(
      'Die Variable „L“ ist auf Blatt 1 mehrfach definiert',
    );
    // the first definition on sheet 1 wins there
    expect(valueOf(checked, '0001A0')).toBe('3.000');
  });

  it('gives a line using a faulty variable an error at the name', () => {
    const faulty = calc([line('A0', '2*Q')], [variable('Q', '1/0')]);
    expect(faulty.variables.get('all:Q')?.error).toEqual({
      message: 'Division durch null',
      start: 2,
      end: 3,
    });
    expect(lineResult(faulty, '0001A0').error).toEqual({
      message: 'Die Variable „Q“ enthält einen Fehler',
      start: 2,
      end: 3,
    });
  });
});

describe('address references', () => {
  it('reads stored values backwards, forwards and across sheets', () => {
    const result = calc([
      line('A0', '2,5', { marker: 'H', oz: null }),
      line('B0', '0001A0*2'), // 2.5 · 2 = 5
      line('C0', '0001D0+1'), // forwards: 4 + 1 = 5
      line('D0', '4', { marker: 'H', oz: null }),
      line('A0', '0001A0+0001D0', { sheet: 2 }), // 2.5 + 4 = 6.5
      line('B0', '0003A0', { sheet: 2 }), // forwards to a later sheet: 7
      line('A0', '7', { sheet: 3, marker: 'E', oz: null }),
    ]);
    expect(valueOf(result, '0001B0')).toBe('5.000');
    expect(valueOf(result, '0001C0')).toBe('5.000');
    expect(valueOf(result, '0002A0')).toBe('6.500');
    expect(valueOf(result, '0002B0')).toBe('7.000');
    expect(result.errors).toBe(0);
  });

  it('stores the rounded result', () => {
    // 1/3 is stored as 0.333; 0.333 · 3 = 0.999
    const result = calc([line('A0', '1/3', { marker: 'H' }), line('B0', '0001A0*3')]);
    expect(valueOf(result, '0001B0')).toBe('0.999');
  });

  it('refuses lines without a storing marker, unknown addresses and faulty lines', () => {
    const result = calc([
      line('A0', '1'),
      line('B0', '2+0001A0'),
      line('C0', '0009Z9*2'),
      line('D0', '1/0', { marker: 'H' }),
      line('E0', '0001D0+1'),
      line('F0', 'x', { marker: '*' }),
      line('G0', '0001F0'),
    ]);
    expect(lineResult(result, '0001B0').error).toEqual({
      message: 'Zeile 0001A0 speichert keinen Wert (Kennzeichen H, E, Z oder P)',
      start: 2,
      end: 8,
    });
    expect(lineResult(result, '0001C0').error).toEqual({
      message: 'Die Zeile 0009Z9 gibt es nicht',
      start: 0,
      end: 6,
    });
    expect(lineResult(result, '0001E0').error).toEqual({
      message: 'Die Zeile 0001D0 enthält einen Fehler',
      start: 0,
      end: 6,
    });
    expect(lineResult(result, '0001G0').error?.message).toBe(
      'Zeile 0001F0 speichert keinen Wert (Kennzeichen H, E, Z oder P)',
    );
  });
});

describe('cycles', () => {
  it('variable ↔ variable', () => {
    const result = calc([line('A0', 'L*2')], [variable('L', 'B+1'), variable('B', 'L*2')]);
    expect(result.variables.get('all:L')?.error).toEqual({
      message: 'Zirkelbezug: L → B → L',
      start: 0,
      end: 1,
    });
    expect(result.variables.get('all:B')?.error).toEqual({
      message: 'Zirkelbezug: B → L → B',
      start: 0,
      end: 1,
    });
    expect(lineResult(result, '0001A0').error?.message).toBe('Die Variable „L“ enthält einen Fehler');
  });

  it('a variable on itself', () => {
    const result = calc([], [variable('L', '2+L')]);
    expect(result.variables.get('all:L')?.error).toEqual({ message: 'Zirkelbezug: L → L', start: 2, end: 3 });
  });

  it('line ↔ line via addresses', () => {
    const result = calc([
      line('A0', '0001B0+1', { marker: 'H' }),
      line('B0', '2*0001A0', { marker: 'H' }),
      line('C0', '0001B0'),
    ]);
    expect(lineResult(result, '0001A0').error).toEqual({
      message: 'Zirkelbezug: 0001A0 → 0001B0 → 0001A0',
      start: 0,
      end: 6,
    });
    expect(lineResult(result, '0001B0').error).toEqual({
      message: 'Zirkelbezug: 0001B0 → 0001A0 → 0001B0',
      start: 2,
      end: 8,
    });
    expect(lineResult(result, '0001C0').error?.message).toBe('Die Zeile 0001B0 enthält einen Fehler');
    expect(result.errors).toBe(3);
  });

  it('line ↔ variable, and a line on itself', () => {
    const result = calc(
      [line('A0', 'X*2', { marker: 'H' }), line('B0', '1+0001B0', { marker: 'E' })],
      [variable('X', '0001A0+1')],
    );
    expect(lineResult(result, '0001A0').error).toEqual({
      message: 'Zirkelbezug: 0001A0 → X → 0001A0',
      start: 0,
      end: 1,
    });
    expect(result.variables.get('all:X')?.error).toEqual({
      message: 'Zirkelbezug: X → 0001A0 → X',
      start: 0,
      end: 6,
    });
    expect(lineResult(result, '0001B0').error).toEqual({
      message: 'Zirkelbezug: 0001B0 → 0001B0',
      start: 2,
      end: 8,
    });
  });

  it('a line referencing the subtotal that contains it', () => {
    const result = calc([line('A0', '0001B0'), line('B0', '', { marker: 'Z' })]);
    expect(lineResult(result, '0001A0').error).toEqual({
      message: 'Zirkelbezug: 0001A0 → 0001B0 → 0001A0',
      start: 0,
      end: 6,
    });
    expect(lineResult(result, '0001B0').error).toEqual({
      message: 'Zirkelbezug: 0001B0 → 0001A0 → 0001B0',
      start: 0,
      end: 1,
    });
  });

  it('names the shortest way round inside a larger knot', () => {
    // A → B → C → A and B → A: from B the shortest way back is B → A → B
    const result = calc([
      line('A0', '0001B0', { marker: 'H' }),
      line('B0', '0001C0+0001A0', { marker: 'H' }),
      line('C0', '0001A0', { marker: 'H' }),
    ]);
    expect(lineResult(result, '0001A0').error?.message).toBe('Zirkelbezug: 0001A0 → 0001B0 → 0001A0');
    expect(lineResult(result, '0001B0').error).toEqual({
      message: 'Zirkelbezug: 0001B0 → 0001A0 → 0001B0',
      start: 7,
      end: 13,
    });
    expect(lineResult(result, '0001C0').error?.message).toBe(
      'Zirkelbezug: 0001C0 → 0001A0 → 0001B0 → 0001C0',
    );
  });

  it('survives a cycle through thousands of lines and a long forward chain', () => {
    const count = 5000;
    const address = (index: number) =>
      `${String(Math.floor(index / 250) + 1).padStart(4, '0')}${rowAt(index % 250)}`;
    const lineAt = (index: number, expression: string) =>
      line(rowAt(index % 250), expression, { sheet: Math.floor(index / 250) + 1, marker: 'H', oz: null });
    // each line is the next one plus 1, the last is 1: the first is 5000
    const chain = calc(
      Array.from({ length: count }, (_, index) =>
        lineAt(index, index === count - 1 ? '1' : `${address(index + 1)}+1`),
      ),
    );
    expect(chain.errors).toBe(0);
    expect(lineResult(chain, '0001A0').value).toBe('5000.000');
    // the same with the last line pointing back at the first
    const knot = calc(
      Array.from({ length: count }, (_, index) => lineAt(index, `${address((index + 1) % count)}+1`)),
    );
    expect(knot.errors).toBe(count);
    expect(lineResult(knot, '0001A0').error?.message).toBe(
      'Zirkelbezug: 0001A0 → 0001A1 → … (5000 Zeilen und Variablen)',
    );
  });
});

describe('address problems', () => {
  it('flags a second line on the same address and invalid addresses', () => {
    const result = calc([
      line('A0', '1', { id: 'first' }),
      line('A0', '2', { id: 'second' }),
      line('a0', '3', { id: 'lower' }),
      line('A0', '4', { id: 'sheet0', sheet: 0 }),
    ]);
    expect(lineResult(result, 'first')).toMatchObject({ value: '1.000', error: null });
    expect(lineResult(result, 'second').error).toEqual({
      message: 'Die Adresse 0001A0 ist mehrfach vergeben',
      start: 0,
      end: 1,
    });
    expect(lineResult(result, 'lower').error?.message).toBe(
      'Ungültige Adresse: Blatt 1, Zeile „a0“ (Blatt 1 bis 9999, Zeilen A0 bis Z9)',
    );
    expect(lineResult(result, 'sheet0').error?.message).toContain('Ungültige Adresse: Blatt 0');
    expect(result.positions).toEqual([{ oz: '01.0010', quantity: '1.000', estimated: '0.000', lines: 1 }]);
    expect(result.sheets).toEqual([{ sheet: 1, oz: '01.0010', quantity: '1.000' }]);
  });
});

describe('createSurveyCalculator', () => {
  it('gives the same results as a fresh calculation while the text changes keystroke by keystroke', () => {
    const calculator = createSurveyCalculator({ cacheSize: 3 });
    const variables = [variable('L', '2')];
    for (const typed of ['2', '2,', '2,4', '2,40', '2,40*', '2,40*L', '2,40*L+(', '2,40*L+(1)']) {
      const lines = [
        line('A0', typed, { formulaNumber: 91 }),
        line('B0', '1,5', { marker: 'H' }),
        line('C0', '0001B0*2'),
      ];
      expect(calculator.calculate({ lines, variables })).toEqual(calculateSurvey({ lines, variables }));
    }
    const last = calculator.calculate({
      lines: [line('A0', '2,40*L+(1)', { formulaNumber: 91 })],
      variables,
    });
    // 2.40 · 2 + 1 = 5.8
    expect(valueOf(last, '0001A0')).toBe('5.800');
  });

  it('keeps formula 0 and 91 of the same text apart in its cache', () => {
    const calculator = createSurveyCalculator();
    const free = calculator.calculate({ lines: [line('A0', '(2)', { formulaNumber: 91 })], variables: [] });
    const plain = calculator.calculate({ lines: [line('A0', '(2)', { formulaNumber: 0 })], variables: [] });
    expect(valueOf(free, '0001A0')).toBe('2.000');
    expect(lineResult(plain, '0001A0').error?.message).toBe('Klammern sind nur in Formel 91 erlaubt');
  });
});

describe('stronglyConnectedComponents', () => {
  it('returns components dependencies first', () => {
    // 0 → 1 → 2 → 1, 3 alone, 4 → 4
    const components = stronglyConnectedComponents([[1], [2], [1], [], [4]]);
    expect(components.map((component) => [...component].sort())).toEqual([[1, 2], [0], [3], [4]]);
  });
});
