import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { articleListSchema, type ArticleList } from '@vendoc/contract/service-catalogs';
import { vendocHttp } from '../../../../lib/http/vendoc-client';
import { catalogKeys } from '../../../../entities/service-catalog/service-catalog-keys';
import { api } from '../../../../lib/http/api-path';

/** Rows per request: about five screens of the table, so scrolling rarely waits for the next page. */
export const ARTICLE_PAGE_SIZE = 200;

export interface ArticleListParams {
  /** The catalog whose articles are listed; null for every catalog of the company (/articles). */
  readonly catalogId: string | null;
  /** Search over number, short text, EAN and manufacturer ('' for none). */
  readonly q: string;
  /** One of ARTICLE_SORTS, '-' prefixed for descending. */
  readonly sort: string;
}

function articlesPath(catalogId: string | null): string {
  return catalogId === null ? api`/articles` : api`/service-catalogs/${catalogId}/articles`;
}

/** GET …/articles: one page in the requested order, from `cursor` (null for the first page). */
export async function fetchArticles(
  params: ArticleListParams,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<ArticleList> {
  const response = await vendocHttp.get<unknown>(articlesPath(params.catalogId), {
    params: {
      q: params.q.trim() || undefined,
      sort: params.sort,
      limit: ARTICLE_PAGE_SIZE,
      cursor: cursor ?? undefined,
    },
    signal,
  });
  return articleListSchema.parse(response.data);
}

export function articlesQueryOptions(params: ArticleListParams) {
  return infiniteQueryOptions({
    queryKey: [...catalogKeys.articles(params.catalogId), { q: params.q, sort: params.sort }] as const,
    queryFn: ({ pageParam, signal }) => fetchArticles(params, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}

/**
 * The article list, page after page as the table scrolls (a cursor, not offsets: 100,000 rows are never counted
 * through). The previous result stays visible while a new search or sort loads.
 */
export function useArticles(params: ArticleListParams) {
  return useInfiniteQuery({ ...articlesQueryOptions(params), placeholderData: keepPreviousData });
}
