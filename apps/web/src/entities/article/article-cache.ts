import type { QueryClient } from '@tanstack/react-query';
import type { Article } from '@vendoc/contract/service-catalogs';
import { articleKeys } from './article-keys';

/** An article picked from suggestions is known already: a calculation prices it without another request. */
export function rememberArticlePrice(queryClient: QueryClient, article: Article): void {
  queryClient.setQueryData(articleKeys.price(article.id), article);
}

/** After an article changed: its detail and price load again where shown. */
export function invalidateArticle(queryClient: QueryClient, articleId: string): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: articleKeys.detail(articleId) });
}

/** After many articles changed at once (an import): every cached article loads again where shown. */
export function invalidateAllArticles(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: articleKeys.all });
}
