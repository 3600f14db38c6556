import { z } from 'zod';
import type { TemplateElement } from '@vendoc/contract/document-template-elements';
import {
  DESIGNER_TEMPLATE_SCHEMA_VERSION,
  documentKindSchema,
  type DesignerTemplate,
} from '@vendoc/contract/document-templates';
import { createElement } from './element-defaults';
import { createTemplate, DIN_5008_MARGINS } from './template-defaults';
import { formatIssuePath, validateTemplate, type TemplateProblem } from './template-validation';

/** Thrown when stored data cannot be made a current template; `problems` name the paths. */
export class TemplateMigrationError extends Error {
  override readonly name = 'TemplateMigrationError';
  constructor(readonly problems: TemplateProblem[]) {
    super(`Vorlage ungültig: ${problems.map((problem) => `${problem.path}: ${problem.message}`).join('; ')}`);
  }
}

/**
 * Version 1: the first demo designer's shape (apps/web's sample elements), an element list without geometry or
 * style, either bare or as `{ schemaVersion: 1, kind?, elements }`.
 */
const v1ElementSchema = z.object({
  id: z.string().min(1).max(100),
  kind: z.enum(['text', 'image', 'line']),
  label: z.string().max(20_000),
});
const v1TemplateSchema = z.object({
  schemaVersion: z.literal(1).optional(),
  kind: documentKindSchema.default('letter'),
  elements: z.array(v1ElementSchema).max(500),
});

/** Vertical gap between the stacked elements of a version 1 template, in mm. */
const V1_GAP = 5;

/** Version 1 -> 2: the elements stacked top-down in the first page's content width, labels kept as names. */
function migrateV1(input: unknown): unknown {
  const v1 = parseOrThrow(v1TemplateSchema, Array.isArray(input) ? { elements: input } : input);
  const left = DIN_5008_MARGINS.left;
  const contentWidth = 210 - DIN_5008_MARGINS.left - DIN_5008_MARGINS.right;
  let y = DIN_5008_MARGINS.top;
  const elements = v1.elements.map((old, z): TemplateElement => {
    const common = { id: sanitizeId(old.id, z), name: old.label.slice(0, 100), x: left, y, z };
    const element =
      old.kind === 'image'
        ? createElement('image', { ...common, width: 80, height: 25 })
        : old.kind === 'line'
          ? createElement('line', { ...common, width: contentWidth, height: 0 })
          : createElement('text', {
              ...common,
              width: contentWidth,
              height: 10,
              runs: [{ text: old.label, bold: false, italic: false }],
            });
    y += element.height + V1_GAP;
    return element;
  });
  return createTemplate(v1.kind, { firstPage: elements });
}

/** Version 1 ids were free text; version 2 allows letters, digits, - and _. */
function sanitizeId(id: string, index: number): string {
  const cleaned = id.replace(/[^A-Za-z0-9_-]/g, '-');
  return /[A-Za-z0-9]/.test(cleaned) ? cleaned : `element-${index + 1}`;
}

/** From version n (the key) to n + 1. */
const MIGRATIONS: Readonly<Record<number, (input: unknown) => unknown>> = { 1: migrateV1 };

/** The schema version of stored data: its `schemaVersion`, 1 for a bare element list or a record without one. */
export function schemaVersionOf(input: unknown): number {
  if (Array.isArray(input)) return 1;
  if (typeof input !== 'object' || input === null) return Number.NaN;
  const version = (input as { schemaVersion?: unknown }).schemaVersion;
  if (version === undefined) return 1;
  return typeof version === 'number' && Number.isInteger(version) ? version : Number.NaN;
}

/**
 * Makes stored template data of any known schema version a current, valid template: applies the migrations in
 * turn, then validates. Throws TemplateMigrationError naming the path for anything it cannot read, including data
 * of a newer version than this code knows.
 */
export function migrateTemplate(input: unknown): DesignerTemplate {
  let version = schemaVersionOf(input);
  if (Number.isNaN(version))
    throw new TemplateMigrationError([
      { path: 'schemaVersion', message: 'Keine Vorlage (schemaVersion fehlt)' },
    ]);
  if (version > DESIGNER_TEMPLATE_SCHEMA_VERSION)
    throw new TemplateMigrationError([
      {
        path: 'schemaVersion',
        message: `Vorlage einer neueren Version (${version}) als dieser (${DESIGNER_TEMPLATE_SCHEMA_VERSION})`,
      },
    ]);
  let data = input;
  while (version < DESIGNER_TEMPLATE_SCHEMA_VERSION) {
    const migrate = MIGRATIONS[version];
    if (!migrate)
      throw new TemplateMigrationError([{ path: 'schemaVersion', message: `Unbekannte Version ${version}` }]);
    data = migrate(data);
    version += 1;
  }
  const result = validateTemplate(data);
  if (!result.ok) throw new TemplateMigrationError(result.problems);
  return result.template;
}

function parseOrThrow<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input);
  if (!result.success)
    throw new TemplateMigrationError(
      result.error.issues.map((issue) => ({ path: formatIssuePath(issue.path), message: issue.message })),
    );
  return result.data;
}
