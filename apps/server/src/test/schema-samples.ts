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
  minLength?: number;
  maxLength?: number;
  pattern?: string;
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
