/**
 * Geometric formulas of the REB-VB 23.003 formula catalogue (Formelkatalog) that VenDoc supports. Numbers and names
 * follow the catalogue's list of formulas (REB-VB 23.003, Ausgabe 2012, Verzeichnis der Formeln); numbers the
 * catalogue does not have (a circle, for example) are not invented: such shapes are typed as formula 91.
 *
 * A geometric line keeps its values in `expression`, in the order of `parameters`, separated by ";" ("4,5;3,2").
 * Optional parameters come last and take their default when left out. All arithmetic is exact (precision 60, so
 * square roots carry 60 significant digits); the line result is rounded to 3 places afterwards.
 */

import { decimal, type Decimal } from '@vendoc/money/decimal';

export interface FormulaParameter {
  /** Short symbol as the catalogue's sketch names it ("a", "h", "l"). */
  key: string;
  /** German label for forms and printouts. */
  label: string;
  optional?: boolean;
  /** Value used when an optional parameter is left out (wire notation). */
  default?: string;
}

export interface GeometricFormula {
  number: number;
  /** German name as in the catalogue. */
  name: string;
  parameters: readonly FormulaParameter[];
  /**
   * The exact result from one value per parameter (defaults already filled in). Throws a GeometryError for values
   * that describe no such shape.
   */
  compute(values: readonly Decimal[]): Decimal;
}

/** Values that describe no such shape; `valueIndex` names the value at fault when there is one. */
export class GeometryError extends Error {
  override readonly name = 'GeometryError';
  constructor(
    message: string,
    readonly valueIndex: number | null = null,
  ) {
    super(message);
  }
}

const TWO = decimal('2');
const SIX = decimal('6');

function at(values: readonly Decimal[], index: number): Decimal {
  const value = values[index];
  if (value === undefined) throw new RangeError(`value ${index + 1} is missing`);
  return value;
}

const LENGTH: FormulaParameter = { key: 'l', label: 'Länge l', optional: true, default: '1' };

/** The supported formulas by number. */
export const GEOMETRIC_FORMULAS: Readonly<Record<number, GeometricFormula>> = {
  1: {
    number: 1,
    name: 'Dreieck/Prisma (über Seite und Höhe)',
    parameters: [{ key: 'a', label: 'Seite a' }, { key: 'h', label: 'Höhe h' }, LENGTH],
    // a · h / 2 · l
    compute: (values) => at(values, 0).times(at(values, 1)).div(TWO).times(at(values, 2)),
  },
  3: {
    number: 3,
    name: 'Dreieck/Prisma (über drei Seiten)',
    parameters: [
      { key: 'a', label: 'Seite a' },
      { key: 'b', label: 'Seite b' },
      { key: 'c', label: 'Seite c' },
      LENGTH,
    ],
    // Heron: s = (a + b + c) / 2, area = √(s · (s − a) · (s − b) · (s − c)), times l
    compute: (values) => {
      const a = at(values, 0);
      const b = at(values, 1);
      const c = at(values, 2);
      for (const [index, side] of [a, b, c].entries()) {
        if (side.isNegative()) throw new GeometryError('Eine Dreiecksseite kann nicht negativ sein', index);
      }
      const s = a.plus(b).plus(c).div(TWO);
      const radicand = s.times(s.minus(a)).times(s.minus(b)).times(s.minus(c));
      if (radicand.isNegative()) {
        throw new GeometryError('Aus diesen drei Seiten lässt sich kein Dreieck bilden');
      }
      return radicand.sqrt().times(at(values, 3));
    },
  },
  4: {
    number: 4,
    name: 'Rechteck/Quader',
    parameters: [
      { key: 'a', label: 'Seite a' },
      { key: 'b', label: 'Seite b' },
      { key: 'c', label: 'Höhe c', optional: true, default: '1' },
    ],
    // a · b · c
    compute: (values) => at(values, 0).times(at(values, 1)).times(at(values, 2)),
  },
  5: {
    number: 5,
    name: 'Trapez/Trapezprisma – Menge zwischen zwei Flächen',
    parameters: [
      { key: 'a', label: 'Seite (Fläche) a' },
      { key: 'b', label: 'Seite (Fläche) b' },
      { key: 'h', label: 'Höhe (Abstand) h' },
      LENGTH,
    ],
    // (a + b) / 2 · h · l
    compute: (values) => at(values, 0).plus(at(values, 1)).div(TWO).times(at(values, 2)).times(at(values, 3)),
  },
  15: {
    number: 15,
    name: 'Rechteckpyramidenstumpf',
    parameters: [
      { key: 'a1', label: 'Grundfläche Seite a1' },
      { key: 'b1', label: 'Grundfläche Seite b1' },
      { key: 'a2', label: 'Deckfläche Seite a2' },
      { key: 'b2', label: 'Deckfläche Seite b2' },
      { key: 'h', label: 'Höhe h' },
    ],
    // h / 6 · (a1 · b1 + a2 · b2 + (a1 + a2) · (b1 + b2))
    compute: (values) => {
      const [a1, b1, a2, b2, h] = [0, 1, 2, 3, 4].map((index) => at(values, index)) as [
        Decimal,
        Decimal,
        Decimal,
        Decimal,
        Decimal,
      ];
      return h.div(SIX).times(
        a1
          .times(b1)
          .plus(a2.times(b2))
          .plus(a1.plus(a2).times(b1.plus(b2))),
      );
    },
  },
  20: {
    number: 20,
    name: 'Pythagoras (Seiten im rechtwinkligen Dreieck)',
    parameters: [
      { key: 'a', label: 'Kathete a' },
      { key: 'b', label: 'Kathete b' },
    ],
    // √(a² + b²)
    compute: (values) => {
      const a = at(values, 0);
      const b = at(values, 1);
      return a.times(a).plus(b.times(b)).sqrt();
    },
  },
};

/** The formula of a number, or undefined when VenDoc does not support it (0 and 91 are not geometric). */
export function geometricFormula(formulaNumber: number): GeometricFormula | undefined {
  return Object.hasOwn(GEOMETRIC_FORMULAS, formulaNumber) ? GEOMETRIC_FORMULAS[formulaNumber] : undefined;
}

/** Number of values a formula needs at least (its parameters up to the first optional one). */
export function requiredValues(formula: GeometricFormula): number {
  return formula.parameters.filter((parameter) => parameter.optional !== true).length;
}
