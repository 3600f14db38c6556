/**
 * Request bodies that a JSON body schema of the OpenAPI document surely refuses, for fuzzing every operation: a
 * wrong type at each field, strings beyond their maxLength, a body beyond the body limit, deep nesting, numbers
 * out of range, number-like strings in decimal fields, prototype keys, a missing required field, malformed JSON
 * and a wrong content type. Pure: the same schema and seed give the same cases, so a failure is reproduced by its
 * seed and label.
 */
import { alternativesOf, kindOf, kindsOf, rejectsNumber, rejectsString } from './schema-rejects';
import { sampleValue, type JsonSchema } from './schema-samples';

export type CaseKind =
  | 'wrong type'
  | 'huge string'
  | 'body too large'
  | 'deep nesting'
  | 'out of range'
  | 'number-like string'
  | 'prototype key'
  | 'missing required'
  | 'malformed JSON'
  | 'wrong content-type';

/** One request body the schema surely refuses. */
export interface BadBody {
  kind: CaseKind;
  /** Kind, field and value, short enough to print. */
  label: string;
  body: string;
  contentType: string;
  /** The statuses that mean "refused as it must be". */
  statuses: readonly number[];
  /** The field a validation problem must name (it or a field enclosing it), null when there is none to name. */
  errorPath: string | null;
}

export interface BadBodyOptions {
  /** Nesting depth of the deep cases (10,000 by default). */
  depth?: number;
  /** Size of the body beyond the body limit (2 MB by default: Fastify's default limit is 1 MiB). */
  hugeBytes?: number;
}

/** A seeded PRNG (mulberry32): numbers in [0, 1). */
export function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const pick = <T>(random: () => number, items: readonly T[]): T =>
  items[Math.floor(random() * items.length)]!;

type Segment = string | number;

/** A place in the body: its schema, and how to build the whole body with a value there. */
interface Place {
  path: Segment[];
  schema: JsonSchema;
  build: (value: unknown) => unknown;
}

const MAX_DEPTH = 8;
const dotted = (path: readonly Segment[]) => path.join('.');

/**
 * Whether a value built inside `option` can match no other alternative: the others take another kind of value,
 * or require a property whose allowed values (enum, const) exclude the option's.
 */
function isDistinct(option: JsonSchema, alternatives: readonly JsonSchema[]): boolean {
  const value = sampleValue(option);
  return alternatives.every((other) => {
    if (other === option) return true;
    const kinds = kindsOf(other);
    if (kinds === null) return false;
    if (!kinds.has(kindOf(value))) return true;
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
    const record = value as Record<string, unknown>;
    return (other.required ?? []).some((key) => {
      const property = other.properties?.[key];
      if (!(key in record)) return true;
      if (property?.enum) return !property.enum.includes(record[key]);
      return property !== undefined && 'const' in property && property.const !== record[key];
    });
  });
}

/** Every place of the body (the body itself first) and every object in it, descending only where it is sure. */
function placesOf(root: JsonSchema): { places: Place[]; objects: Place[] } {
  const places: Place[] = [];
  const objects: Place[] = [];
  const visit = (schema: JsonSchema, path: Segment[], build: Place['build'], depth: number) => {
    places.push({ path, schema, build });
    if (depth >= MAX_DEPTH) return;
    const alternatives = alternativesOf(schema);
    for (const option of alternatives ?? [schema]) {
      if (alternatives && !isDistinct(option, alternatives)) continue;
      visitChildren(option, path, build, depth);
    }
  };
  const visitChildren = (schema: JsonSchema, path: Segment[], build: Place['build'], depth: number) => {
    const kinds = kindsOf(schema);
    if (kinds?.has('object') && schema.properties) {
      objects.push({ path, schema, build });
      const base = sampleValue(schema) as Record<string, unknown>;
      for (const [key, property] of Object.entries(schema.properties))
        visit(property, [...path, key], (value) => build({ ...base, [key]: value }), depth + 1);
    }
    if (kinds?.has('array') && schema.prefixItems) {
      const tuple = schema.prefixItems.map((item) => sampleValue(item));
      schema.prefixItems.forEach((item, index) =>
        visit(
          item,
          [...path, index],
          (value) => build(tuple.map((old, i) => (i === index ? value : old))),
          depth + 1,
        ),
      );
    } else if (kinds?.has('array') && schema.items) {
      visit(schema.items, [...path, 0], (value) => build([value]), depth + 1);
    }
  };
  visit(root, [], (value) => value, 0);
  return { places, objects };
}

const MARKER = '@@bad-value@@';

/** The body text with the raw JSON text `raw` at the place. */
const withRaw = (place: Place, raw: string) =>
  JSON.stringify(place.build(MARKER)).replace(`"${MARKER}"`, raw);

/** A short, printable form of a value for labels. */
export const shown = (raw: string) => (raw.length > 40 ? `${raw.slice(0, 20)}… (${raw.length} chars)` : raw);

const WRONG_VALUES: Record<string, readonly string[]> = {
  string: ['"1"', '"true"', '"x"'],
  number: ['0', '1', '-1', '3.25'],
  boolean: ['true', 'false'],
  null: ['null'],
  object: ['{}', '{"a":1}'],
  array: ['[]', '[1]', '["x"]'],
};

const NUMBER_LIKE = ['NaN', 'Infinity', '-Infinity', '1e309', '0x1F', '1,5', ' 1', '+1', '.5', '1e3', '١٢٣'];
const OUT_OF_RANGE_LITERALS = ['1e309', '-1e309', '-0', '9007199254740993', '-9007199254740993', '1.5'];
export const HUGE_CHARS = ['x', 'ä', '€', '😀'];

function wrongTypes(place: Place, random: () => number): BadBody[] {
  const kinds = kindsOf(place.schema);
  if (kinds === null) return [];
  return (
    Object.keys(WRONG_VALUES)
      // An integer-only field takes 1: its wrong number (1.5) is an out-of-range case.
      .filter((kind) => !kinds.has(kind as never) && !(kind === 'number' && kinds.has('integer')))
      // Fastify hands a route without a body null, so a body of JSON null is the same request as none at all,
      // which a route may take (the template preview of the stored layout): not surely refused.
      .filter((kind) => !(kind === 'null' && place.path.length === 0))
      .map((kind) => {
        const raw = pick(random, WRONG_VALUES[kind]!);
        return bad('wrong type', place, raw, [400]);
      })
  );
}

function bad(kind: CaseKind, place: Place, raw: string, statuses: readonly number[]): BadBody {
  const path = dotted(place.path);
  return {
    kind,
    label: `${kind} at ${path || '(body)'}: ${shown(raw)}`,
    body: withRaw(place, raw),
    contentType: 'application/json',
    statuses,
    errorPath: path,
  };
}

function hugeStrings(place: Place, random: () => number): BadBody[] {
  const limits = (alternativesOf(place.schema) ?? [place.schema])
    .map((option) => option.maxLength)
    .filter((limit) => limit !== undefined);
  if (limits.length === 0) return [];
  const text = pick(random, HUGE_CHARS).repeat(Math.max(...limits) + 1);
  if (!rejectsString(place.schema, text)) return [];
  // A long one may meet a route's smaller body limit first: 413 is as good a refusal there.
  return [bad('huge string', place, JSON.stringify(text), text.length > 4096 ? [400, 413] : [400])];
}

function deepNesting(place: Place, depth: number): BadBody[] {
  const kinds = kindsOf(place.schema);
  if (kinds === null) return [];
  const cases: BadBody[] = [];
  // Such a body is tens of kilobytes: a route with a small body limit (sign-in) refuses it by its size.
  if (!kinds.has('array'))
    cases.push(bad('deep nesting', place, '['.repeat(depth) + ']'.repeat(depth), [400, 413]));
  if (!kinds.has('object'))
    cases.push(bad('deep nesting', place, '{"a":'.repeat(depth) + '1' + '}'.repeat(depth), [400, 413]));
  return cases.map((found) => ({ ...found, label: `${found.label} (${depth} levels)` }));
}

function outOfRange(place: Place): BadBody[] {
  const kinds = kindsOf(place.schema);
  if (kinds === null || !kinds.has('integer')) return [];
  const bounds = (alternativesOf(place.schema) ?? [place.schema]).flatMap((option) => [
    ...(option.minimum === undefined ? [] : [option.minimum - 1]),
    ...(option.maximum === undefined ? [] : [option.maximum + 1]),
    ...(option.exclusiveMinimum === undefined ? [] : [option.exclusiveMinimum]),
    ...(option.exclusiveMaximum === undefined ? [] : [option.exclusiveMaximum]),
  ]);
  const literals = [...new Set([...bounds.map(String), ...OUT_OF_RANGE_LITERALS])];
  return literals
    .filter((raw) => rejectsNumber(place.schema, JSON.parse(raw) as number))
    .map((raw) => bad('out of range', place, raw, [400]));
}

function numberLikeStrings(place: Place): BadBody[] {
  // Only fields that hold a number as text (a decimal pattern): elsewhere "NaN" is a fine text.
  if (rejectsString(place.schema, '1') && rejectsString(place.schema, '1.5')) return [];
  if (!rejectsString(place.schema, 'NaN')) return [];
  return [...NUMBER_LIKE, '9'.repeat(40)]
    .filter((text) => rejectsString(place.schema, text))
    .map((text) => bad('number-like string', place, JSON.stringify(text), [400]));
}

const PROTOTYPE_KEYS = ['"__proto__":{"polluted":true}', '"constructor":{"prototype":{"polluted":true}}'];

/** Fastify's JSON parser refuses these keys anywhere in a body. */
function prototypeKeys(objects: Place[], random: () => number): BadBody[] {
  const chosen = objects.length <= 3 ? objects : [objects[0]!, pick(random, objects.slice(1))];
  return chosen.flatMap((place) => {
    const text = JSON.stringify(sampleValue(place.schema));
    return PROTOTYPE_KEYS.map((key) => {
      const raw = text === '{}' ? `{${key}}` : `{${key},${text.slice(1)}`;
      return { ...bad('prototype key', place, raw, [400]), errorPath: '' };
    });
  });
}

function missingRequired(objects: Place[]): BadBody[] {
  return objects.flatMap((place) =>
    (place.schema.required ?? [])
      .filter((key) => place.schema.properties?.[key]?.default === undefined)
      .map((key) => {
        const value = { ...(sampleValue(place.schema) as Record<string, unknown>) };
        delete value[key];
        const path = dotted([...place.path, key]);
        return { ...bad('missing required', place, JSON.stringify(value), [400]), errorPath: path };
      })
      .map((found) => ({ ...found, label: `missing required ${found.errorPath}` })),
  );
}

const MALFORMED = [
  '',
  '   ',
  '{"a":1,}',
  '{a:1}',
  "{'a':1}",
  '{"a":NaN}',
  '{"a":Infinity}',
  '{"a":undefined}',
  '{"a":01}',
  '{"a":+1}',
  '{"a":.5}',
  '{"a":1e}',
  '{"a":"\\x"}',
  '{"a":"unterminated',
  '{"a":1}}',
  '{"a":1} {"b":2}',
  '[1,2',
  'nul',
  '"',
];

function malformed(root: JsonSchema, random: () => number): BadBody[] {
  const text = JSON.stringify(sampleValue(root));
  // Any proper prefix of an object's text is unfinished JSON.
  const truncated = text.length > 2 ? [text.slice(0, 1 + Math.floor(random() * (text.length - 1)))] : [];
  return [...MALFORMED, ...truncated].map((body) => ({
    kind: 'malformed JSON' as const,
    label: `malformed JSON: ${shown(JSON.stringify(body))}`,
    body,
    contentType: 'application/json',
    statuses: [400],
    errorPath: '',
  }));
}

// text/plain is parsed as a string, which no object schema takes; the others have no parser at all.
const WRONG_CONTENT_TYPES = [
  { contentType: 'text/plain', statuses: [400, 415] },
  { contentType: 'application/xml', statuses: [415] },
  { contentType: 'application/x-www-form-urlencoded', statuses: [415] },
  { contentType: 'application/json-patch+json', statuses: [415] },
  { contentType: 'image/png', statuses: [415] },
];

function wrongContentTypes(root: JsonSchema): BadBody[] {
  const body = JSON.stringify(sampleValue(root));
  return WRONG_CONTENT_TYPES.map(({ contentType, statuses }) => ({
    kind: 'wrong content-type' as const,
    label: `wrong content-type ${contentType}`,
    body,
    contentType,
    statuses,
    errorPath: null,
  }));
}

function tooLarge(places: Place[], hugeBytes: number, random: () => number): BadBody {
  const strings = places.filter((place) => kindsOf(place.schema)?.has('string'));
  const place = strings.length > 0 ? pick(random, strings) : places[0]!;
  const char = pick(random, HUGE_CHARS);
  const text = JSON.stringify(char.repeat(Math.ceil(hugeBytes / Buffer.byteLength(char))));
  const raw = strings.length > 0 ? text : `{"padding":${text}}`;
  return { ...bad('body too large', place, raw, [413]), errorPath: null };
}

/** Every bad body for the JSON body schema `root`, in a fixed order for a given seed. */
export function badBodies(root: JsonSchema, seed: number, options: BadBodyOptions = {}): BadBody[] {
  const random = createRandom(seed);
  const { places, objects } = placesOf(root);
  return [
    ...places.flatMap((place) => [
      ...wrongTypes(place, random),
      ...hugeStrings(place, random),
      ...outOfRange(place),
      ...numberLikeStrings(place),
    ]),
    // The body itself and two fields: each of these bodies is tens of kilobytes.
    ...[...new Set([places[0]!, pick(random, places), pick(random, places)])].flatMap((place) =>
      deepNesting(place, options.depth ?? 10_000),
    ),
    tooLarge(places, options.hugeBytes ?? 2_000_000, random),
    ...prototypeKeys(objects, random),
    ...missingRequired(objects),
    ...malformed(root, random),
    ...wrongContentTypes(root),
  ];
}

/** Up to `perKind` cases of each kind, chosen with the seed: the short run's sample of `badBodies`. */
export function sampleCases<T extends { kind: string }>(
  cases: readonly T[],
  perKind: number,
  seed: number,
): T[] {
  const random = createRandom(seed);
  const byKind = new Map<string, T[]>();
  for (const found of cases) byKind.set(found.kind, [...(byKind.get(found.kind) ?? []), found]);
  return [...byKind.values()].flatMap((group) => {
    const pool = [...group];
    const chosen: T[] = [];
    while (chosen.length < perKind && pool.length > 0)
      chosen.push(...pool.splice(Math.floor(random() * pool.length), 1));
    return chosen;
  });
}
