import type { FastifySerializerCompiler } from 'fastify';
import fastJson from 'fast-json-stringify';
import {
  ResponseSerializationError,
  serializerCompiler as zodSerializerCompiler,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import { $ZodType, safeEncode } from 'zod/v4/core';

// Responses are written by serialisers compiled from each route's zod response schema (zod → JSON Schema →
// fast-json-stringify) instead of encoding every response with zod and then JSON.stringify (decision 0040). A
// schema whose JSON Schema fast-json-stringify cannot write faithfully (transforms, dates, unions of objects,
// references, tuples …) keeps the zod serialiser. With `check` (tests), every response is still encoded by zod,
// and the compiled output must equal JSON.stringify of the encoded value: a difference throws.

type JsonSchema = Record<string, unknown>;
type Stringify = (data: unknown) => string;

const PRIMITIVE_TYPES = new Set(['string', 'number', 'integer', 'boolean', 'null']);

/** Keywords that only validate (fast-json-stringify ignores them; the compiled serialiser does not validate). */
const VALIDATION_ONLY = new Set([
  '$schema',
  'description',
  'title',
  'examples',
  'deprecated',
  'readOnly',
  'writeOnly',
  'pattern',
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'minItems',
  'maxItems',
  'uniqueItems',
  'minProperties',
  'maxProperties',
  'propertyNames',
  'enum',
  // fast-json-stringify writes dates for format date/time/date-time; the wire values are strings already.
  'format',
  'contentEncoding',
  'contentMediaType',
]);

/** Thrown while simplifying a JSON Schema that fast-json-stringify would not write like JSON.stringify. */
class Unfaithful extends Error {}

const typesOf = (node: JsonSchema): string[] | null => {
  const type = node['type'];
  if (typeof type === 'string') return [type];
  if (Array.isArray(type) && type.every((each) => typeof each === 'string')) return type;
  return null;
};

/**
 * An `anyOf` fast-json-stringify can write without trying each branch at run time: primitive branches only
 * (`string | null`, `'' | email`) become one `type` list; one object or array branch with `null` becomes that
 * branch with `null` added to its type. Anything else is unfaithful.
 */
function mergeAnyOf(branches: unknown[]): JsonSchema {
  const simplified = branches.map((branch) => simplify(branch));
  const types = simplified.map(typesOf);
  if (types.some((each) => each == null)) throw new Unfaithful('anyOf with an untyped branch');
  const all = new Set(types.flatMap((each) => each ?? []));
  if ([...all].every((type) => PRIMITIVE_TYPES.has(type))) return { type: [...all] };
  const structured = simplified.filter((_, index) => !types[index]?.every((type) => type === 'null'));
  const [only] = structured;
  if (structured.length !== 1 || only == null || (typesOf(only)?.length ?? 0) !== 1)
    throw new Unfaithful('anyOf of several objects or arrays');
  return { ...only, type: [...(typesOf(only) ?? []), 'null'] };
}

/** A copy of the zod-made JSON Schema that fast-json-stringify writes exactly as JSON.stringify would. */
function simplify(input: unknown): JsonSchema {
  if (typeof input !== 'object' || input == null || Array.isArray(input))
    throw new Unfaithful('schema is not an object');
  const node = input as JsonSchema;
  let result: JsonSchema = {};
  for (const [keyword, value] of Object.entries(node)) {
    if (VALIDATION_ONLY.has(keyword)) continue;
    switch (keyword) {
      case 'type':
      case 'required':
      case 'default':
        result[keyword] = value;
        break;
      case 'const':
        // The value is written as it is; a literal of another value fails the zod check (tests), not this one.
        if (node['type'] == null) throw new Unfaithful('const without a type');
        break;
      case 'properties':
        result['properties'] = Object.fromEntries(
          Object.entries(value as JsonSchema).map(([name, schema]) => [name, simplify(schema)]),
        );
        break;
      case 'items':
        result['items'] = simplify(value);
        break;
      case 'additionalProperties':
        result['additionalProperties'] = typeof value === 'boolean' ? value : simplify(value);
        break;
      case 'anyOf':
        result = { ...result, ...mergeAnyOf(value as unknown[]) };
        break;
      default:
        throw new Unfaithful(`keyword ${keyword}`);
    }
  }
  requiredFirst(result);
  return result;
}

/** fast-json-stringify writes required properties before optional ones; zod writes them in the schema's order. */
function requiredFirst(node: JsonSchema): void {
  const required = new Set(Array.isArray(node['required']) ? node['required'] : []);
  const names = Object.keys((node['properties'] as JsonSchema | undefined) ?? {});
  const firstOptional = names.findIndex((name) => !required.has(name));
  if (firstOptional >= 0 && names.slice(firstOptional).some((name) => required.has(name)))
    throw new Unfaithful('an optional property before a required one');
}

/**
 * The compiled serialiser of a zod schema, or the reason it keeps the zod serialiser: zod's `output` JSON Schema
 * (dates, transforms, bigints … are unrepresentable and refused) simplified for fast-json-stringify.
 */
export function compileZodSerializer(schema: z.ZodType): Stringify | { fallback: string } {
  let json: JsonSchema;
  try {
    json = simplify(
      z.toJSONSchema(schema, { io: 'output', unrepresentable: 'throw', cycles: 'throw', reused: 'inline' }),
    );
  } catch (error) {
    return { fallback: error instanceof Error ? error.message : String(error) };
  }
  return fastJson(json as unknown as Parameters<typeof fastJson>[0]) as Stringify;
}

const isZodSchema = (schema: unknown): schema is z.ZodType => schema instanceof $ZodType;

export interface SerializerOptions {
  /** Encode every response with zod too and throw when the compiled output differs (tests). */
  check: boolean;
  /** Told once per route and status that keeps the zod serialiser, with the reason. */
  onFallback?: (route: string, reason: string) => void;
}

/** Fastify's serializer compiler: compiled serialisers where faithful, fastify-type-provider-zod's otherwise. */
export function createSerializerCompiler({
  check,
  onFallback,
}: SerializerOptions): FastifySerializerCompiler<unknown> {
  return (route) => {
    const { schema, method, url, httpStatus } = route;
    const zodSerializer = zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]);
    if (!isZodSchema(schema)) return zodSerializer;
    // Built on first use: most routes are never called in a process, and compiling all at start-up costs time.
    let compiled: Stringify | undefined;
    const compile = (): Stringify => {
      const result = compileZodSerializer(schema);
      if (typeof result === 'function') return result;
      onFallback?.(`${method} ${url} ${httpStatus}`, result.fallback);
      return zodSerializer;
    };
    if (!check) return (data) => (compiled ??= compile())(data);
    return (data) => {
      compiled ??= compile();
      const encoded = safeEncode(schema, data);
      if (encoded.error) throw new ResponseSerializationError(method, url, { cause: encoded.error });
      const expected = JSON.stringify(encoded.data);
      const actual = compiled(data);
      if (actual !== expected) {
        throw new Error(
          `The compiled serialiser of ${method} ${url} ${httpStatus} differs from zod:\n` +
            `compiled ${actual}\nzod      ${expected}`,
        );
      }
      return actual;
    };
  };
}
