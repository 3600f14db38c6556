import { GEOMETRIC_FORMULAS, type GeometricFormula } from '@vendoc/quantity-survey/formulas';
import { FORMULA_FREE, FORMULA_PLAIN } from '@vendoc/quantity-survey/model';

/** The geometric formulas in number order. */
export const GEOMETRIC_LIST: readonly GeometricFormula[] = Object.values(GEOMETRIC_FORMULAS).sort(
  (a, b) => a.number - b.number,
);

/** Formula numbers the FN select offers: 0, 91, then the geometric ones. */
export const FORMULA_NUMBERS: readonly number[] = [
  FORMULA_PLAIN,
  FORMULA_FREE,
  ...GEOMETRIC_LIST.map((formula) => formula.number),
];

/** The placeholder of a geometric line's formula cell: its parameters' symbols, "a; h; l". */
export function parameterPlaceholder(formulaNumber: number): string | undefined {
  const formula = GEOMETRIC_FORMULAS[formulaNumber];
  return formula?.parameters.map((parameter) => parameter.key).join('; ');
}

/** The parameters' German labels for a tooltip: "Seite a; Höhe h; Länge l (optional)". */
export function parameterLabels(formulaNumber: number, optionalText: string): string | undefined {
  const formula = GEOMETRIC_FORMULAS[formulaNumber];
  return formula?.parameters
    .map((parameter) => (parameter.optional ? `${parameter.label} (${optionalText})` : parameter.label))
    .join('; ');
}
