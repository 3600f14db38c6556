/**
 * What a JSON Schema of the OpenAPI document surely refuses: the kinds of value it takes, and whether a given
 * string or number is outside it whichever of its alternatives is tried. "Surely" errs on the side of caution: a
 * schema this cannot read (a `$ref`, `{}`, `allOf`) takes anything.
 */
import type { JsonSchema } from './schema-samples';

export type Kind = 'string' | 'number' | 'integer' | 'boolean' | 'null' | 'object' | 'array';

const KINDS: readonly Kind[] = ['string', 'number', 'integer', 'boolean', 'null', 'object', 'array'];

export const alternativesOf = (schema: JsonSchema) => schema.anyOf ?? schema.oneOf ?? null;

export function kindOf(value: unknown): Kind {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value as Kind;
}

/** The kinds of value `schema` may take ('number' includes 'integer'), or null when it cannot be told. */
export function kindsOf(schema: JsonSchema): Set<Kind> | null {
  const alternatives = alternativesOf(schema);
  if (alternatives) {
    const kinds = new Set<Kind>();
    for (const option of alternatives) {
      const optionKinds = kindsOf(option);
      if (optionKinds === null) return null;
      optionKinds.forEach((kind) => kinds.add(kind));
    }
    return kinds;
  }
  if ('allOf' in schema || '$ref' in schema || 'not' in schema) return null;
  let kinds: Kind[];
  if (schema.type !== undefined) kinds = (Array.isArray(schema.type) ? schema.type : [schema.type]) as Kind[];
  else if (schema.enum) kinds = schema.enum.map(kindOf);
  else if ('const' in schema) kinds = [kindOf(schema.const)];
  else if (schema.properties) kinds = ['object'];
  else return null;
  if (kinds.some((kind) => !KINDS.includes(kind))) return null;
  const set = new Set(kinds);
  if (set.has('number')) set.add('integer');
  return set;
}

function compiled(pattern: string): RegExp | null {
  try {
    return new RegExp(pattern, 'u');
  } catch {
    try {
      return new RegExp(pattern);
    } catch {
      return null;
    }
  }
}

/**
 * Whether every alternative of `schema` surely refuses the string `text`, also once trimmed (a schema may trim
 * before it checks, which the document does not show).
 */
export function rejectsString(schema: JsonSchema, text: string): boolean {
  const alternatives = alternativesOf(schema);
  if (alternatives) return alternatives.every((option) => rejectsString(option, text));
  return refuses(schema, text) && refuses(schema, text.trim());
}

function refuses(schema: JsonSchema, text: string): boolean {
  const kinds = kindsOf(schema);
  if (kinds === null) return false;
  if (!kinds.has('string')) return true;
  if (schema.enum && !schema.enum.includes(text)) return true;
  if ('const' in schema && schema.const !== text) return true;
  const codePoints = [...text].length;
  if (schema.maxLength !== undefined && codePoints > schema.maxLength) return true;
  if (schema.minLength !== undefined && text.length < schema.minLength) return true;
  if (schema.pattern !== undefined) {
    const pattern = compiled(schema.pattern);
    if (pattern !== null && !pattern.test(text)) return true;
  }
  return false;
}

/**
 * Whether every alternative of `schema` surely refuses the number `value` (as JSON.parse read it: `1e309` is
 * Infinity, which the server's number schemas refuse).
 */
export function rejectsNumber(schema: JsonSchema, value: number): boolean {
  const alternatives = alternativesOf(schema);
  if (alternatives) return alternatives.every((option) => rejectsNumber(option, value));
  const kinds = kindsOf(schema);
  if (kinds === null) return false;
  if (!kinds.has('integer')) return true;
  if (!Number.isFinite(value)) return true;
  if (!kinds.has('number') && !Number.isInteger(value)) return true;
  if (schema.enum && !schema.enum.includes(value)) return true;
  if ('const' in schema && schema.const !== value) return true;
  if (schema.minimum !== undefined && value < schema.minimum) return true;
  if (schema.maximum !== undefined && value > schema.maximum) return true;
  if (schema.exclusiveMinimum !== undefined && value <= schema.exclusiveMinimum) return true;
  if (schema.exclusiveMaximum !== undefined && value >= schema.exclusiveMaximum) return true;
  return false;
}

/**
 * Whether a query string, path or multipart value surely fails: such values are strings, and number schemas
 * coerce them with Number() first.
 */
export function rejectsTextValue(schema: JsonSchema, text: string): boolean {
  const alternatives = alternativesOf(schema);
  if (alternatives) return alternatives.every((option) => rejectsTextValue(option, text));
  const kinds = kindsOf(schema);
  if (kinds === null) return false;
  if (kinds.has('string')) return rejectsString(schema, text);
  if (kinds.has('integer')) return text.trim() === '' ? false : rejectsNumber(schema, Number(text));
  return false;
}
