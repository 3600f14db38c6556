import { queryOptions, useQueries } from '@tanstack/react-query';
import type { DesignerTemplate } from '@vendoc/contract/document-templates';
import { api } from '../../lib/http/api-path';
import { vendocHttp } from '../../lib/http/vendoc-client';
import { templateKeys } from './template-keys';

/** GET /api/v1/document-templates/files/{id}: the bytes of an uploaded image or letterhead PDF. */
export async function fetchTemplateFile(fileId: string, signal?: AbortSignal): Promise<Blob> {
  const response = await vendocHttp.get<Blob>(api`/document-templates/files/${fileId}`, {
    signal,
    responseType: 'blob',
  });
  return response.data;
}

/** A stored file never changes (a new upload gets a new id): fetched once per page. */
export function templateFileQueryOptions(fileId: string) {
  return queryOptions({
    queryKey: templateKeys.file(fileId),
    queryFn: ({ signal }) => fetchTemplateFile(fileId, signal),
    staleTime: Infinity,
  });
}

/** The ids of the background images of a template's regions (first page, following pages), each once. */
export function backgroundImageIds(template: DesignerTemplate): string[] {
  const ids = [template.firstPage.background, template.followingPages.background].flatMap((background) =>
    background?.type === 'image' ? [background.fileId] : [],
  );
  return [...new Set(ids)];
}

/** Loads the background images of a template (none while `template` is undefined); true while any is pending. */
export function useBackgroundImagesPending(template: DesignerTemplate | undefined): boolean {
  return useQueries({
    queries: (template ? backgroundImageIds(template) : []).map((fileId) => templateFileQueryOptions(fileId)),
    combine: (results) => results.some((result) => result.isPending),
  });
}
