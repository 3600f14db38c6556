import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  documentTemplateListSchema,
  type DocumentTemplateSummary,
} from '@vendoc/contract/document-template-records';
import { api } from '../../lib/http/api-path';
import { vendocHttp } from '../../lib/http/vendoc-client';
import { templateKeys } from './template-keys';

/** GET /api/v1/document-templates: every template of the company, default first, by name. */
export async function fetchTemplates(signal?: AbortSignal): Promise<DocumentTemplateSummary[]> {
  const response = await vendocHttp.get<unknown>(api`/document-templates`, { signal });
  return documentTemplateListSchema.parse(response.data).items;
}

export function templatesQueryOptions() {
  return queryOptions({
    queryKey: templateKeys.list({}),
    queryFn: ({ signal }) => fetchTemplates(signal),
  });
}

/** The company's templates (idle while `enabled` is false, e.g. for a user without the permission). */
export function useTemplates(enabled = true) {
  return useQuery({ ...templatesQueryOptions(), enabled });
}
