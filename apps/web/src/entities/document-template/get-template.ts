import { queryOptions, useQuery } from '@tanstack/react-query';
import { documentTemplateSchema, type DocumentTemplate } from '@vendoc/contract/document-template-records';
import { api } from '../../lib/http/api-path';
import { vendocHttp } from '../../lib/http/vendoc-client';
import { templateKeys } from './template-keys';

/** GET /api/v1/document-templates/{id}: the template with its layout. */
export async function fetchTemplate(templateId: string, signal?: AbortSignal): Promise<DocumentTemplate> {
  const response = await vendocHttp.get<unknown>(api`/document-templates/${templateId}`, { signal });
  return documentTemplateSchema.parse(response.data);
}

export function templateQueryOptions(templateId: string) {
  return queryOptions({
    queryKey: templateKeys.detail(templateId),
    queryFn: ({ signal }) => fetchTemplate(templateId, signal),
  });
}

/** One template (idle while `templateId` is empty). */
export function useTemplate(templateId: string) {
  return useQuery({ ...templateQueryOptions(templateId), enabled: templateId !== '' });
}
