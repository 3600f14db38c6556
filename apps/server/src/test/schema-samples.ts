/**
 * Request bodies built from the OpenAPI (JSON Schema) document: where a schema takes text, and a body that puts a
 * chosen string at exactly one of those places (required siblings filled with plain sample values).
 */

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  additionalProperties?: JsonSchema | boolean;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  multipleOf?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minItems?: number;
  const?: unknown;
  default?: unknown;
  $ref?: string;
}

type Path = readonly (string | number)[];

const MAX_DEPTH = 8;
const SAMPLE_ID = '00000000-0000-4000-8000-000000000001';

const options = (schema: JsonSchema) => schema.anyOf ?? schema.oneOf ?? null;
const takes = (schema: JsonSchema, type: string) =>
  schema.type === type || (Array.isArray(schema.type) && schema.type.includes(type));

/** Every path in a value of `schema` that holds a string (array elements as index 0, record values as "key"). */
export function stringPaths(schema: JsonSchema, path: Path = [], depth = 0): Path[] {
  if (depth > MAX_DEPTH) return [];
  const alternatives = options(schema);
  if (alternatives) {
    const seen = new Map<string, Path>();
    for (const option of alternatives)
      for (const found of stringPaths(option, path, depth + 1)) seen.set(found.join('.'), found);
    return [...seen.values()];
  }
  const found: Path[] = [];
  if (takes(schema, 'string')) found.push(path);
  for (const [key, property] of Object.entries(schema.properties ?? {}))
    found.push(...stringPaths(property, [...path, key], depth + 1));
  if (typeof schema.additionalProperties === 'object')
    found.push(...stringPaths(schema.additionalProperties, [...path, 'key'], depth + 1));
  if (schema.items) found.push(...stringPaths(schema.items, [...path, 0], depth + 1));
  schema.prefixItems?.forEach((item, index) => found.push(...stringPaths(item, [...path, index], depth + 1)));
  return found;
}

/** A plain value the schema describes (not necessarily valid against every constraint). */
function sample(schema: JsonSchema, depth: number): unknown {
  const alternatives = options(schema);
  if (alternatives) {
    const first = alternatives.find((option) => !takes(option, 'null')) ?? alternatives[0];
    return first ? sample(first, depth + 1) : null;
  }
  if (schema.enum) return schema.enum[0];
  if (takes(schema, 'object') || schema.properties) {
    const value: Record<string, unknown> = {};
    if (depth < MAX_DEPTH)
      for (const key of schema.required ?? []) value[key] = sample(schema.properties?.[key] ?? {}, depth + 1);
    return value;
  }
  if (takes(schema, 'array')) return [];
  if (takes(schema, 'string')) return schema.format === 'uuid' ? SAMPLE_ID : 'x';
  if (takes(schema, 'integer') || takes(schema, 'number')) return schema.minimum ?? 1;
  if (takes(schema, 'boolean')) return false;
  return null;
}

/** A plain value of `schema`, required properties filled (not necessarily valid against every constraint). */
export const sampleValue = (schema: JsonSchema): unknown => sample(schema, 0);

/** A value of `schema` with `value` at `path` (one of `stringPaths`); everything else required gets a sample. */
export function valueWithStringAt(schema: JsonSchema, path: Path, value: string, depth = 0): unknown {
  if (path.length === 0) return value;
  const alternatives = options(schema);
  if (alternatives) {
    const target = path.join('.');
    const option = alternatives.find((candidate) =>
      stringPaths(candidate, [], depth + 1).some((found) => found.join('.') === target),
    );
    return valueWithStringAt(option ?? {}, path, value, depth + 1);
  }
  const [head, ...rest] = path;
  if (typeof head === 'number') {
    const itemSchema = schema.prefixItems?.[head] ?? schema.items ?? {};
    const tuple = (schema.prefixItems ?? []).map((item) => sample(item, depth + 1));
    tuple[head] = valueWithStringAt(itemSchema, rest, value, depth + 1);
    return tuple;
  }
  const base = (sample({ ...schema, anyOf: undefined, oneOf: undefined }, depth) ?? {}) as Record<
    string,
    unknown
  >;
  const propertySchema =
    schema.properties?.[head!] ??
    (typeof schema.additionalProperties === 'object' ? schema.additionalProperties : {});
  return { ...base, [head!]: valueWithStringAt(propertySchema, rest, value, depth + 1) };
}

/** How validValue fills a string: the id for a uuid field (by the field's name), the preferred plain text. */
export interface ValidFill {
  idFor: (fieldName: string) => string | undefined;
  text: string;
  /** A field (by name) to fill even where it is optional, choosing the alternative that has it. */
  withField?: string;
}

const STRING_CANDIDATES = [
  '2026-03-02T08:00:00Z',
  '2026-03-02',
  '08:00',
  '#336699',
  '1',
  '0.5',
  'DE',
  'A1',
  'a@example.com',
  '12345678',
  '12-1-01',
  'data:image/png;base64,AAAA',
];

function validString(schema: JsonSchema, name: string, fill: ValidFill): string {
  if (schema.format === 'uuid') return fill.idFor(name) ?? SAMPLE_ID;
  if (schema.format === 'email') return 'a@example.com';
  const pattern = schema.pattern == null ? null : new RegExp(schema.pattern, 'u');
  const fits = (value: string) =>
    (pattern?.test(value) ?? true) &&
    value.length >= (schema.minLength ?? 0) &&
    value.length <= (schema.maxLength ?? Infinity);
  const candidates = pattern == null ? [fill.text, 'x'] : [fill.text, ...STRING_CANDIDATES];
  return candidates.find(fits) ?? fill.text;
}

function validNumber(schema: JsonSchema): number {
  const step = schema.multipleOf ?? 1;
  let value = Math.ceil((schema.minimum ?? 1) / step) * step;
  if (schema.maximum != null && value > schema.maximum) value = schema.minimum ?? 0;
  if (schema.exclusiveMaximum != null && value >= schema.exclusiveMaximum) value = schema.minimum ?? 0;
  return value;
}

/** Whether `schema` holds the field `fill.withField` somewhere (so an optional object or array gets it). */
const mentionsField = (schema: JsonSchema, fill: ValidFill) =>
  fill.withField !== undefined &&
  fill.withField !== 'id' &&
  JSON.stringify(schema).includes(`"${fill.withField}"`);

/** The names of every uuid field (or array of uuids) anywhere in a value of `schema`. */
export function uuidFieldNames(schema: JsonSchema, name = '', depth = 0): string[] {
  if (depth > MAX_DEPTH) return [];
  const found = new Set<string>();
  if (schema.format === 'uuid' && name !== '') found.add(name);
  for (const option of [...(options(schema) ?? []), ...(schema.items ? [schema.items] : [])])
    for (const field of uuidFieldNames(option, name, depth + 1)) found.add(field);
  for (const [key, property] of Object.entries(schema.properties ?? {}))
    for (const field of uuidFieldNames(property, key, depth + 1)) found.add(field);
  return [...found];
}

/**
 * A value valid against `schema` (required properties only, the first non-null alternative, as many array items
 * as required): uuid fields get `fill.idFor(field name)` (array items the array's name), texts `fill.text` where
 * the constraints allow it.
 */
export function validValue(schema: JsonSchema, fill: ValidFill, name = '', depth = 0): unknown {
  const alternatives = options(schema);
  if (alternatives) {
    const nonNull = alternatives.filter((option) => !takes(option, 'null'));
    const isId = nonNull.some((option) => option.format === 'uuid');
    if (isId && nonNull.length < alternatives.length && fill.idFor(name) === undefined) return null;
    const first = nonNull.find((option) => mentionsField(option, fill)) ?? nonNull[0] ?? alternatives[0];
    return first ? validValue(first, fill, name, depth + 1) : null;
  }
  if (schema.enum) return schema.enum[0];
  if (takes(schema, 'object') || schema.properties) {
    const value: Record<string, unknown> = {};
    // The chosen field goes in once, at its first place: a second (deeper, rarer) one would need more to be valid.
    const target = fill.withField === undefined ? undefined : fill.idFor(fill.withField);
    const placed = () => target !== undefined && JSON.stringify(value).includes(target);
    if (depth < MAX_DEPTH)
      for (const key of Object.keys(schema.properties ?? {}))
        if (
          schema.required?.includes(key) ||
          (depth === 0 && key === fill.withField) ||
          (!placed() && (key === fill.withField || mentionsField(schema.properties![key]!, fill)))
        )
          value[key] = validValue(schema.properties?.[key] ?? {}, fill, key, depth + 1);
    return value;
  }
  if (takes(schema, 'array')) {
    if (schema.prefixItems) return schema.prefixItems.map((item) => validValue(item, fill, name, depth + 1));
    const items = schema.items ?? {};
    const length = Math.max(
      schema.minItems ?? 0,
      name === fill.withField || mentionsField(items, fill) ? 1 : 0,
    );
    return Array.from({ length }, () => validValue(schema.items ?? {}, fill, name, depth + 1));
  }
  if (takes(schema, 'string')) return validString(schema, name, fill);
  if (takes(schema, 'integer') || takes(schema, 'number')) return validNumber(schema);
  if (takes(schema, 'boolean')) return false;
  return null;
}
