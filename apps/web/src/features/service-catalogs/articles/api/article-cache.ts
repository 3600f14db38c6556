import type { QueryClient } from '@tanstack/react-query';
import { invalidateAllArticles } from '../../../../entities/article/article-cache';
import { catalogKeys } from '../../../../entities/service-catalog/service-catalog-keys';

/**
 * After articles of a catalog changed: its article lists and the company-wide one, the catalog (its article
 * count) and the catalog list, the catalog's positions, whose prices the server recalculated, and the articles
 * a calculation sheet priced with (an import changes many at once).
 */
export function invalidateAfterArticleChange(queryClient: QueryClient, catalogId: string): Promise<void> {
  const [root] = catalogKeys.all;
  return Promise.all([
    queryClient.invalidateQueries({
      predicate: ({ queryKey }) => {
        if (queryKey[0] !== root) return false;
        const [, kind, id] = queryKey;
        if (kind === 'articles') return id === catalogId || id === null;
        if (kind === 'detail' || kind === 'positions' || kind === 'position') return id === catalogId;
        return kind === 'list';
      },
    }),
    invalidateAllArticles(queryClient),
  ]).then(() => undefined);
}
