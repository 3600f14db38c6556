import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { articleKeys } from '../../../../entities/article/article-keys';
import { catalogKeys } from '../../../../entities/service-catalog/service-catalog-keys';
import { invalidateAfterArticleChange } from './article-cache';

const CATALOG = 'c-1';

describe('after articles of a catalog changed', () => {
  it('marks the catalog, its lists and positions and every article a calculation priced with as stale', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
    const keys = [
      catalogKeys.detail(CATALOG),
      catalogKeys.list(),
      catalogKeys.articles(CATALOG),
      catalogKeys.positions(CATALOG),
      articleKeys.detail('a-1'),
      articleKeys.price('a-2'),
    ];
    const untouched = [catalogKeys.detail('other'), catalogKeys.positions('other')];
    for (const key of [...keys, ...untouched]) queryClient.setQueryData(key, {});

    await invalidateAfterArticleChange(queryClient, CATALOG);

    for (const key of keys) expect(queryClient.getQueryState(key)?.isInvalidated, String(key)).toBe(true);
    for (const key of untouched)
      expect(queryClient.getQueryState(key)?.isInvalidated, String(key)).toBe(false);
  });
});
