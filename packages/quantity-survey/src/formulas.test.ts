import { describe, expect, it } from 'vitest';
import { decimal } from '@vendoc/money/decimal';
import { calculateSurvey } from './calculate';
import { GEOMETRIC_FORMULAS, GeometryError, geometricFormula, requiredValues } from './formulas';
import type { LineResult, SurveyVariable } from './model';
import { line, variable } from './test-helpers';

function geometric(formulaNumber: number, expression: string, variables: SurveyVariable[] = []): LineResult {
  const result = calculateSurvey({ lines: [line('A0', expression, { formulaNumber })], variables });
  const found = result.lines.get('0001A0');
  if (found === undefined) throw new Error('no result');
  return found;
}

describe('geometric formulas (hand-computed)', () => {
  it.each([
    // FN 1 triangle/prism: a · h / 2 · l
    [1, '4;2,5', '5.000'], // 4 · 2.5 / 2 = 5
    [1, '4;2,5;3', '15.000'], // 5 · 3
    [1, '1,25;0,8;-2', '-1.000'], // 1.25 · 0.8 / 2 · (−2) = −1: a deduction
    // FN 3 triangle over three sides (Heron)
    [3, '3;4;5', '6.000'], // s = 6; √(6 · 3 · 2 · 1) = √36 = 6
    [3, '3;4;5;2', '12.000'], // 6 · 2
    [3, '2;2;2', '1.732'], // s = 3; √(3 · 1 · 1 · 1) = 1.7320508…
    [3, '1;1;2', '0.000'], // degenerate: s = 2; √(2 · 1 · 1 · 0) = 0
    // FN 4 rectangle/cuboid: a · b · c
    [4, '4,5;3,2', '14.400'], // 4.5 · 3.2
    [4, '4,5;3,2;2,75', '39.600'], // 14.4 · 2.75
    [4, '1,01;2,135;-1', '-2.156'], // −2.15635: a deduction
    // FN 5 trapezoid/trapezoidal prism: (a + b) / 2 · h · l
    [5, '3;5;2', '8.000'], // 8 / 2 · 2
    [5, '3;5;2;1,5', '12.000'], // 8 · 1.5
    [5, '2,5;3,1;1,2;4', '13.440'], // 5.6 / 2 = 2.8; · 1.2 = 3.36; · 4 = 13.44
    // FN 15 rectangular pyramid frustum: h / 6 · (a1·b1 + a2·b2 + (a1 + a2) · (b1 + b2))
    [15, '4;3;2;1;3', '19.000'], // 3/6 · (12 + 2 + 6 · 4) = 0.5 · 38
    [15, '2;2;1;1;1', '2.333'], // 1/6 · (4 + 1 + 3 · 3) = 14/6 = 2.333…
    [15, '2;2;2;2;3', '12.000'], // a cuboid: 3/6 · (4 + 4 + 4 · 4) = 0.5 · 24 = 12 = 2 · 2 · 3
    // FN 20 Pythagoras: √(a² + b²)
    [20, '3;4', '5.000'], // √25
    [20, '1,2;0,5', '1.300'], // √(1.44 + 0.25) = √1.69
    [20, '1;1', '1.414'], // √2
  ])('formula %i with %s = %s', (formulaNumber, expression, value) => {
    const result = geometric(formulaNumber, expression);
    expect(result.error).toBeNull();
    expect(result.value).toBe(value);
  });

  it('takes expressions, variables and addresses as values', () => {
    // (2 · 2) · L = 4 · 4.25 = 17
    expect(geometric(4, '2*2;L', [variable('L', '4,25')]).value).toBe('17.000');
    // brackets inside a value: (1 + 1) · 3 = 6
    expect(geometric(4, ' (1+1) ; 3 ').value).toBe('6.000');
    // 0001A0 is the line itself: not a storing line
    expect(geometric(4, '2;0001A0').error?.message).toBe(
      'Zeile 0001A0 speichert keinen Wert (Kennzeichen H, E, Z oder P)',
    );
  });

  it('counts the values', () => {
    expect(geometric(4, '4,5').error).toEqual({
      message: 'Formel 4 „Rechteck/Quader“ braucht mindestens 2 Werte, getrennt durch „;“; es fehlt: Seite b',
      start: 2,
      end: 3,
    });
    expect(geometric(15, '1;2;3 ').error).toEqual({
      message:
        'Formel 15 „Rechteckpyramidenstumpf“ braucht 5 Werte, getrennt durch „;“; es fehlt: Deckfläche Seite b2; Höhe h',
      start: 4,
      end: 5,
    });
    expect(geometric(20, '3;4;5').error).toEqual({
      message: 'Formel 20 „Pythagoras (Seiten im rechtwinkligen Dreieck)“ hat höchstens 2 Werte',
      start: 4,
      end: 5,
    });
    expect(geometric(4, '1;2;3;4*5;6').error).toMatchObject({ start: 6, end: 9 });
  });

  it('points at empty values and at faults inside a value', () => {
    expect(geometric(4, '4;;2').error).toEqual({ message: 'Hier fehlt eine Zahl', start: 2, end: 3 });
    expect(geometric(4, '4;2/0').error).toEqual({ message: 'Division durch null', start: 4, end: 5 });
    expect(geometric(4, '').error).toEqual({ message: 'Die Formel ist leer', start: 0, end: 1 });
  });

  it('refuses impossible triangles', () => {
    // s = 4; 4 · 3 · 2 · (−1) < 0
    expect(geometric(3, '1;2;5').error).toEqual({
      message: 'Aus diesen drei Seiten lässt sich kein Dreieck bilden',
      start: 0,
      end: 5,
    });
    expect(geometric(3, '3;-4;5').error).toEqual({
      message: 'Eine Dreiecksseite kann nicht negativ sein',
      start: 2,
      end: 4,
    });
  });
});

describe('GEOMETRIC_FORMULAS', () => {
  it('has the supported catalogue numbers only', () => {
    expect(Object.keys(GEOMETRIC_FORMULAS).map(Number)).toEqual([1, 3, 4, 5, 15, 20]);
    for (const [key, formula] of Object.entries(GEOMETRIC_FORMULAS)) expect(formula.number).toBe(Number(key));
    expect(geometricFormula(0)).toBeUndefined();
    expect(geometricFormula(91)).toBeUndefined();
    expect(geometricFormula(2)).toBeUndefined();
  });

  it('puts optional parameters last, each with a default', () => {
    for (const formula of Object.values(GEOMETRIC_FORMULAS)) {
      const required = requiredValues(formula);
      formula.parameters.forEach((parameter, index) => {
        expect(parameter.optional === true, `${formula.number} ${parameter.key}`).toBe(index >= required);
        if (parameter.optional === true) expect(parameter.default).toBe('1');
      });
    }
  });

  it('computes with exact decimals', () => {
    const pythagoras = GEOMETRIC_FORMULAS[20];
    // √(0.3² + 0.4²) = √0.25 = 0.5 exactly
    expect(pythagoras?.compute([decimal('0.3'), decimal('0.4')]).toString()).toBe('0.5');
    // √2 to 60 significant digits
    expect(pythagoras?.compute([decimal('1'), decimal('1')]).toString()).toBe(
      '1.41421356237309504880168872420969807856967187537694807317668',
    );
    expect(() =>
      GEOMETRIC_FORMULAS[3]?.compute([decimal('1'), decimal('1'), decimal('3'), decimal('1')]),
    ).toThrow(GeometryError);
  });
});
