import { z } from 'zod';
import { dateSchema, idSchema, timestampSchema } from './common';

/**
 * Project exports: a ZIP of a project's BoQs, surveys, order documents, site diary, smart notes, plans with their
 * pins and files, made by a background job (the job queue in the database), kept 7 days for download, then deleted
 * with its file.
 */

/** What an export can contain; `everything` takes all of them (the project record, "Projektakte"). */
export const EXPORT_PARTS = [
  'boqs',
  'quantitySurveys',
  'orderDocuments',
  'siteDiary',
  'smartNotes',
  /** Every plan's defect report (current revision, all pins) as PDF. */
  'plans',
  'files',
] as const;
export const exportPartSchema = z.enum(EXPORT_PARTS);
export type ExportPart = z.infer<typeof exportPartSchema>;

/** The GAEB phases BoQs are written in: 83 tender, 84 bid, 86 contract. */
export const EXPORT_BOQ_PHASES = ['83', '84', '86'] as const;
export type ExportBoqPhase = (typeof EXPORT_BOQ_PHASES)[number];

export const EXPORT_STATUSES = ['queued', 'running', 'done', 'failed', 'cancelled'] as const;
export type ExportStatus = (typeof EXPORT_STATUSES)[number];

/** How long a finished export is kept for download. */
export const EXPORT_RETENTION_DAYS = 7;

export const exportCreateSchema = z
  .object({
    /** The whole project record: every part, BoQs in all three phases, the diary per day. */
    everything: z.boolean().default(false),
    include: z.array(exportPartSchema).max(EXPORT_PARTS.length).default([]),
    boqPhases: z
      .array(z.enum(EXPORT_BOQ_PHASES))
      .min(1, { message: 'Bitte mindestens eine GAEB-Phase wählen' })
      .max(EXPORT_BOQ_PHASES.length)
      .default(['83']),
    /** Each BoQ also as an Excel workbook (XLSX) beside its GAEB files; always in the project record. */
    boqXlsx: z.boolean().default(true),
    /** The site diary as one PDF per day, or one PDF of the period (all days when from and to are empty). */
    diary: z
      .object({
        mode: z.enum(['days', 'period']).default('days'),
        from: dateSchema.nullish().transform((value) => value ?? null),
        to: dateSchema.nullish().transform((value) => value ?? null),
      })
      .default({ mode: 'days', from: null, to: null }),
  })
  .superRefine((value, context) => {
    if (!value.everything && value.include.length === 0)
      context.addIssue({
        code: 'custom',
        path: ['include'],
        message: 'Bitte mindestens einen Bereich wählen',
      });
    const { from, to } = value.diary;
    if (from !== null && to !== null && from > to)
      context.addIssue({
        code: 'custom',
        path: ['diary', 'to'],
        message: 'Das Ende liegt vor dem Beginn',
      });
  });
export type ExportCreate = z.input<typeof exportCreateSchema>;
export type ExportOptions = z.output<typeof exportCreateSchema>;

export const projectExportSchema = z.object({
  id: idSchema,
  projectId: idSchema,
  status: z.enum(EXPORT_STATUSES),
  options: z.object({
    everything: z.boolean(),
    include: z.array(exportPartSchema),
    boqPhases: z.array(z.enum(EXPORT_BOQ_PHASES)),
    /** False for exports stored before the option existed (they had no XLSX). */
    boqXlsx: z.boolean(),
    diary: z.object({
      mode: z.enum(['days', 'period']),
      from: dateSchema.nullable(),
      to: dateSchema.nullable(),
    }),
  }),
  /** Entries written so far of all entries (0 of 0 until the job has counted them). */
  progress: z.object({ done: z.number().int().min(0), total: z.number().int().min(0) }),
  /** What the job is doing, in German ("Dateien: Plan EG.pdf"). */
  phase: z.string(),
  /** Why it failed (German), or null. */
  error: z.string().nullable(),
  fileName: z.string().nullable(),
  size: z.number().int().nullable(),
  createdBy: z.object({ id: idSchema, displayName: z.string() }),
  createdAt: timestampSchema,
  finishedAt: timestampSchema.nullable(),
  /** When the export and its file are deleted. */
  expiresAt: timestampSchema,
});
export type ProjectExport = z.infer<typeof projectExportSchema>;

export const projectExportListSchema = z.object({ items: z.array(projectExportSchema) });
