import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  documentTemplateSchema,
  type DocumentTemplate,
  type DocumentTemplateCreate,
  type DocumentTemplatePreview,
  type DocumentTemplatePreviewSource,
  type DocumentTemplateUpdate,
} from '@vendoc/contract/document-template-records';
import { api } from '../../lib/http/api-path';
import { vendocHttp } from '../../lib/http/vendoc-client';
import { forgetTemplate, storeTemplate } from './template-cache';

/** POST /api/v1/document-templates: a new template from the built-in starter of its kind. */
export async function createTemplate(body: DocumentTemplateCreate): Promise<DocumentTemplate> {
  const response = await vendocHttp.post<unknown>(api`/document-templates`, body);
  return documentTemplateSchema.parse(response.data);
}

/** PATCH /api/v1/document-templates/{id}: rename and/or a new layout with the version read (409 with `current`). */
export async function updateTemplate(
  templateId: string,
  body: DocumentTemplateUpdate,
): Promise<DocumentTemplate> {
  const response = await vendocHttp.patch<unknown>(api`/document-templates/${templateId}`, body);
  return documentTemplateSchema.parse(response.data);
}

/** POST /api/v1/document-templates/{id}/duplicate: a copy under a new name. */
export async function duplicateTemplate(templateId: string, name: string): Promise<DocumentTemplate> {
  const response = await vendocHttp.post<unknown>(api`/document-templates/${templateId}/duplicate`, { name });
  return documentTemplateSchema.parse(response.data);
}

/** POST /api/v1/document-templates/{id}/default: makes it the default of its kind. */
export async function setDefaultTemplate(templateId: string): Promise<DocumentTemplate> {
  const response = await vendocHttp.post<unknown>(api`/document-templates/${templateId}/default`, {});
  return documentTemplateSchema.parse(response.data);
}

/** DELETE /api/v1/document-templates/{id} (refused with a problem while it is the default of its kind). */
export async function deleteTemplate(templateId: string): Promise<void> {
  await vendocHttp.delete(api`/document-templates/${templateId}`);
}

/** The document a preview renders instead of the sample data. */
export type PreviewSource = DocumentTemplatePreviewSource;

/**
 * POST /api/v1/document-templates/{id}/preview: the PDF of the stored or the given layout, with sample data or
 * with the given document (`source`).
 */
export async function previewTemplate(templateId: string, body: DocumentTemplatePreview): Promise<Blob> {
  const response = await vendocHttp.post<Blob>(api`/document-templates/${templateId}/preview`, body, {
    responseType: 'blob',
  });
  return response.data;
}

/** The list page's changes; each answer updates the cache (decision 0013). */
export function useTemplateChanges() {
  const queryClient = useQueryClient();
  const store = (template: DocumentTemplate) => storeTemplate(queryClient, template);
  return {
    create: useMutation({ mutationFn: createTemplate, onSuccess: store }),
    rename: useMutation({
      mutationFn: ({ id, name, version }: { id: string; name: string; version: number }) =>
        updateTemplate(id, { name, version }),
      onSuccess: store,
    }),
    duplicate: useMutation({
      mutationFn: ({ id, name }: { id: string; name: string }) => duplicateTemplate(id, name),
      onSuccess: store,
    }),
    setDefault: useMutation({ mutationFn: setDefaultTemplate, onSuccess: store }),
    remove: useMutation({
      mutationFn: deleteTemplate,
      onSuccess: (_, templateId) => forgetTemplate(queryClient, templateId),
    }),
  };
}
