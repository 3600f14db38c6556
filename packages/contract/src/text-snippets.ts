import { z } from 'zod';
import { idSchema, timestampSchema, versionSchema } from './common';
import { orderDocumentKindSchema } from './order-documents';

/**
 * Reusable texts of order documents (Textbausteine): intro and closing texts a user picks in the document editor;
 * a default of a placement and kind fills new documents of that kind.
 */

export const snippetPlacementSchema = z.enum(['intro', 'closing']);
export type SnippetPlacement = z.infer<typeof snippetPlacementSchema>;

const snippetFields = {
  name: z.string().trim().min(1, { message: 'Name fehlt' }).max(100),
  placement: snippetPlacementSchema,
  /** The kinds it is offered for; empty: all. */
  documentKinds: z.array(orderDocumentKindSchema).max(10).default([]),
  text: z.string().trim().min(1, { message: 'Text fehlt' }).max(20_000),
  /** Fills new documents of its kinds at its placement (one default per placement and kind). */
  isDefault: z.boolean().default(false),
};

/** POST /api/v1/text-snippets */
export const textSnippetCreateSchema = z.object(snippetFields);
export type TextSnippetCreate = z.input<typeof textSnippetCreateSchema>;

/** PUT /api/v1/text-snippets/{id} */
export const textSnippetUpdateSchema = z.object({ ...snippetFields, version: versionSchema });

export const textSnippetSchema = z.object({
  id: idSchema,
  name: z.string(),
  placement: snippetPlacementSchema,
  documentKinds: z.array(orderDocumentKindSchema),
  text: z.string(),
  isDefault: z.boolean(),
  version: versionSchema,
  updatedAt: timestampSchema,
});
export type TextSnippet = z.infer<typeof textSnippetSchema>;

/** GET /api/v1/text-snippets?placement=&kind=: ordered by placement and name. */
export const textSnippetListQuerySchema = z.object({
  placement: snippetPlacementSchema.optional(),
  kind: orderDocumentKindSchema.optional(),
});
export const textSnippetListSchema = z.object({ items: z.array(textSnippetSchema) });
