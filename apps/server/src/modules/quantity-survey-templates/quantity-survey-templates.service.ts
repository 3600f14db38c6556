import type { z } from 'zod';
import type {
  QuantitySurveyTemplate,
  TemplateLine,
  TemplateParameter,
  quantitySurveyTemplateCreateSchema,
  quantitySurveyTemplateUpdateSchema,
} from '@vendoc/contract/quantity-surveys';
import { RESERVED_NAMES } from '@vendoc/quantity-survey/expression';
import { compileLineFormula } from '@vendoc/quantity-survey/line-formula';
import type { Database } from '../../db/client';
import { conflict, notFound, validationProblem, type FieldError } from '../../lib/http-problem';
import {
  deleteTemplate,
  findTemplate,
  insertTemplates,
  listTemplates,
  lockStarterTemplates,
  templateNames,
  updateTemplate,
  type TemplateData,
  type TemplateRow,
} from './quantity-survey-templates.repository';
import { STARTER_TEMPLATES } from './starter-templates';

type TemplateInput = z.output<typeof quantitySurveyTemplateCreateSchema>;
type TemplateUpdateInput = z.output<typeof quantitySurveyTemplateUpdateSchema>;

const NOT_FOUND = 'Die Aufmaßvorlage gibt es nicht (mehr).';
const STALE = 'Die Aufmaßvorlage wurde inzwischen geändert.';

/** The stored jsonb back in the contract's shape (it was validated by the contract when written). */
function parametersOf(stored: unknown): TemplateParameter[] {
  return (stored as TemplateParameter[]).map(({ name, label, defaultValue }) => ({
    name,
    label,
    defaultValue,
  }));
}
function linesOf(stored: unknown): TemplateLine[] {
  return (stored as TemplateLine[]).map(({ marker, text, formulaNumber, expression }) => ({
    marker,
    text,
    formulaNumber,
    expression,
  }));
}

/** The API shape of a template row (never the raw row). */
export function toTemplateResponse(row: TemplateRow): QuantitySurveyTemplate {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    parameters: parametersOf(row.parameters),
    lines: linesOf(row.lines),
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Whether a line of this marker needs no formula: comments, and Z/P lines that only close a group. */
const needsNoFormula = (line: TemplateLine) =>
  line.marker === '*' || ((line.marker === 'Z' || line.marker === 'P') && line.expression.trim() === '');

/**
 * What the contract cannot check, using the formula engine, as 400 with field errors: parameter names that are
 * names of the formula language (the applied variable could never be used), and the formula syntax of the lines
 * (`lines.<index>.expression` with the engine's message). Names in formulas are not checked: besides the
 * parameters they may be variables of the survey.
 */
export function checkTemplate({
  parameters = [],
  lines = [],
}: {
  parameters?: readonly TemplateParameter[] | undefined;
  lines?: readonly TemplateLine[] | undefined;
}): void {
  const errors: FieldError[] = [];
  parameters.forEach((parameter, index) => {
    if (RESERVED_NAMES.includes(parameter.name)) {
      errors.push({
        path: `parameters.${index}.name`,
        message: `„${parameter.name}“ ist ein reservierter Name`,
      });
    }
  });
  lines.forEach((line, index) => {
    if (needsNoFormula(line)) return;
    const compiled = compileLineFormula(line.formulaNumber, line.expression);
    if (!compiled.ok) errors.push({ path: `lines.${index}.expression`, message: compiled.error.message });
  });
  if (errors.length > 0) throw validationProblem(errors);
}

/** The company's templates ordered by name. */
export async function listCompanyTemplates(
  db: Database,
  companyId: string,
): Promise<{ items: QuantitySurveyTemplate[] }> {
  const rows = await listTemplates(db, companyId);
  return { items: rows.map(toTemplateResponse) };
}

export async function getTemplate(
  db: Database,
  companyId: string,
  id: string,
): Promise<QuantitySurveyTemplate> {
  const row = await findTemplate(db, companyId, id);
  if (row == null) throw notFound(NOT_FOUND);
  return toTemplateResponse(row);
}

export async function createTemplate(
  db: Database,
  companyId: string,
  input: TemplateInput,
): Promise<QuantitySurveyTemplate> {
  checkTemplate(input);
  const [id] = await insertTemplates(db, companyId, [
    { name: input.name, description: input.description, parameters: input.parameters, lines: input.lines },
  ]);
  if (id == null) throw new Error('INSERT … RETURNING returned no row');
  return getTemplate(db, companyId, id);
}

/** Applies the sent fields if `version` is current; 409 with the current template otherwise. */
export async function updateTemplateRecord(
  db: Database,
  companyId: string,
  id: string,
  input: TemplateUpdateInput,
): Promise<QuantitySurveyTemplate> {
  checkTemplate(input);
  const changes: Partial<TemplateData> = {};
  if (input.name !== undefined) changes.name = input.name;
  if (input.description !== undefined) changes.description = input.description;
  if (input.parameters !== undefined) changes.parameters = input.parameters;
  if (input.lines !== undefined) changes.lines = input.lines;
  if (!(await updateTemplate(db, companyId, id, input.version, changes))) {
    const current = await findTemplate(db, companyId, id);
    if (current == null) throw notFound(NOT_FOUND);
    throw conflict(STALE, toTemplateResponse(current));
  }
  return getTemplate(db, companyId, id);
}

/** Deletes the template; with `version`, only if it is current (409 with the current template otherwise). */
export async function deleteTemplateRecord(
  db: Database,
  companyId: string,
  id: string,
  version: number | undefined,
): Promise<void> {
  if (await deleteTemplate(db, companyId, id, version)) return;
  const current = await findTemplate(db, companyId, id);
  if (current == null) throw notFound(NOT_FOUND);
  throw conflict(STALE, toTemplateResponse(current));
}

/**
 * Creates the starter templates (STARTER_TEMPLATES) whose names the company has no template of yet (ignoring
 * case), and returns all of the company's templates. Nothing is created twice, also for two requests at once.
 */
export async function createStarterTemplates(
  db: Database,
  companyId: string,
): Promise<{ items: QuantitySurveyTemplate[] }> {
  await db.transaction(async (tx) => {
    await lockStarterTemplates(tx, companyId);
    const existing = new Set((await templateNames(tx, companyId)).map((name) => name.toLowerCase()));
    const missing = STARTER_TEMPLATES.filter((template) => !existing.has(template.name.toLowerCase()));
    await insertTemplates(tx, companyId, missing);
  });
  return listCompanyTemplates(db, companyId);
}
