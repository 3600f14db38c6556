import { queryOptions, useQuery } from '@tanstack/react-query';
import { articleDetailSchema, type Article, type ArticleDetail } from '@vendoc/contract/service-catalogs';
import { api } from '../../lib/http/api-path';
import { vendocHttp } from '../../lib/http/vendoc-client';
import { articleKeys } from './article-keys';

/** GET /api/v1/articles/{id}: the article with its price history (newest first) and how many positions use it. */
export async function fetchArticle(articleId: string, signal?: AbortSignal): Promise<ArticleDetail> {
  const response = await vendocHttp.get<unknown>(api`/articles/${articleId}`, { signal });
  return articleDetailSchema.parse(response.data);
}

export function articleQueryOptions(articleId: string) {
  return queryOptions({
    queryKey: articleKeys.detail(articleId),
    queryFn: ({ signal }) => fetchArticle(articleId, signal),
  });
}

/** One article, fresh from the server each time a dialog opens it (null: nothing to load). */
export function useArticle(articleId: string | null) {
  return useQuery({ ...articleQueryOptions(articleId ?? ''), enabled: articleId !== null, staleTime: 0 });
}

/** The article as a calculation prices with it (number, text, unit, price and price unit). */
export function articlePriceQueryOptions(articleId: string) {
  return queryOptions<Article>({
    queryKey: articleKeys.price(articleId),
    queryFn: ({ signal }) => fetchArticle(articleId, signal),
    staleTime: 60_000,
  });
}
