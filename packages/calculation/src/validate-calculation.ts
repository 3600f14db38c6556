import { decimal, tryParseDecimal, type Decimal } from '@vendoc/money/decimal';
import { problem, type ValidationProblem } from './problems';
import { COST_TYPES, type Calculation, type CalculationComponent, type CostType } from './types';

/** German names of the cost types, as the calculation sheet shows them. */
export const COST_TYPE_NAMES_DE: Record<CostType, string> = {
  material: 'Material',
  labour: 'Lohn',
  equipment: 'Geräte',
  subcontractor: 'Nachunternehmer',
};

const MINUS_HUNDRED = decimal('-100');

/**
 * Problems of a calculation before it is saved: duplicate component ids, numbers that are not decimals, negative
 * quantities or minutes, missing markups and markups below -100 % (which would turn a cost into a negative price).
 * An empty list means `calculate` can run on it.
 */
export function validateCalculation(calculation: Calculation): ValidationProblem[] {
  const problems = checkComponents(calculation.components, 'components', new Set());
  for (const costType of COST_TYPES) {
    const path = `markups.${costType}`;
    const text: unknown = calculation.markups[costType];
    const name = COST_TYPE_NAMES_DE[costType];
    if (text === undefined) {
      problems.push(problem(path, 'missingMarkup', `Der Zuschlag für ${name} fehlt`, { costType }));
      continue;
    }
    const markup = checkDecimal(text, path, problems);
    if (markup !== null && markup.lessThan(MINUS_HUNDRED)) {
      problems.push(
        problem(path, 'markupBelowMinus100', `Der Zuschlag für ${name} darf nicht unter -100 % liegen`, {
          costType,
        }),
      );
    }
  }
  return problems;
}

/**
 * Checks the numbers of components and that their ids are unique. `takenIds` holds ids used elsewhere (a
 * variant's replacement components must not collide with the calculation's); the components' ids are added to it.
 */
export function checkComponents(
  components: readonly CalculationComponent[],
  pathPrefix: string,
  takenIds: Set<string>,
): ValidationProblem[] {
  const problems: ValidationProblem[] = [];
  components.forEach((component, index) => {
    const path = `${pathPrefix}.${index}`;
    if (takenIds.has(component.id)) {
      problems.push(
        problem(
          `${path}.id`,
          'duplicateComponentId',
          `Die Komponenten-ID „${component.id}“ kommt mehrfach vor`,
          {
            id: component.id,
          },
        ),
      );
    }
    takenIds.add(component.id);
    switch (component.kind) {
      case 'article':
        checkNotNegative(
          component.quantity,
          `${path}.quantity`,
          'Die Menge darf nicht negativ sein',
          problems,
        );
        break;
      case 'labour':
        checkNotNegative(
          component.minutes,
          `${path}.minutes`,
          'Die Minuten dürfen nicht negativ sein',
          problems,
        );
        break;
      case 'equipment':
      case 'subcontractor':
        checkNotNegative(
          component.quantity,
          `${path}.quantity`,
          'Die Menge darf nicht negativ sein',
          problems,
        );
        // A negative unit cost is allowed: a credit (e.g. a subcontractor's discount) is a real cost line.
        checkDecimal(component.unitCost, `${path}.unitCost`, problems);
        break;
    }
  });
  return problems;
}

/** The value as a Decimal, or null after recording a `notDecimal` problem. */
export function checkDecimal(value: unknown, path: string, problems: ValidationProblem[]): Decimal | null {
  const parsed = typeof value === 'string' ? tryParseDecimal(value) : null;
  if (parsed === null) {
    const shown = typeof value === 'string' ? value : String(value);
    problems.push(problem(path, 'notDecimal', `„${shown}“ ist keine Dezimalzahl`, { value: shown }));
  }
  return parsed;
}

function checkNotNegative(
  value: unknown,
  path: string,
  message: string,
  problems: ValidationProblem[],
): void {
  const parsed = checkDecimal(value, path, problems);
  if (parsed !== null && parsed.lessThan(0)) problems.push(problem(path, 'negative', message));
}
