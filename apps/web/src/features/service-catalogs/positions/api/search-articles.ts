import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { articleListSchema, type Article } from '@vendoc/contract/service-catalogs';
import { vendocHttp } from '../../../../lib/http/vendoc-client';
import { catalogKeys } from '../../../../entities/service-catalog/service-catalog-keys';
import { api } from '../../../../lib/http/api-path';

/** Suggestions a search shows; more would only scroll past what the user is typing towards. */
export const ARTICLE_SUGGESTIONS = 20;

/** GET /api/v1/service-catalogs/{id}/articles?q=: the first articles matching number, short text, EAN… */
export async function searchArticles(catalogId: string, q: string, signal?: AbortSignal): Promise<Article[]> {
  const response = await vendocHttp.get<unknown>(api`/service-catalogs/${catalogId}/articles`, {
    params: { q: q.trim() || undefined, limit: ARTICLE_SUGGESTIONS },
    signal,
  });
  return articleListSchema.parse(response.data).items;
}

export function articleSearchQueryOptions(catalogId: string, q: string) {
  return queryOptions({
    queryKey: [...catalogKeys.articles(catalogId), 'suggest', q.trim()],
    queryFn: ({ signal }) => searchArticles(catalogId, q, signal),
    staleTime: 30_000,
  });
}

/** Article suggestions for the picker; asks only while the picker is open. */
export function useArticleSearch(catalogId: string, q: string, enabled: boolean) {
  return useQuery({
    ...articleSearchQueryOptions(catalogId, q),
    enabled,
    placeholderData: keepPreviousData,
  });
}
