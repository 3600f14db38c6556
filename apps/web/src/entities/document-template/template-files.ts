import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  documentTemplateFileSchema,
  type DocumentTemplateFile,
} from '@vendoc/contract/document-template-records';
import { api } from '../../lib/http/api-path';
import { vendocHttp } from '../../lib/http/vendoc-client';
import { postUpload, type UploadControl } from '../../lib/upload/post-upload';
import { templateKeys } from './template-keys';

/** POST /api/v1/document-templates/files: stores an image or letterhead PDF (413 too big, 422 another type). */
export async function uploadTemplateFile(
  file: File,
  control: UploadControl = {},
): Promise<DocumentTemplateFile> {
  const stored = await postUpload(api`/document-templates/files`, file, {}, control);
  return documentTemplateFileSchema.parse(stored);
}

/** GET /api/v1/document-templates/files/{id}: the file's bytes (the request carries the sign-in). */
export async function fetchTemplateFile(fileId: string, signal?: AbortSignal): Promise<Blob> {
  const response = await vendocHttp.get<Blob>(api`/document-templates/files/${fileId}`, {
    responseType: 'blob',
    signal,
  });
  return response.data;
}

/** A stored file never changes (its id names its content): fetched once per session. */
export function templateFileQueryOptions(fileId: string) {
  return queryOptions({
    queryKey: templateKeys.file(fileId),
    queryFn: ({ signal }) => fetchTemplateFile(fileId, signal),
    staleTime: Infinity,
  });
}

/** The content of a layout's image or letterhead PDF (idle while `fileId` is null). */
export function useTemplateFile(fileId: string | null) {
  return useQuery({ ...templateFileQueryOptions(fileId ?? ''), enabled: fileId !== null });
}
