import { z } from 'zod';
import { idSchema, timestampSchema, versionSchema } from './common';
import { createText, name, patchText } from './survey-fields';

// Constructions (Bauteile) of a project. Re-exported by quantity-surveys.ts.

// ---------------------------------------------------------------------------------------------------------------
// Constructions
// ---------------------------------------------------------------------------------------------------------------

/** What a construction is; "other" for anything else. */
export const CONSTRUCTION_KINDS = [
  'room',
  'window',
  'door',
  'facade',
  'roof',
  'wall',
  'floor',
  'other',
] as const;
export const constructionKindSchema = z.enum(CONSTRUCTION_KINDS);
export type ConstructionKind = z.infer<typeof constructionKindSchema>;

/** Where in the building: each part optional ("Haus A", "2. OG", "Bad"). */
export const constructionLocationSchema = z.object({
  building: z.string().trim().max(100).default(''),
  floor: z.string().trim().max(100).default(''),
  room: z.string().trim().max(100).default(''),
});
export type ConstructionLocation = z.infer<typeof constructionLocationSchema>;

export const constructionSchema = z.object({
  id: idSchema,
  projectId: idSchema,
  name: z.string(),
  kind: constructionKindSchema,
  location: constructionLocationSchema,
  description: z.string().nullable(),
  /** Number of quantity surveys under it. */
  quantitySurveyCount: z.number().int().min(0),
  version: versionSchema,
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type Construction = z.infer<typeof constructionSchema>;

/** POST /api/v1/projects/{projectId}/constructions */
export const constructionCreateSchema = z.object({
  name: name(200),
  kind: constructionKindSchema.default('other'),
  location: constructionLocationSchema.default({ building: '', floor: '', room: '' }),
  description: createText(10_000),
});
export type ConstructionCreate = z.input<typeof constructionCreateSchema>;

/** PATCH /api/v1/constructions/{constructionId}: absent fields stay. */
export const constructionUpdateSchema = z.object({
  name: name(200).optional(),
  kind: constructionKindSchema.optional(),
  location: constructionLocationSchema.optional(),
  description: patchText(10_000),
  version: versionSchema,
});
export type ConstructionUpdate = z.input<typeof constructionUpdateSchema>;

/** GET /api/v1/projects/{projectId}/constructions: all of the project's, ordered by name (no paging: tens). */
export const constructionListSchema = z.object({ items: z.array(constructionSchema) });
