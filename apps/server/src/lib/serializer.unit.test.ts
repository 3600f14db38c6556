import type { FastifyRouteSchemaDef } from 'fastify/types/schema';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { clientListSchema, type Client } from '@vendoc/contract/clients';
import { compileZodSerializer, createSerializerCompiler } from './serializer';

const route = (schema: z.ZodType) =>
  ({ schema, method: 'GET', url: '/things', httpStatus: '200' }) as FastifyRouteSchemaDef<unknown>;

const client: Client = {
  id: '0b6f5b8e-4a0e-4d7e-9c57-7a3a3f1f2d10',
  number: 'K-1001',
  kind: 'public',
  name: 'Stadt "Musterhausen" \u2028 Bauamt',
  salutation: null,
  phone: '040 123',
  email: null,
  notes: 'Zeile 1\nZeile 2 \u00e4\u00f6\u00fc',
  leitwegId: '04011000-1234512345-06',
  paymentTerms: { daysNet: 30, cashDiscountPercent: '2.5', cashDiscountDays: 10, retentionPercent: null },
  reverseCharge: false,
  constructionInvoiceCodes: true,
  contacts: [{ name: 'Erika', role: '', phone: '', email: 'erika@example.com' }],
  addresses: [
    { kind: 'billing', label: '', street: 'Weg 1', postalCode: '12345', city: 'Ort', country: 'DE' },
  ],
  projectCount: 3,
  version: 2,
  createdAt: '2026-11-22T09:30:00.000Z',
  updatedAt: '2026-11-22T09:30:00.000Z',
};

describe('compiled response serialisers', () => {
  it('compile the clients list and write it exactly as zod + JSON.stringify, unknown keys stripped', () => {
    const stringify = createSerializerCompiler({ check: true })(route(clientListSchema));
    const page = {
      items: [
        { ...client, searchText: 'secret', cursorValues: '["x"]' },
        { ...client, paymentTerms: null },
      ],
      nextCursor: null,
      total: 2,
      extra: true,
    };
    const json = stringify(page);
    expect(JSON.parse(json)).toEqual({
      items: [client, { ...client, paymentTerms: null }],
      nextCursor: null,
      total: 2,
    });
    expect(typeof compileZodSerializer(clientListSchema)).toBe('function');
  });

  it('throw in check mode when the compiled output differs from zod', () => {
    // zod trims on encode too; the compiled serialiser writes the string as it is.
    const schema = z.object({ name: z.string().trim() });
    expect(createSerializerCompiler({ check: false })(route(schema))({ name: ' a ' })).toBe('{"name":" a "}');
    expect(() => createSerializerCompiler({ check: true })(route(schema))({ name: ' a ' })).toThrow(
      /compiled serialiser of GET \/things 200 differs/,
    );
  });

  it('keep the zod serialiser for a schema it cannot write faithfully, and say why', () => {
    const schema = z.object({
      shape: z.discriminatedUnion('kind', [
        z.object({ kind: z.literal('circle'), radius: z.number() }),
        z.object({ kind: z.literal('square'), side: z.number() }),
      ]),
    });
    expect(compileZodSerializer(schema)).toEqual({ fallback: expect.stringMatching(/anyOf|oneOf/) });
    const fallbacks: string[] = [];
    const stringify = createSerializerCompiler({
      check: false,
      onFallback: (where, reason) => fallbacks.push(`${where}: ${reason}`),
    })(route(schema));
    expect(stringify({ shape: { kind: 'square', side: 2, colour: 'red' } })).toBe(
      '{"shape":{"kind":"square","side":2}}',
    );
    expect(fallbacks).toEqual([expect.stringMatching(/^GET \/things 200: /)]);
    // The zod serialiser still refuses what its schema refuses.
    expect(() => stringify({ shape: { kind: 'triangle' } })).toThrow();
    expect(compileZodSerializer(z.object({ at: z.date() }))).toEqual({ fallback: expect.any(String) });
    // fast-json-stringify would write the required `b` before the optional `a`.
    const optionalFirst = z.object({ a: z.string().optional(), b: z.string() });
    expect(compileZodSerializer(optionalFirst)).toEqual({ fallback: expect.stringMatching(/optional/) });
    expect(createSerializerCompiler({ check: true })(route(optionalFirst))({ a: 'x', b: 'y' })).toBe(
      '{"a":"x","b":"y"}',
    );
  });

  it('are checked under Vitest', () => {
    expect(process.env['NODE_ENV']).toBe('test');
  });
});
