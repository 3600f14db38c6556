import { queryOptions, useQueries, type QueryClient } from '@tanstack/react-query';
import { articleSchema, type Article } from '@vendoc/contract/service-catalogs';
import { vendocHttp } from '../../../../lib/http/vendoc-client';
import { catalogKeys } from '../../api/catalog-query';

/**
 * The article as a calculation needs it (number, text, unit, price and price unit). Kept below the article's
 * key, so a change of the article (which invalidates that key) also refreshes the prices the sheet computes with,
 * but under its own last part, because the article dialog caches the full detail at the key itself.
 */
export function articlePriceKey(articleId: string) {
  return [...catalogKeys.article(articleId), 'price'] as const;
}

/** GET /api/v1/articles/{articleId}, without the price history. */
export async function fetchArticle(articleId: string, signal?: AbortSignal): Promise<Article> {
  const response = await vendocHttp.get<unknown>(`/api/v1/articles/${encodeURIComponent(articleId)}`, {
    signal,
  });
  return articleSchema.parse(response.data);
}

export function articleQueryOptions(articleId: string) {
  return queryOptions({
    queryKey: articlePriceKey(articleId),
    queryFn: ({ signal }) => fetchArticle(articleId, signal),
    staleTime: 60_000,
  });
}

/** An article picked from the suggestions is known already: the sheet prices it without another request. */
export function rememberArticle(queryClient: QueryClient, article: Article): void {
  queryClient.setQueryData(articlePriceKey(article.id), article);
}

function combineArticles(results: ReadonlyArray<{ data?: Article; isPending: boolean }>) {
  const articles = new Map<string, Article>();
  for (const result of results) if (result.data) articles.set(result.data.id, result.data);
  return { articles, pending: results.some((result) => result.isPending) };
}

/** The articles with these ids, as far as loaded; `pending` while any is still loading. */
export function useArticles(articleIds: readonly string[]) {
  return useQueries({
    queries: articleIds.map((articleId) => articleQueryOptions(articleId)),
    combine: combineArticles,
  });
}
