import { z } from 'zod';
import { idSchema, timestampSchema, versionSchema } from './common';
import {
  createText,
  expressionSchema,
  formulaNumberSchema,
  lineText,
  markerSchema,
  name,
  patchText,
  variableNameSchema,
} from './survey-fields';

// Company-wide survey templates: line sets with parameters. Re-exported by quantity-surveys.ts.

// ---------------------------------------------------------------------------------------------------------------
// Templates (company-wide)
// ---------------------------------------------------------------------------------------------------------------

/** A parameter the user fills in when applying a template; it becomes a sheet variable. */
export const templateParameterSchema = z.object({
  name: variableNameSchema,
  label: z.string().trim().max(100).default(''),
  /** Suggested value as typed ("2,50"), or empty. */
  defaultValue: z.string().trim().max(100).default(''),
});
export type TemplateParameter = z.infer<typeof templateParameterSchema>;

/** A template line: like a survey line without address and position (the user picks the position). */
export const templateLineSchema = z.object({
  marker: markerSchema.default(''),
  text: lineText.default(''),
  formulaNumber: formulaNumberSchema.default(91),
  expression: expressionSchema.default(''),
});
export type TemplateLine = z.infer<typeof templateLineSchema>;

const templateParameters = z
  .array(templateParameterSchema)
  .max(30)
  .refine((parameters) => new Set(parameters.map((parameter) => parameter.name)).size === parameters.length, {
    message: 'Jeder Parameter braucht einen eigenen Namen',
  });
const templateLines = z.array(templateLineSchema).min(1, { message: 'Mindestens eine Zeile' }).max(200);

export const quantitySurveyTemplateSchema = z.object({
  id: idSchema,
  name: z.string(),
  description: z.string().nullable(),
  parameters: z.array(templateParameterSchema),
  lines: z.array(templateLineSchema),
  version: versionSchema,
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type QuantitySurveyTemplate = z.infer<typeof quantitySurveyTemplateSchema>;
export const quantitySurveyTemplateListSchema = z.object({ items: z.array(quantitySurveyTemplateSchema) });

/** POST /api/v1/quantity-survey-templates */
export const quantitySurveyTemplateCreateSchema = z.object({
  name: name(200),
  description: createText(2_000),
  parameters: templateParameters.default([]),
  lines: templateLines,
});
export type QuantitySurveyTemplateCreate = z.input<typeof quantitySurveyTemplateCreateSchema>;

/** PATCH /api/v1/quantity-survey-templates/{id} */
export const quantitySurveyTemplateUpdateSchema = z.object({
  name: name(200).optional(),
  description: patchText(2_000),
  parameters: templateParameters.optional(),
  lines: templateLines.optional(),
  version: versionSchema,
});
export type QuantitySurveyTemplateUpdate = z.input<typeof quantitySurveyTemplateUpdateSchema>;
