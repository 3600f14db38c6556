import type { Calculation, CalculationComponent, Variants } from './types';

/**
 * Ids of the articles a position can use: in its calculation and in the components its variant options add, in
 * order of first appearance, without repeats. When an article's price changes, the server recomputes every
 * position that lists it here, including those where only an option uses it.
 */
export function articleIds(calculation: Calculation, variants: Variants): string[] {
  const ids = new Set<string>();
  for (const component of allComponents(calculation, variants)) {
    if (component.kind === 'article') ids.add(component.articleId);
  }
  return [...ids];
}

/** True when the calculation or one of the variant options uses the article. */
export function usesArticle(calculation: Calculation, variants: Variants, articleId: string): boolean {
  for (const component of allComponents(calculation, variants)) {
    if (component.kind === 'article' && component.articleId === articleId) return true;
  }
  return false;
}

function* allComponents(calculation: Calculation, variants: Variants): Generator<CalculationComponent> {
  yield* calculation.components;
  for (const group of variants.groups) {
    for (const option of group.options) {
      if (option.effect.kind === 'replaceComponents') yield* option.effect.components;
    }
  }
}
