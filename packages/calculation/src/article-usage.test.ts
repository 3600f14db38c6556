import { describe, expect, it } from 'vitest';
import { articleIds, usesArticle } from './article-usage';
import { windowCalculation, windowVariants } from './test-support/window-position';

describe('article usage', () => {
  it('lists the articles of the calculation and of the options, once each', () => {
    const calculation = windowCalculation();
    calculation.components.push({ id: 'frame-2', kind: 'article', articleId: 'frame-pvc', quantity: '1' });
    expect(articleIds(calculation, windowVariants())).toEqual(['frame-pvc', 'glass-2', 'glass-3']);
  });

  it('finds an article used only by an option', () => {
    expect(usesArticle(windowCalculation(), windowVariants(), 'glass-3')).toBe(true);
    expect(usesArticle(windowCalculation(), { groups: [], exclusions: [] }, 'glass-3')).toBe(false);
    expect(usesArticle(windowCalculation(), windowVariants(), 'frame-pvc')).toBe(true);
    // A wage rate id is not an article id.
    expect(usesArticle(windowCalculation(), windowVariants(), 'fitter')).toBe(false);
  });
});
