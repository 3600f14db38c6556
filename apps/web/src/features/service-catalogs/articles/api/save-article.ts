import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  articleDetailSchema,
  articleSchema,
  type Article,
  type ArticleDetail,
  type ArticleInput,
  type ArticleUpdate,
} from '@vendoc/contract/service-catalogs';
import { vendocHttp } from '../../../../lib/http/vendoc-client';
import { invalidateArticle } from '../../../../entities/article/article-cache';
import { invalidateAfterArticleChange } from './article-cache';
import { api } from '../../../../lib/http/api-path';

/** The answer of a save: the article, with its detail fields when the server sends them. */
function readSaved(data: unknown): Article | ArticleDetail {
  const detail = articleDetailSchema.safeParse(data);
  return detail.success ? detail.data : articleSchema.parse(data);
}

/** POST /api/v1/service-catalogs/{id}/articles (a number taken in the catalog: 409 with the reason). */
export async function createArticle({
  catalogId,
  body,
}: {
  catalogId: string;
  body: ArticleInput;
}): Promise<Article> {
  return readSaved((await vendocHttp.post<unknown>(api`/service-catalogs/${catalogId}/articles`, body)).data);
}

/** PATCH /api/v1/articles/{id} with the changed fields and the version the edit started from. */
export async function updateArticle({ id, body }: { id: string; body: ArticleUpdate }): Promise<Article> {
  return readSaved((await vendocHttp.patch<unknown>(api`/articles/${id}`, body)).data);
}

function useArticleMutation<V>(save: (variables: V) => Promise<Article>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: save,
    onSuccess: (article) => {
      // The detail (price history, usage) is read again when it is next opened.
      void invalidateArticle(queryClient, article.id);
      return invalidateAfterArticleChange(queryClient, article.catalogId);
    },
  });
}

export function useCreateArticle() {
  return useArticleMutation(createArticle);
}

export function useUpdateArticle() {
  return useArticleMutation(updateArticle);
}
