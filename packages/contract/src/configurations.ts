import { z } from 'zod';
import { idSchema, timestampSchema, versionSchema } from './common';
import { positionConfigurationSchema } from './service-catalogs';

/**
 * Configurations (issue 16): a catalog position with chosen variant options and filled parameters, belonging to a
 * construction or a smart note of a project. Until it is added to a BoQ, its price follows the catalog (computed when
 * read); the added item keeps the price it was added with.
 */

const optionIds = z.array(z.string().min(1).max(64)).max(100);
const values = z.record(z.string().max(40), z.string().trim().max(40));
const name = z.string().trim().max(200, { message: 'Der Name darf höchstens 200 Zeichen lang sein' });

/** POST /api/v1/projects/{projectId}/configurations: for a construction or a smart note, exactly one. */
export const configurationCreateSchema = z
  .object({
    constructionId: idSchema.nullable().default(null),
    smartNoteId: idSchema.nullable().default(null),
    catalogId: idSchema,
    positionId: idSchema,
    name: name.default(''),
    optionIds: optionIds.default([]),
    values: values.default({}),
  })
  .refine((input) => (input.constructionId === null) !== (input.smartNoteId === null), {
    path: ['constructionId'],
    message: 'Ein Bauteil oder eine Notiz angeben (genau eins)',
  });
export type ConfigurationCreate = z.input<typeof configurationCreateSchema>;

/** PATCH /api/v1/configurations/{id}: options, values or name (absent ones stay); refused once added. */
export const configurationUpdateSchema = z.object({
  name: name.optional(),
  optionIds: optionIds.optional(),
  values: values.optional(),
  version: versionSchema,
});
export type ConfigurationUpdate = z.input<typeof configurationUpdateSchema>;

/** POST /api/v1/configurations/{id}/add-to-boq: one item at the end of the title (or of the top level). */
export const configurationAddSchema = z.object({
  boqId: idSchema,
  /** The title to add under; null: the top level (a BoQ without titles). */
  parentId: idSchema.nullable().default(null),
  version: versionSchema,
});
export type ConfigurationAdd = z.input<typeof configurationAddSchema>;

/** GET …/configurations?constructionId= | ?smartNoteId=: one owner's configurations. */
export const configurationListQuerySchema = z.object({
  constructionId: idSchema.optional(),
  smartNoteId: idSchema.optional(),
});

export const configurationSchema = z.object({
  id: idSchema,
  projectId: idSchema,
  constructionId: idSchema.nullable(),
  smartNoteId: idSchema.nullable(),
  catalogId: idSchema,
  /** Null when the catalog position was deleted. */
  positionId: idSchema.nullable(),
  name: z.string(),
  optionIds: z.array(z.string()),
  values: z.record(z.string(), z.string()),
  /** Open: configured at the catalog's current state; added: as it was added. Null when it cannot be priced now. */
  configured: positionConfigurationSchema.nullable(),
  /** Why an open configuration cannot be priced now (the catalog changed: a limit, an option, the position). */
  problems: z.array(z.object({ path: z.string(), message: z.string() })),
  added: z
    .object({
      boqId: idSchema.nullable(),
      nodeId: idSchema.nullable(),
      addedAt: timestampSchema,
    })
    .nullable(),
  createdBy: idSchema,
  version: versionSchema,
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type Configuration = z.infer<typeof configurationSchema>;

export const configurationListSchema = z.object({ items: z.array(configurationSchema) });
export type ConfigurationList = z.infer<typeof configurationListSchema>;
