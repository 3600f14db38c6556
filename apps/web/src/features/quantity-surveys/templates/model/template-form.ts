import {
  quantitySurveyTemplateCreateSchema,
  type QuantitySurveyTemplate,
  type QuantitySurveyTemplateCreate,
} from '@vendoc/contract/quantity-surveys';
import type { FormulaError, Marker } from '@vendoc/quantity-survey/model';
import { compileLineFormula } from '@vendoc/quantity-survey/line-formula';
import { z } from 'zod';
import zodGerman from 'zod/v4/locales/de.js';

/** German messages for what the contract does not word itself (lengths, formats). */
export const germanZodErrors = zodGerman().localeError;

export interface TemplateParameterValues {
  name: string;
  label: string;
  defaultValue: string;
}

export interface TemplateLineValues {
  marker: Marker;
  text: string;
  formulaNumber: number;
  expression: string;
}

/** What the template editor edits. */
export interface TemplateFormValues {
  name: string;
  description: string;
  parameters: TemplateParameterValues[];
  lines: TemplateLineValues[];
}

export const EMPTY_PARAMETER: TemplateParameterValues = { name: '', label: '', defaultValue: '' };
export const EMPTY_LINE: TemplateLineValues = { marker: '', text: '', formulaNumber: 91, expression: '' };

export const EMPTY_TEMPLATE_FORM: TemplateFormValues = {
  name: '',
  description: '',
  parameters: [],
  lines: [{ ...EMPTY_LINE }],
};

export function templateToFormValues(template: QuantitySurveyTemplate): TemplateFormValues {
  return {
    name: template.name,
    description: template.description ?? '',
    parameters: template.parameters.map((parameter) => ({ ...parameter })),
    lines: template.lines.map((line) => ({ ...line })),
  };
}

/**
 * The formula error of a template line as the engine sees it (syntax, formula number, number of values), or null.
 * Comments have no formula, and subtotal lines (Z, P) may have none.
 */
export function templateLineError(line: Pick<TemplateLineValues, 'marker' | 'formulaNumber' | 'expression'>) {
  if (line.marker === '*') return null;
  if ((line.marker === 'Z' || line.marker === 'P') && line.expression.trim() === '') return null;
  const compiled = compileLineFormula(line.formulaNumber, line.expression);
  return compiled.ok ? null : (compiled.error satisfies FormulaError);
}

const text = z.string();

/**
 * The editor's schema: the contract's template schema on the values (its German messages on the same field
 * paths, e.g. `parameters.1.name`), plus the engine's check of every line's formula at `lines.N.expression`.
 */
export const templateFormSchema = z
  .object({
    name: text,
    description: text,
    parameters: z.array(z.object({ name: text, label: text, defaultValue: text })),
    lines: z.array(
      z.object({
        marker: z.enum(['', 'H', 'E', 'Z', 'P', 'S', '*']),
        text,
        formulaNumber: z.number(),
        expression: text,
      }),
    ),
  })
  .superRefine((values, context) => {
    const result = quantitySurveyTemplateCreateSchema.safeParse(values, { error: germanZodErrors });
    for (const issue of result.success ? [] : result.error.issues) {
      const path = issue.path.filter((part) => typeof part !== 'symbol');
      context.addIssue({ code: 'custom', path, message: issue.message });
    }
    const seen = new Set<string>();
    values.parameters.forEach((parameter, index) => {
      const name = parameter.name.trim();
      if (name !== '' && seen.has(name)) {
        context.addIssue({
          code: 'custom',
          path: ['parameters', index, 'name'],
          message: 'Den Namen gibt es schon',
        });
      }
      seen.add(name);
    });
    values.lines.forEach((line, index) => {
      const error = templateLineError(line);
      if (error)
        context.addIssue({ code: 'custom', path: ['lines', index, 'expression'], message: error.message });
    });
  })
  .transform((values): QuantitySurveyTemplateCreate => quantitySurveyTemplateCreateSchema.parse(values));
export type TemplateFormOutput = z.output<typeof templateFormSchema>;
