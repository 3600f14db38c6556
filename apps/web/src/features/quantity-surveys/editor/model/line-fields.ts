import type { QuantitySurveyLine, QuantitySurveyLineUpdate } from '@vendoc/contract/quantity-surveys';
import { RESERVED_NAMES } from '@vendoc/quantity-survey/expression';
import { FORMULA_FREE, FORMULA_PLAIN, type Marker } from '@vendoc/quantity-survey/model';

/** What a person edits in a line: the OZ ('' for none), marker, text, formula number and expression. */
export interface LineFields {
  readonly oz: string;
  readonly marker: Marker;
  readonly text: string;
  readonly formulaNumber: number;
  readonly expression: string;
}

export type LineField = keyof LineFields;

export const EMPTY_FIELDS: LineFields = { oz: '', marker: '', text: '', formulaNumber: 0, expression: '' };

const fieldsCache = new WeakMap<QuantitySurveyLine, LineFields>();

/** The editable fields of a stored line (the same object for the same line, so rows can skip re-rendering). */
export function fieldsOf(line: QuantitySurveyLine): LineFields {
  let fields = fieldsCache.get(line);
  if (!fields) {
    fields = {
      oz: line.oz ?? '',
      marker: line.marker,
      text: line.text,
      formulaNumber: line.formulaNumber,
      expression: line.expression,
    };
    fieldsCache.set(line, fields);
  }
  return fields;
}

export function sameFields(a: LineFields, b: LineFields): boolean {
  return (
    a.oz === b.oz &&
    a.marker === b.marker &&
    a.text === b.text &&
    a.formulaNumber === b.formulaNumber &&
    a.expression === b.expression
  );
}

/** Whether nothing was typed into a line (its OZ may be prefilled: that alone is no content). */
export function hasContent(fields: LineFields): boolean {
  return fields.expression.trim() !== '' || fields.text.trim() !== '' || fields.marker !== '';
}

/** The PATCH body of what changed against the stored line (without the version). */
export function changedFields(
  fields: LineFields,
  stored: LineFields,
): Omit<QuantitySurveyLineUpdate, 'version'> {
  const changes: Omit<QuantitySurveyLineUpdate, 'version'> = {};
  if (fields.oz !== stored.oz) changes.oz = fields.oz.trim() === '' ? null : fields.oz.trim();
  if (fields.marker !== stored.marker) changes.marker = fields.marker;
  if (fields.text !== stored.text) changes.text = fields.text;
  if (fields.formulaNumber !== stored.formulaNumber) changes.formulaNumber = fields.formulaNumber;
  if (fields.expression !== stored.expression) changes.expression = fields.expression;
  return changes;
}

const NAME_TOKENS = /[A-Za-zÄÖÜäöüß][A-Za-zÄÖÜäöüß0-9_]*/g;

/** Whether a typed formula uses brackets or functions, which only formula 91 allows. */
export function needsFreeFormula(expression: string): boolean {
  if (expression.includes('(') || expression.includes(')')) return true;
  return (expression.match(NAME_TOKENS) ?? []).some((name) => RESERVED_NAMES.includes(name));
}

/**
 * The fields after typing `expression`: formula 0 turns into 91 as soon as the formula has brackets or functions
 * (it stays 91 afterwards: 91 allows everything 0 does).
 */
export function withExpression(fields: LineFields, expression: string): LineFields {
  const formulaNumber =
    fields.formulaNumber === FORMULA_PLAIN && needsFreeFormula(expression)
      ? FORMULA_FREE
      : fields.formulaNumber;
  return { ...fields, expression, formulaNumber };
}
