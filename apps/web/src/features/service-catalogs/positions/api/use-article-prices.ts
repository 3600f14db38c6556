import { useQueries } from '@tanstack/react-query';
import type { Article } from '@vendoc/contract/service-catalogs';
import { articlePriceQueryOptions } from '../../../../entities/article/get-article';

function combineArticles(results: ReadonlyArray<{ data?: Article; isPending: boolean }>) {
  const articles = new Map<string, Article>();
  for (const result of results) if (result.data) articles.set(result.data.id, result.data);
  return { articles, pending: results.some((result) => result.isPending) };
}

/** The articles a calculation prices with, as far as loaded; `pending` while any is still loading. */
export function useArticlePrices(articleIds: readonly string[]) {
  return useQueries({
    queries: articleIds.map((articleId) => articlePriceQueryOptions(articleId)),
    combine: combineArticles,
  });
}
