/**
 * Text values (query string, path, multipart fields) and multipart forms that the OpenAPI document surely
 * refuses: the counterpart of bad-bodies.ts for what arrives as strings. Pure and seeded like it.
 */
import { createRandom, HUGE_CHARS, pick, shown } from './bad-bodies';
import { alternativesOf, rejectsTextValue } from './schema-rejects';
import type { JsonSchema } from './schema-samples';

/** A text value the parameter's schema surely refuses. */
export interface BadText {
  label: string;
  value: string;
}

const BAD_TEXT_VALUES = [
  'abc',
  '1.5',
  '-1',
  '0',
  '-0',
  '1e309',
  'NaN',
  'Infinity',
  '9'.repeat(400),
  'not-a-uuid',
];

/**
 * Values of a query string, path or multipart parameter that its schema surely refuses: wrong types (a word for
 * a number), numbers out of range, an unknown enum member, and values beyond maxLength (at most `maxChars`
 * long, since a URL has a limit of its own).
 */
export function badTextValues(schema: JsonSchema, seed: number, maxChars = 6000): BadText[] {
  const random = createRandom(seed);
  const alternatives = alternativesOf(schema) ?? [schema];
  const limits = alternatives.map((option) => option.maxLength).filter((limit) => limit !== undefined);
  const bounds = alternatives
    .flatMap((option) => [option.minimum, option.maximum])
    .filter((bound) => bound !== undefined);
  const enumValues = alternatives.flatMap((option) => option.enum ?? option.items?.enum ?? []).map(String);
  const candidates = [
    ...BAD_TEXT_VALUES,
    ...bounds.flatMap((bound) => [String(bound - 1), String(bound + 1)]),
    ...enumValues.slice(0, 1).flatMap((member) => [`${member}x`, member.toUpperCase()]),
    ...limits.map((limit) => pick(random, HUGE_CHARS).repeat(limit + 1)),
  ];
  return [...new Set(candidates)]
    .filter((value) => value.length <= maxChars && rejectsTextValue(schema, value))
    .map((value) => ({ label: shown(JSON.stringify(value)), value }));
}

/** A multipart form the upload's schema surely refuses. */
export interface BadForm {
  kind: 'bad field' | 'huge field' | 'missing file';
  label: string;
  /** Text fields, sent before the file. */
  fields: { name: string; value: string }[];
  /** The name of the file part to send after the fields, or null for none. */
  file: string | null;
  statuses: readonly number[];
}

const isBinary = (schema: JsonSchema) => JSON.stringify(schema).includes('"binary"');

/**
 * For a multipart/form-data schema: the form without its required file, and per text field its bad values and
 * a value of `hugeBytes` characters where the field has a limit, each followed by a file.
 */
export function badForms(schema: JsonSchema, seed: number, hugeBytes = 2_000_000): BadForm[] {
  const object = alternativesOf(schema)?.find((option) => option.properties) ?? schema;
  const properties = Object.entries(object.properties ?? {});
  const file = properties.find(([, property]) => isBinary(property))?.[0] ?? null;
  const forms: BadForm[] = [];
  if (file !== null && object.required?.includes(file))
    forms.push({
      kind: 'missing file',
      label: `missing file ${file}`,
      fields: [],
      file: null,
      statuses: [400],
    });
  for (const [name, property] of properties) {
    if (isBinary(property)) continue;
    for (const bad of badTextValues(property, seed))
      forms.push({
        kind: 'bad field',
        label: `bad field ${name}: ${bad.label}`,
        fields: [{ name, value: bad.value }],
        file,
        statuses: [400],
      });
    const huge = 'x'.repeat(hugeBytes);
    if (rejectsTextValue(property, huge))
      forms.push({
        kind: 'huge field',
        label: `huge field ${name} (${hugeBytes} chars)`,
        fields: [{ name, value: huge }],
        file,
        statuses: [400, 413],
      });
  }
  return forms;
}
