import { and, asc, eq, sql } from 'drizzle-orm';
import type { TemplateLine, TemplateParameter } from '@vendoc/contract/quantity-surveys';
import type { Database } from '../../db/client';
import { quantitySurveyTemplates } from '../../db/schema';

/** What a template consists of, as the service hands it to the repository (already validated). */
export interface TemplateData {
  name: string;
  description: string | null;
  parameters: TemplateParameter[];
  lines: TemplateLine[];
}

const templateColumns = {
  id: quantitySurveyTemplates.id,
  name: quantitySurveyTemplates.name,
  description: quantitySurveyTemplates.description,
  parameters: quantitySurveyTemplates.parameters,
  lines: quantitySurveyTemplates.lines,
  version: quantitySurveyTemplates.version,
  createdAt: quantitySurveyTemplates.createdAt,
  updatedAt: quantitySurveyTemplates.updatedAt,
};

export type TemplateRow = NonNullable<Awaited<ReturnType<typeof findTemplate>>>;

/** Only the fields of the contract go into the jsonb columns, in a fixed shape. */
const storedParameters = (parameters: TemplateParameter[]): TemplateParameter[] =>
  parameters.map(({ name, label, defaultValue }) => ({ name, label, defaultValue }));
const storedLines = (lines: TemplateLine[]): TemplateLine[] =>
  lines.map(({ marker, text, formulaNumber, expression }) => ({ marker, text, formulaNumber, expression }));

function columnsOf(data: Partial<TemplateData>) {
  return {
    ...(data.name === undefined ? {} : { name: data.name }),
    ...(data.description === undefined ? {} : { description: data.description }),
    ...(data.parameters === undefined ? {} : { parameters: storedParameters(data.parameters) }),
    ...(data.lines === undefined ? {} : { lines: storedLines(data.lines) }),
  };
}

/** The company's templates ordered by name (case-insensitive). */
export async function listTemplates(db: Database, companyId: string) {
  return db
    .select(templateColumns)
    .from(quantitySurveyTemplates)
    .where(eq(quantitySurveyTemplates.companyId, companyId))
    .orderBy(
      sql`lower(${quantitySurveyTemplates.name})`,
      asc(quantitySurveyTemplates.name),
      asc(quantitySurveyTemplates.id),
    );
}

/** The names of the company's templates. */
export async function templateNames(db: Database, companyId: string): Promise<string[]> {
  const rows = await db
    .select({ name: quantitySurveyTemplates.name })
    .from(quantitySurveyTemplates)
    .where(eq(quantitySurveyTemplates.companyId, companyId));
  return rows.map((row) => row.name);
}

/** The template, or null (also for another company's template). */
export async function findTemplate(db: Database, companyId: string, id: string) {
  const rows = await db
    .select(templateColumns)
    .from(quantitySurveyTemplates)
    .where(and(eq(quantitySurveyTemplates.id, id), eq(quantitySurveyTemplates.companyId, companyId)))
    .limit(1);
  return rows[0] ?? null;
}

export async function insertTemplates(
  db: Database,
  companyId: string,
  templates: TemplateData[],
): Promise<string[]> {
  if (templates.length === 0) return [];
  const rows = await db
    .insert(quantitySurveyTemplates)
    .values(
      templates.map((data) => ({
        companyId,
        name: data.name,
        description: data.description,
        parameters: storedParameters(data.parameters),
        lines: storedLines(data.lines),
      })),
    )
    .returning({ id: quantitySurveyTemplates.id });
  return rows.map((row) => row.id);
}

/** Applies the changes if the template still has `version`; false when not (stale, or not the company's). */
export async function updateTemplate(
  db: Database,
  companyId: string,
  id: string,
  version: number,
  changes: Partial<TemplateData>,
): Promise<boolean> {
  const rows = await db
    .update(quantitySurveyTemplates)
    .set({
      ...columnsOf(changes),
      version: sql`${quantitySurveyTemplates.version} + 1`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(quantitySurveyTemplates.id, id),
        eq(quantitySurveyTemplates.companyId, companyId),
        eq(quantitySurveyTemplates.version, version),
      ),
    )
    .returning({ id: quantitySurveyTemplates.id });
  return rows.length > 0;
}

/**
 * Deletes the template, if it still has `version` when one is given; false when nothing was deleted (no such
 * template in the company, or a stale version).
 */
export async function deleteTemplate(
  db: Database,
  companyId: string,
  id: string,
  version: number | undefined,
): Promise<boolean> {
  const rows = await db
    .delete(quantitySurveyTemplates)
    .where(
      and(
        eq(quantitySurveyTemplates.id, id),
        eq(quantitySurveyTemplates.companyId, companyId),
        version === undefined ? undefined : eq(quantitySurveyTemplates.version, version),
      ),
    )
    .returning({ id: quantitySurveyTemplates.id });
  return rows.length > 0;
}

/**
 * Serialises the creation of starter templates per company for the rest of the transaction, so two clicks at
 * once do not create them twice.
 */
export async function lockStarterTemplates(tx: Database, companyId: string): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`survey-templates:${companyId}`}, 0))`,
  );
}
