import { GEOMETRIC_FORMULAS } from '@vendoc/quantity-survey/formulas';
import { FORMULA_FREE, FORMULA_PLAIN, MARKERS, type Marker } from '@vendoc/quantity-survey/model';

/** The formula numbers a line can have: 0, 91 and the engine's geometric formulas, with the values they take. */
export interface FormulaOption {
  number: number;
  /** i18n key for 0 and 91; the catalogue's German name for geometric formulas. */
  nameKey?: string;
  name?: string;
  /** "Seite a; Höhe h; Länge l": what a geometric formula's values are, as a placeholder. */
  placeholder?: string;
}

export const FORMULA_OPTIONS: readonly FormulaOption[] = [
  { number: FORMULA_PLAIN, nameKey: 'formula.plain' },
  { number: FORMULA_FREE, nameKey: 'formula.free' },
  ...Object.values(GEOMETRIC_FORMULAS)
    .sort((a, b) => a.number - b.number)
    .map((formula) => ({
      number: formula.number,
      name: formula.name,
      placeholder: formula.parameters.map((parameter) => parameter.label).join('; '),
    })),
];

/** The markers (KZ) in the order a select offers them. */
export const MARKER_OPTIONS: readonly Marker[] = MARKERS;

/** i18n key of a marker's label ('' is the counted line). */
export function markerKey(marker: Marker): string {
  return `marker.${marker === '' ? 'none' : marker === '*' ? 'comment' : marker}`;
}
