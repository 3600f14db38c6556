import { z } from 'zod';
import { idSchema, timestampSchema, versionSchema } from './common';
import {
  DOCUMENT_KINDS,
  designerTemplateSchema,
  documentKindSchema,
  type DocumentKind,
} from './document-templates';

/**
 * The document templates API (`/api/v1/document-templates`, issue 13): a company's named layouts per document kind,
 * one of them the default of its kind. Every company starts with a built-in DIN 5008 (Form B) starter per kind.
 */

const templateName = z
  .string()
  .trim()
  .min(1, { message: 'Bitte einen Namen angeben' })
  .max(200, { message: 'Höchstens 200 Zeichen' });

/** One entry of the list: no layout, so a list of many templates stays small. */
export const documentTemplateSummarySchema = z.object({
  id: idSchema,
  kind: documentKindSchema,
  name: z.string(),
  isDefault: z.boolean(),
  version: versionSchema,
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
  /**
   * Set when the stored layout cannot be read (from a newer VenDoc version, or corrupt): why. Get and preview of
   * the stored layout then answer 422; storing a new layout or deleting the template repairs it.
   */
  layoutProblem: z.string().optional(),
});
export type DocumentTemplateSummary = z.infer<typeof documentTemplateSummarySchema>;

/** GET /api/v1/document-templates?kind=… : all of the company's templates (of one kind), default first, by name. */
export const documentTemplateListQuerySchema = z.object({ kind: documentKindSchema.optional() });
export const documentTemplateListSchema = z.object({ items: z.array(documentTemplateSummarySchema) });

/** GET /api/v1/document-templates/{id}: the record with its layout (migrated to the current model version). */
export const documentTemplateSchema = documentTemplateSummarySchema.extend({
  template: designerTemplateSchema,
});
export type DocumentTemplate = z.infer<typeof documentTemplateSchema>;

/** POST /api/v1/document-templates: a new template of a kind from its built-in starter. */
export const documentTemplateCreateSchema = z.object({ kind: documentKindSchema, name: templateName });
export type DocumentTemplateCreate = z.input<typeof documentTemplateCreateSchema>;

/** PATCH /api/v1/document-templates/{id}: rename and/or a new layout, with the version read (409 with `current`). */
export const documentTemplateUpdateSchema = z.object({
  name: templateName.optional(),
  template: designerTemplateSchema.optional(),
  version: versionSchema,
});
export type DocumentTemplateUpdate = z.input<typeof documentTemplateUpdateSchema>;

/** POST /api/v1/document-templates/{id}/duplicate: a copy (not the default) under a new name. */
export const documentTemplateDuplicateSchema = z.object({ name: templateName });
export type DocumentTemplateDuplicate = z.input<typeof documentTemplateDuplicateSchema>;

/**
 * A real document to preview a layout with, instead of sample data: `type` says what it is, `id` which one of the
 * company's: a quantity survey, or an order document (offer, invoice, …) as it stands (a draft with "Entwurf").
 */
export const documentTemplatePreviewSourceSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('quantitySurvey'), id: idSchema }),
  z.object({ type: z.literal('orderDocument'), id: idSchema }),
]);
export type DocumentTemplatePreviewSource = z.infer<typeof documentTemplatePreviewSourceSchema>;

/**
 * The document kinds whose layouts each source type fills (others answer 400 naming `source.type`); an order
 * document fills only the layouts of its own kind (an invoice's layout, not an offer's). The order documents' kinds
 * are the first of DOCUMENT_KINDS, offer to payment reminder.
 */
export const PREVIEW_SOURCE_KINDS: Record<DocumentTemplatePreviewSource['type'], readonly DocumentKind[]> = {
  quantitySurvey: ['quantitySurveySheet'],
  orderDocument: DOCUMENT_KINDS.slice(0, DOCUMENT_KINDS.indexOf('paymentReminder') + 1),
};

/**
 * POST /api/v1/document-templates/{id}/preview: the layout rendered to PDF (application/pdf) with sample data of its
 * kind. A `template` in the body previews unsaved changes of the editor instead of the stored layout; a `source`
 * fills it with that real document of the company (404 when there is none) instead of the sample data.
 */
export const documentTemplatePreviewSchema = z.object({
  template: designerTemplateSchema.optional(),
  source: documentTemplatePreviewSourceSchema.optional(),
});
export type DocumentTemplatePreview = z.input<typeof documentTemplatePreviewSchema>;

/** Header carrying the data-path warnings of a preview (paths not in the catalogue, rendered empty), JSON array. */
export const TEMPLATE_WARNINGS_HEADER = 'x-vendoc-template-warnings';

/**
 * POST /api/v1/document-templates/files (multipart, one part `file`): an image (PNG, JPEG) or a letterhead PDF for
 * the company's layouts; its `id` is what image elements (`source.fileId`) and backgrounds (`fileId`) reference.
 * Anything else gets 422, a file over the upload limit 413. GET …/files/{id} returns the bytes.
 */
export const documentTemplateFileSchema = z.object({
  id: idSchema,
  name: z.string(),
  contentType: z.enum(['image/png', 'image/jpeg', 'application/pdf']),
  size: z.number().int(),
  createdAt: timestampSchema,
});
export type DocumentTemplateFile = z.infer<typeof documentTemplateFileSchema>;
