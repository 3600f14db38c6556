import type { ValidationProblem } from '@vendoc/calculation/problems';
import type { Calculation, CalculationComponent, Variants } from '@vendoc/calculation/types';
import { validateCalculation } from '@vendoc/calculation/validate-calculation';
import { validateVariants } from '@vendoc/calculation/validate-variants';
import type { Database } from '../../db/client';
import type { FieldError } from '../../lib/http-problem';
import { existingArticleIds, existingWageRateIds } from './catalog-positions.repository';

/** A component with the field path of the request it came from. */
interface LocatedComponent {
  path: string;
  component: CalculationComponent;
}

/** Every component of the calculation and of the variant options' replacements, with its request path. */
function locatedComponents(calculation: Calculation, variants: Variants): LocatedComponent[] {
  const located = calculation.components.map((component, index) => ({
    path: `calculation.components.${index}`,
    component,
  }));
  variants.groups.forEach((group, groupIndex) => {
    group.options.forEach((option, optionIndex) => {
      if (option.effect.kind !== 'replaceComponents') return;
      option.effect.components.forEach((component, index) => {
        located.push({
          path: `variants.groups.${groupIndex}.options.${optionIndex}.effect.components.${index}`,
          component,
        });
      });
    });
  });
  return located;
}

const prefixed = (prefix: string, problems: readonly ValidationProblem[]): FieldError[] =>
  problems.map((problem) => ({ path: `${prefix}.${problem.path}`, message: problem.message }));

/**
 * Field errors of a position's calculation and variants: the rules of @vendoc/calculation, and references that
 * must exist: articles of the SAME catalog (a price of another catalog would be a silent surprise when that
 * catalog is deleted or re-imported) and wage rates of the company.
 */
export async function calculationErrors(
  tx: Database,
  companyId: string,
  catalogId: string,
  calculation: Calculation,
  variants: Variants,
): Promise<FieldError[]> {
  const errors = [
    ...prefixed('calculation', validateCalculation(calculation)),
    ...prefixed('variants', validateVariants(variants, calculation)),
  ];
  const located = locatedComponents(calculation, variants);
  const articleIds = new Set<string>();
  const wageRateIds = new Set<string>();
  for (const { component } of located) {
    if (component.kind === 'article') articleIds.add(component.articleId);
    if (component.kind === 'labour') wageRateIds.add(component.wageRateId);
  }
  const [articles, wageRates] = await Promise.all([
    existingArticleIds(tx, companyId, catalogId, [...articleIds]),
    existingWageRateIds(tx, companyId, [...wageRateIds]),
  ]);
  for (const { path, component } of located) {
    if (component.kind === 'article' && !articles.has(component.articleId)) {
      errors.push({ path: `${path}.articleId`, message: 'Den Artikel gibt es in diesem Katalog nicht' });
    }
    if (component.kind === 'labour' && !wageRates.has(component.wageRateId)) {
      errors.push({ path: `${path}.wageRateId`, message: 'Den Lohnsatz gibt es nicht' });
    }
  }
  return errors;
}
