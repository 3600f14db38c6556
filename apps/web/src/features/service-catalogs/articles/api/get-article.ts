import { queryOptions, useQuery } from '@tanstack/react-query';
import { articleDetailSchema, type ArticleDetail } from '@vendoc/contract/service-catalogs';
import { vendocHttp } from '../../../../lib/http/vendoc-client';
import { catalogKeys } from '../../api/catalog-query';

/** `/api/v1/articles/{articleId}`. */
export function articlePath(articleId: string): string {
  return `/api/v1/articles/${encodeURIComponent(articleId)}`;
}

/** GET /api/v1/articles/{id}: the article with its price history (newest first) and how many positions use it. */
export async function fetchArticle(articleId: string, signal?: AbortSignal): Promise<ArticleDetail> {
  const response = await vendocHttp.get<unknown>(articlePath(articleId), { signal });
  return articleDetailSchema.parse(response.data);
}

export function articleQueryOptions(articleId: string) {
  return queryOptions({
    queryKey: catalogKeys.article(articleId),
    queryFn: ({ signal }) => fetchArticle(articleId, signal),
  });
}

/** One article, fresh from the server each time a dialog opens it (null: nothing to load). */
export function useArticle(articleId: string | null) {
  return useQuery({ ...articleQueryOptions(articleId ?? ''), enabled: articleId !== null, staleTime: 0 });
}
