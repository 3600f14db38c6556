import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Article } from '@vendoc/contract/service-catalogs';
import { vendocHttp } from '../../../../lib/http/vendoc-client';
import { invalidateAfterArticleChange } from './article-cache';
import { api } from '../../../../lib/http/api-path';

/** DELETE /api/v1/articles/{id}: refused (409, the detail names the positions) while a calculation uses it. */
export async function deleteArticle(article: Pick<Article, 'id' | 'catalogId'>): Promise<void> {
  await vendocHttp.delete(api`/articles/${article.id}`);
}

export function useDeleteArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteArticle,
    onSuccess: (_result, article) => invalidateAfterArticleChange(queryClient, article.catalogId),
  });
}
