import { z } from 'zod';
import { idSchema, listQuerySchema, listResponseSchema, timestampSchema, versionSchema } from './common';
import {
  expressionSchema,
  formulaNumberSchema,
  markerSchema,
  lineText,
  name,
  ozSchema,
  rowSchema,
  variableNameSchema,
} from './survey-fields';

// Parts of the survey contract with files of their own; this file stays the one entry of the survey contract.
export * from './constructions';
export * from './survey-templates';
export {
  MARKER_VALUES,
  expressionSchema,
  formulaNumberSchema,
  markerSchema,
  ozSchema,
  rowSchema,
  variableNameSchema,
} from './survey-fields';

/**
 * Constructions (Bauteile), quantity surveys (Aufmaße) after REB-VB 23.003, their sheets, lines and variables,
 * and company-wide survey templates. Formulas travel as typed (German decimal comma allowed); results are
 * calculated by @vendoc/quantity-survey on the client (live) and on the server (totals, export, transfer) with the
 * same code. Quantities are decimal strings with a dot and 3 places.
 */

// ---------------------------------------------------------------------------------------------------------------
// Quantity surveys
// ---------------------------------------------------------------------------------------------------------------

/** draft -> submitted -> approved (locked) -> billed. */
export const QUANTITY_SURVEY_STATUSES = ['draft', 'submitted', 'approved', 'billed'] as const;
export const quantitySurveyStatusSchema = z.enum(QUANTITY_SURVEY_STATUSES);
export type QuantitySurveyStatus = z.infer<typeof quantitySurveyStatusSchema>;

/**
 * Allowed status changes. Lines, sheets and variables can be changed in draft and submitted; approved and billed
 * surveys are locked. Approving, reopening an approved survey and billing need `surveys:approve`.
 */
export const QUANTITY_SURVEY_TRANSITIONS: Readonly<
  Record<QuantitySurveyStatus, readonly QuantitySurveyStatus[]>
> = {
  draft: ['submitted'],
  submitted: ['draft', 'approved'],
  approved: ['submitted', 'billed'],
  billed: [],
};

/** Whether lines of a survey in `status` may change. */
export const isSurveyEditable = (status: QuantitySurveyStatus): boolean =>
  status === 'draft' || status === 'submitted';

/** What the BoQ choice of a survey needs of a BoQ (a contract `Boq`, or the server's row). */
export interface SurveyBoqCandidate {
  id: string;
  kind: string;
  createdAt: string | Date;
}

const createdTime = (boq: SurveyBoqCandidate) => new Date(boq.createdAt).getTime();

/**
 * The order a survey's BoQ choice offers a project's BoQs in: contract BoQs first, then the others, each newest
 * first (ties by id, as the server lists them).
 */
export function surveyBoqOrder<T extends SurveyBoqCandidate>(boqs: readonly T[]): T[] {
  return [...boqs].sort(
    (a, b) =>
      Number(b.kind === 'contract') - Number(a.kind === 'contract') ||
      createdTime(b) - createdTime(a) ||
      (a.id < b.id ? 1 : a.id > b.id ? -1 : 0),
  );
}

/**
 * The BoQ a new survey measures when nobody chose one (the server's default, the client's preselection): the
 * project's contract BoQ (the newest of several), else its only BoQ; null for a project without BoQs;
 * 'ambiguous' when it has several and none is the contract (then someone has to choose; nothing is guessed).
 */
export function defaultSurveyBoq<T extends SurveyBoqCandidate>(boqs: readonly T[]): T | null | 'ambiguous' {
  const [first] = surveyBoqOrder(boqs);
  if (first === undefined) return null;
  if (first.kind === 'contract' || boqs.length === 1) return first;
  return 'ambiguous';
}

/** A survey as listed (without lines). */
export const quantitySurveySchema = z.object({
  id: idSchema,
  projectId: idSchema,
  /** The construction it hangs under, or null. */
  construction: z.object({ id: idSchema, name: z.string() }).nullable(),
  /** The BoQ whose positions it measures (usually the contract), or null. */
  boq: z.object({ id: idSchema, name: z.string(), kind: z.string() }).nullable(),
  name: z.string(),
  status: quantitySurveyStatusSchema,
  sheetCount: z.number().int().min(0),
  lineCount: z.number().int().min(0),
  /** When approved quantities were last transferred into the BoQ. */
  transferredAt: timestampSchema.nullable(),
  version: versionSchema,
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type QuantitySurvey = z.infer<typeof quantitySurveySchema>;

export const quantitySurveySheetSchema = z.object({
  id: idSchema,
  /** 1..9999, unique in the survey. */
  number: z.number().int().min(1).max(9999),
  title: z.string(),
  version: versionSchema,
});
export type QuantitySurveySheet = z.infer<typeof quantitySurveySheetSchema>;

export const quantitySurveyPhotoSchema = z.object({
  fileId: idSchema,
  name: z.string(),
  contentUrl: z.string(),
});

export const quantitySurveyLineSchema = z.object({
  id: idSchema,
  sheetId: idSchema,
  row: z.string(),
  oz: z.string().nullable(),
  marker: markerSchema,
  text: z.string(),
  formulaNumber: z.number().int(),
  expression: z.string(),
  /** A photo of what was measured (a file of the project). */
  photo: quantitySurveyPhotoSchema.nullable(),
  version: versionSchema,
  updatedAt: timestampSchema,
});
export type QuantitySurveyLine = z.infer<typeof quantitySurveyLineSchema>;

export const quantitySurveyVariableSchema = z.object({
  id: idSchema,
  /** null = valid in the whole survey. */
  sheetId: idSchema.nullable(),
  name: z.string(),
  expression: z.string(),
  version: versionSchema,
});
export type QuantitySurveyVariable = z.infer<typeof quantitySurveyVariableSchema>;

/** GET /api/v1/quantity-surveys/{id}: the whole survey, lines in address order. */
export const quantitySurveyDetailSchema = quantitySurveySchema.extend({
  sheets: z.array(quantitySurveySheetSchema),
  lines: z.array(quantitySurveyLineSchema),
  variables: z.array(quantitySurveyVariableSchema),
});
export type QuantitySurveyDetail = z.infer<typeof quantitySurveyDetailSchema>;

/** GET /api/v1/quantity-surveys?projectId=&constructionId=&status=&q= */
export const quantitySurveyListQuerySchema = listQuerySchema.extend({
  projectId: idSchema.optional(),
  /** A construction id, or "none" for surveys without construction. */
  constructionId: z.union([idSchema, z.literal('none')]).optional(),
  status: quantitySurveyStatusSchema.optional(),
});
export const quantitySurveyListSchema = listResponseSchema(quantitySurveySchema);

/** POST /api/v1/quantity-surveys: with sheet 1 created. */
export const quantitySurveyCreateSchema = z.object({
  projectId: idSchema,
  constructionId: idSchema.nullish().transform((value) => value ?? null),
  /**
   * The BoQ it measures (one of the project's), or null: none. Absent: `defaultSurveyBoq` (the contract BoQ, else
   * the only one, else none without BoQs; 400 naming `boqId` when several and none is the contract).
   */
  boqId: idSchema.nullish(),
  name: name(200),
});
export type QuantitySurveyCreate = z.input<typeof quantitySurveyCreateSchema>;

/** PATCH /api/v1/quantity-surveys/{id} */
export const quantitySurveyUpdateSchema = z.object({
  name: name(200).optional(),
  constructionId: idSchema.nullable().optional(),
  /** Another BoQ of the project (null: none) while nothing of the survey was transferred (409 afterwards). */
  boqId: idSchema.nullable().optional(),
  version: versionSchema,
});
export type QuantitySurveyUpdate = z.input<typeof quantitySurveyUpdateSchema>;

/** POST /api/v1/quantity-surveys/{id}/status */
export const quantitySurveyStatusChangeSchema = z.object({
  status: quantitySurveyStatusSchema,
  version: versionSchema,
});
export type QuantitySurveyStatusChange = z.input<typeof quantitySurveyStatusChangeSchema>;

/** POST /api/v1/quantity-surveys/{id}/sheets: number defaults to the next after the highest. */
export const quantitySurveySheetCreateSchema = z.object({
  number: z.number().int().min(1, { message: 'Blattnummer 1 bis 9999' }).max(9999).optional(),
  title: z.string().trim().max(200).default(''),
});
/** PATCH /api/v1/quantity-surveys/{id}/sheets/{sheetId} */
export const quantitySurveySheetUpdateSchema = z.object({
  number: z.number().int().min(1, { message: 'Blattnummer 1 bis 9999' }).max(9999).optional(),
  title: z.string().trim().max(200).optional(),
  version: versionSchema,
});

const lineFields = {
  oz: ozSchema,
  marker: markerSchema.default(''),
  text: lineText.default(''),
  formulaNumber: formulaNumberSchema.default(0),
  expression: expressionSchema.default(''),
};

/**
 * POST /api/v1/quantity-surveys/{id}/lines. `row` is a wish: if it is taken (someone else measured at the same
 * time) or absent, the server gives the next free row after `afterRow` (or after the sheet's last line) and
 * returns the line with the row it got. 409 only when the sheet is full (260 rows).
 */
export const quantitySurveyLineCreateSchema = z.object({
  sheetId: idSchema,
  row: rowSchema.optional(),
  afterRow: rowSchema.optional(),
  ...lineFields,
  photoFileId: idSchema.nullish().transform((value) => value ?? null),
});
export type QuantitySurveyLineCreate = z.input<typeof quantitySurveyLineCreateSchema>;

/** PATCH /api/v1/quantity-surveys/{id}/lines/{lineId}: absent fields stay; a stale version gets 409 + current. */
export const quantitySurveyLineUpdateSchema = z.object({
  oz: ozSchema.optional(),
  marker: markerSchema.optional(),
  text: lineText.optional(),
  formulaNumber: formulaNumberSchema.optional(),
  expression: expressionSchema.optional(),
  photoFileId: idSchema.nullable().optional(),
  version: versionSchema,
});
export type QuantitySurveyLineUpdate = z.input<typeof quantitySurveyLineUpdateSchema>;

/** POST /api/v1/quantity-surveys/{id}/variables */
export const quantitySurveyVariableCreateSchema = z.object({
  sheetId: idSchema.nullish().transform((value) => value ?? null),
  name: variableNameSchema,
  expression: expressionSchema.refine((text) => text.trim() !== '', { message: 'Wert fehlt' }),
});
/** PATCH /api/v1/quantity-surveys/{id}/variables/{variableId} */
export const quantitySurveyVariableUpdateSchema = z.object({
  name: variableNameSchema.optional(),
  expression: expressionSchema.refine((text) => text.trim() !== '', { message: 'Wert fehlt' }).optional(),
  version: versionSchema,
});

/** A position's measured quantity (GET /api/v1/quantity-surveys/{id}/totals). */
export const quantitySurveyPositionTotalSchema = z.object({
  oz: z.string(),
  /** The BoQ item with that OZ, if the survey's BoQ has one. */
  boqNodeId: idSchema.nullable(),
  shortText: z.string().nullable(),
  unit: z.string().nullable(),
  /** Quantity of the BoQ (LV-Menge). */
  boqQuantity: z.string().nullable(),
  /** Measured in this survey (3 places). */
  quantity: z.string(),
  /** Part of `quantity` from estimated (S) lines. */
  estimated: z.string(),
  lines: z.number().int().min(0),
});
export const quantitySurveyTotalsSchema = z.object({
  positions: z.array(quantitySurveyPositionTotalSchema),
  sheets: z.array(z.object({ sheet: z.number().int(), oz: z.string(), quantity: z.string() })),
  /** Lines whose formula has an error (they count nothing). */
  errors: z.number().int().min(0),
});
export type QuantitySurveyTotals = z.infer<typeof quantitySurveyTotalsSchema>;

/**
 * POST /api/v1/quantity-surveys/{id}/transfer (approved or billed surveys): sets the measured quantity
 * (Abrechnungsmenge) of the BoQ's items to the sum over all approved and billed surveys of that BoQ.
 */
export const quantitySurveyTransferResponseSchema = z.object({
  boqId: idSchema,
  /** Items whose measured quantity was set. */
  updatedItems: z.number().int().min(0),
  /** OZs measured in the survey that the BoQ does not have. */
  unknownOz: z.array(z.string()),
  transferredAt: timestampSchema,
});
export type QuantitySurveyTransferResponse = z.infer<typeof quantitySurveyTransferResponseSchema>;

/** GET /api/v1/quantity-surveys/{id}/export?format=x31 */
export const quantitySurveyExportQuerySchema = z.object({ format: z.literal('x31') });

/** The multipart value of "measure without a BoQ" (a form field cannot be null). */
export const NO_BOQ = 'none';

/** POST /api/v1/quantity-surveys/import (multipart: file, projectId, constructionId?, boqId?) */
export const quantitySurveyImportFieldsSchema = z.object({
  projectId: idSchema,
  constructionId: idSchema.nullish().transform((value) => value ?? null),
  /** A BoQ of the project, "none" for none; absent: as `quantitySurveyCreateSchema.boqId`. */
  boqId: z
    .union([idSchema, z.literal(NO_BOQ)])
    .optional()
    .transform((value) => (value === NO_BOQ ? null : value)),
});
export const quantitySurveyImportResponseSchema = z.object({
  survey: quantitySurveySchema,
  warnings: z.array(z.string()),
});

/** A sheet of any survey of a project (GET /api/v1/projects/{projectId}/quantity-survey-sheets). */
export const projectSheetSchema = z.object({
  id: idSchema,
  number: z.number().int(),
  title: z.string(),
  survey: z.object({ id: idSchema, name: z.string(), status: quantitySurveyStatusSchema }),
  construction: z.object({ id: idSchema, name: z.string() }).nullable(),
  lineCount: z.number().int().min(0),
  /** OZs measured on the sheet. */
  positions: z.array(z.string()),
  updatedAt: timestampSchema,
});
export type ProjectSheet = z.infer<typeof projectSheetSchema>;
export const projectSheetsQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  surveyId: idSchema.optional(),
  constructionId: z.union([idSchema, z.literal('none')]).optional(),
  status: quantitySurveyStatusSchema.optional(),
  oz: z.string().trim().max(50).optional(),
});
export const projectSheetListSchema = z.object({ items: z.array(projectSheetSchema) });

/**
 * POST /api/v1/quantity-surveys/{id}/apply-template: the parameters become variables of the sheet (existing ones
 * of the same name are updated), the lines are appended to the sheet with the given position. One transaction.
 */
export const applyTemplateSchema = z.object({
  templateId: idSchema,
  sheetId: idSchema,
  oz: ozSchema,
  /** Parameter name -> value as typed ("4,25"). Every parameter of the template needs one. */
  parameters: z.record(z.string(), expressionSchema),
});
export type ApplyTemplate = z.input<typeof applyTemplateSchema>;
export const applyTemplateResponseSchema = z.object({
  lines: z.array(quantitySurveyLineSchema),
  variables: z.array(quantitySurveyVariableSchema),
});
export type ApplyTemplateResponse = z.infer<typeof applyTemplateResponseSchema>;
