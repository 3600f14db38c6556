import secureJson from 'secure-json-parse';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { boqNodeUpdateSchema } from '@vendoc/contract/boqs';
import { clientCreateSchema } from '@vendoc/contract/clients';
import { dunningUpdateSchema, wageRateInputSchema } from '@vendoc/contract/company';
import { constructionNoteCreateSchema } from '@vendoc/contract/construction-notes';
import { orderDocumentCreateSchema, orderDocumentUpdateSchema } from '@vendoc/contract/order-documents';
import { badBodies, createRandom, sampleCases, type BadBody } from './bad-bodies';
import { badForms, badTextValues } from './bad-texts';
import type { JsonSchema } from './schema-samples';

// Real request schemas of the contract, as the OpenAPI document shows them: every case must fail their parse.
const SCHEMAS = {
  clientCreate: clientCreateSchema,
  boqNodeUpdate: boqNodeUpdateSchema,
  dunningUpdate: dunningUpdateSchema,
  wageRate: wageRateInputSchema,
  constructionNoteCreate: constructionNoteCreateSchema,
  orderDocumentCreate: orderDocumentCreateSchema,
  orderDocumentUpdate: orderDocumentUpdateSchema,
};

const jsonSchemaOf = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;

/** Why the server refuses the body without reading the schema, or null when only the schema refuses it. */
function refusedBeforeTheSchema(found: BadBody): string | null {
  if (found.contentType !== 'application/json') return 'media type';
  if (Buffer.byteLength(found.body) > 1024 * 1024) return 'body limit';
  try {
    secureJson.parse(found.body, undefined, { protoAction: 'error', constructorAction: 'error' });
    return null;
  } catch {
    return 'JSON parser';
  }
}

describe('badBodies', () => {
  it.each(Object.entries(SCHEMAS))('makes only bodies that %s refuses', (_name, schema) => {
    const cases = badBodies(jsonSchemaOf(schema), 7, { depth: 200, hugeBytes: 1_100_000 });
    expect(new Set(cases.map((found) => found.kind)).size).toBeGreaterThanOrEqual(7);
    for (const found of cases) {
      const reason = refusedBeforeTheSchema(found);
      if (reason === null) {
        expect(found.statuses, found.label).toContain(400);
        expect(schema.safeParse(JSON.parse(found.body)).success, found.label).toBe(false);
      } else if (reason === 'JSON parser') {
        expect(['malformed JSON', 'prototype key'], found.label).toContain(found.kind);
      } else if (reason === 'body limit') {
        expect(found.statuses, found.label).toContain(413);
      } else {
        expect(found.kind, found.label).toBe('wrong content-type');
      }
    }
  });

  it('names the field of each case, and covers every kind on a body with numbers and decimals', () => {
    const cases = badBodies(jsonSchemaOf(dunningUpdateSchema), 1, { depth: 50 });
    const labels = cases.map((found) => found.label);
    expect(labels).toEqual(
      expect.arrayContaining([
        'wrong type at levels.0.level: null',
        'out of range at levels.0.level: 4',
        'out of range at levels.0.level: 1e309',
        'out of range at version: 2147483648',
        'out of range at version: 9007199254740993',
        'number-like string at levels.0.fee: "NaN"',
        'missing required version',
        'malformed JSON: ""',
        'wrong content-type application/xml',
      ]),
    );
    expect(
      cases.find((found) => found.label === 'out of range at version: 9007199254740993')?.body,
    ).toContain('"version":9007199254740993');
    expect(cases.filter((found) => found.kind === 'deep nesting').length).toBeGreaterThanOrEqual(2);
    expect(cases.find((found) => found.kind === 'prototype key')?.body).toMatch(/^\{"__proto__":/);
  });

  it('gives the same cases for the same seed, and other choices for another', () => {
    const schema = jsonSchemaOf(clientCreateSchema);
    expect(badBodies(schema, 42)).toEqual(badBodies(schema, 42));
    expect(badBodies(schema, 42).map((found) => found.body)).not.toEqual(
      badBodies(schema, 43).map((found) => found.body),
    );
    const [first, second] = [createRandom(5), createRandom(5)];
    expect([first(), first(), first()]).toEqual([second(), second(), second()]);
  });

  it('samples every kind, at most n each', () => {
    const cases = badBodies(jsonSchemaOf(orderDocumentUpdateSchema), 3);
    const sampled = sampleCases(cases, 2, 3);
    const kinds = new Set(cases.map((found) => found.kind));
    expect(new Set(sampled.map((found) => found.kind))).toEqual(kinds);
    for (const kind of kinds)
      expect(sampled.filter((found) => found.kind === kind).length).toBeLessThanOrEqual(2);
    expect(sampleCases(cases, 2, 3)).toEqual(sampled);
  });
});

describe('badTextValues', () => {
  it('refuses numbers out of range, words for numbers and values beyond maxLength', () => {
    const limit = badTextValues({ default: 50, type: 'integer', minimum: 1, maximum: 200 }, 1).map(
      (v) => v.value,
    );
    expect(limit).toEqual(expect.arrayContaining(['abc', '1.5', '0', '201', '1e309', 'NaN']));
    expect(limit).not.toContain('200');
    const text = badTextValues({ type: 'string', maxLength: 200 }, 1).map((v) => v.value);
    expect(text.map((value) => [...value].length)).toContain(201);
    expect(text.every((value) => value.length > 200)).toBe(true);
    const kinds = badTextValues({ type: 'string', enum: ['private', 'commercial'] }, 1).map((v) => v.value);
    expect(kinds).toEqual(expect.arrayContaining(['privatex', 'PRIVATE']));
  });

  it('makes upload forms without the file, and with bad and huge fields before it', () => {
    const forms = badForms(
      {
        anyOf: [
          {
            type: 'object',
            properties: {
              kind: { type: 'string', enum: ['tender', 'offer'] },
              note: { type: 'string' },
              file: { type: 'string', format: 'binary' },
            },
            required: ['file'],
          },
          { type: 'null' },
        ],
      },
      1,
      100,
    );
    const labels = forms.map((form) => form.label);
    expect(labels[0]).toBe('missing file file');
    expect(labels).toEqual(
      expect.arrayContaining([
        'bad field kind: "abc"',
        'bad field kind: "tenderx"',
        'huge field kind (100 chars)',
      ]),
    );
    // A text without limits takes anything: no case for `note`.
    expect(labels.filter((label) => label.includes('note'))).toEqual([]);
    expect(forms.filter((form) => form.kind !== 'missing file').every((form) => form.file === 'file')).toBe(
      true,
    );
  });
});
