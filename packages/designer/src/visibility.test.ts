import { describe, expect, it } from 'vitest';
import { ALWAYS_VISIBLE } from './element-defaults';
import { isVisible } from './visibility';

const data = { client: { kind: 'public' }, totals: { discount: '', deductions: '100.00' } };

describe('isVisible', () => {
  it('checks the page conditions', () => {
    const pages = (condition: typeof ALWAYS_VISIBLE.pages) =>
      [1, 2, 3].filter((page) =>
        isVisible({ ...ALWAYS_VISIBLE, pages: condition }, { page, pages: 3, data }),
      );
    expect(pages('always')).toEqual([1, 2, 3]);
    expect(pages('firstPageOnly')).toEqual([1]);
    expect(pages('notFirstPage')).toEqual([2, 3]);
    expect(pages('lastPageOnly')).toEqual([3]);
    expect(pages('notLastPage')).toEqual([1, 2]);
  });

  it('checks the client kind and data fields', () => {
    const at = { page: 1, pages: 1, data };
    expect(isVisible({ ...ALWAYS_VISIBLE, clients: 'publicClientOnly' }, at)).toBe(true);
    expect(isVisible({ ...ALWAYS_VISIBLE, clients: 'privateClientOnly' }, at)).toBe(false);
    expect(isVisible({ ...ALWAYS_VISIBLE, clients: 'privateClientOnly' }, { ...at, data: {} })).toBe(false);
    expect(isVisible({ ...ALWAYS_VISIBLE, field: { path: 'totals.deductions', is: 'set' } }, at)).toBe(true);
    expect(isVisible({ ...ALWAYS_VISIBLE, field: { path: 'totals.discount', is: 'set' } }, at)).toBe(false);
    expect(isVisible({ ...ALWAYS_VISIBLE, field: { path: 'totals.discount', is: 'empty' } }, at)).toBe(true);
    expect(isVisible({ ...ALWAYS_VISIBLE, field: { path: 'nope.x', is: 'empty' } }, at)).toBe(true);
  });
});
