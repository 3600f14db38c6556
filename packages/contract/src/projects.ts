import { z } from 'zod';
import {
  dateSchema,
  idSchema,
  listQuerySchema,
  listResponseSchema,
  optionalText,
  postalAddressSchema,
  timestampSchema,
  versionSchema,
} from './common';
import { roleSchema } from './auth';
import { CONTRACT_TYPES, PROJECT_STATUSES } from './project-values';

/** Project status, in the order a project moves through them. */
export const projectStatusSchema = z.enum(PROJECT_STATUSES);

/** Einheitspreisvertrag, Pauschalvertrag, Stundenlohnvertrag. */
export const contractTypeSchema = z.enum(CONTRACT_TYPES);

const projectFields = {
  name: z.string().trim().min(1, { message: 'Name fehlt' }).max(200),
  clientId: idSchema,
  siteAddress: postalAddressSchema.nullable().default(null),
  status: projectStatusSchema.default('inquiry'),
  contractType: contractTypeSchema.default('unit_price'),
  startDate: dateSchema.nullish().transform((value) => value ?? null),
  endDate: dateSchema.nullish().transform((value) => value ?? null),
  responsibleUserId: idSchema.nullish().transform((value) => value ?? null),
  /** The team: users working on the project besides the responsible one (a fitter sees their projects' documents). */
  memberIds: z
    .array(idSchema)
    .max(100)
    .default([])
    .transform((ids) => [...new Set(ids)]),
  description: optionalText(10_000),
};

const endNotBeforeStart = (value: { startDate: string | null; endDate: string | null }) =>
  !value.startDate || !value.endDate || value.endDate >= value.startDate;
const endDateIssue = { message: 'Das Ende liegt vor dem Beginn', path: ['endDate'] };

/** POST /api/v1/projects. The project number comes from the company's number range. */
export const projectCreateSchema = z.object(projectFields).refine(endNotBeforeStart, endDateIssue);
export type ProjectCreate = z.input<typeof projectCreateSchema>;

/** PUT /api/v1/projects/{id}: the whole record plus the version it was read at. */
export const projectUpdateSchema = z
  .object({ ...projectFields, version: versionSchema })
  .refine(endNotBeforeStart, endDateIssue);
export type ProjectUpdate = z.input<typeof projectUpdateSchema>;

/** A project as the API returns it. */
export const projectSchema = z.object({
  id: idSchema,
  number: z.string(),
  name: z.string(),
  client: z.object({ id: idSchema, number: z.string(), name: z.string() }),
  siteAddress: postalAddressSchema.nullable(),
  status: projectStatusSchema,
  contractType: contractTypeSchema,
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  responsibleUser: z.object({ id: idSchema, displayName: z.string() }).nullable(),
  /** The team's user ids. */
  memberIds: z.array(idSchema),
  description: z.string().nullable(),
  /** Whether the project has content (files, later BoQs, surveys, notes): then it is archived, never deleted. */
  hasContent: z.boolean(),
  /** When the signed-in user last opened it (for "recently used first"). */
  lastOpenedAt: timestampSchema.nullable(),
  version: versionSchema,
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type Project = z.infer<typeof projectSchema>;

/** GET /api/v1/projects: search over number, name, client name, site city; filter by status and client. */
export const projectListQuerySchema = listQuerySchema.extend({
  status: z
    .union([projectStatusSchema, z.array(projectStatusSchema)])
    .optional()
    .transform((value) => (value === undefined ? undefined : Array.isArray(value) ? value : [value])),
  clientId: idSchema.optional(),
  /** Only the caller's projects: responsible for or in the team of. */
  mine: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
});
export const projectListSchema = listResponseSchema(projectSchema);

/** A user a project team can have (GET /api/v1/projects/team-users): inactive ones only stay in teams they are in. */
export const projectTeamUserSchema = z.object({
  id: idSchema,
  displayName: z.string(),
  role: roleSchema,
  active: z.boolean(),
});
export type ProjectTeamUser = z.infer<typeof projectTeamUserSchema>;
export const projectTeamUsersSchema = z.object({ items: z.array(projectTeamUserSchema) });
export type ProjectTeamUsers = z.infer<typeof projectTeamUsersSchema>;
