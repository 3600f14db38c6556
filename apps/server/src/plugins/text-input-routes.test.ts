import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NUL_MESSAGE, SURROGATE_MESSAGE } from '../lib/text-validity';
import { multipartBody } from '../modules/files/files-test-support';
import { operationUrl, startApiUnderTest, type Operation } from '../test/api-operations';
import { databaseFingerprint } from '../test/database-fingerprint';
import type { Tenant } from '../test/tenant-fixtures';
import type { TestApp } from '../test/test-app';
import { stringPaths, valueWithStringAt } from '../test/schema-samples';

let t: TestApp;
let tenant: Tenant;
let operations: Operation[];
/** Real ids of one company's records, so that every request addresses something that exists. */
let ids: Record<string, string> = {};

beforeAll(async () => {
  ({ t, tenant, ids, operations } = await startApiUnderTest());
});
afterAll(async () => {
  await t?.close();
});

const urlOf = (operation: Operation, badParam?: string, bad?: string) =>
  operationUrl(operation, ids, badParam, bad);

/** JSON bodies of numbers only (a version, a level): nothing to refuse there. */
const WITHOUT_TEXT = new Set([
  'POST /api/v1/order-documents/{id}/issue',
  'POST /api/v1/order-documents/{id}/reminders',
]);

const BAD_TEXTS = [
  { label: 'NUL', text: 'a\u0000b', message: NUL_MESSAGE },
  { label: 'lone surrogate', text: '\ud800x', message: SURROGATE_MESSAGE },
];

function expectFieldError(body: string, status: number, path: string, message: string, what: string) {
  expect(status, `${what}: ${body}`).toBe(400);
  expect(JSON.parse(body), what).toMatchObject({
    type: 'https://vendoc.app/problems/validation',
    errors: expect.arrayContaining([{ path, message }]),
  });
}

describe('every route refuses NUL and lone surrogates in its texts, naming the field, storing nothing', () => {
  it('reads the whole API from the OpenAPI document', () => {
    const count = (has: (operation: Operation) => boolean) => operations.filter(has).length;
    expect(count((operation) => !!operation.requestBody?.content['application/json'])).toBeGreaterThan(40);
    expect(count((operation) => !!operation.requestBody?.content['multipart/form-data'])).toBeGreaterThan(4);
    expect(count((operation) => !!operation.parameters?.some((p) => p.in === 'query'))).toBeGreaterThan(15);
  });

  it('refuses them in every string field of every JSON body', async () => {
    const before = await databaseFingerprint(t.db);
    let checked = 0;
    for (const operation of operations) {
      const schema = operation.requestBody?.content['application/json']?.schema;
      if (schema === undefined) continue;
      const fields = stringPaths(schema);
      if (WITHOUT_TEXT.has(`${operation.method} ${operation.path}`)) {
        expect(fields, `${operation.method} ${operation.path} has no text fields`).toEqual([]);
        continue;
      }
      expect(fields.length, `${operation.method} ${operation.path} has text fields`).toBeGreaterThan(0);
      for (const field of fields) {
        for (const bad of BAD_TEXTS) {
          const response = await t.app.inject({
            method: operation.method,
            url: urlOf(operation),
            headers: { ...tenant.admin.headers, 'content-type': 'application/json' },
            payload: JSON.stringify(valueWithStringAt(schema, field, bad.text)),
          });
          const what = `${operation.method} ${operation.path} ${field.join('.')} (${bad.label})`;
          expectFieldError(response.body, response.statusCode, field.join('.'), bad.message, what);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(500);
    expect(await databaseFingerprint(t.db)).toEqual(before);
  });

  it('refuses a NUL in every query string and path parameter', async () => {
    const before = await databaseFingerprint(t.db);
    let checked = 0;
    for (const operation of operations) {
      for (const parameter of operation.parameters ?? []) {
        if (parameter.in !== 'query' && parameter.in !== 'path') continue;
        const url =
          parameter.in === 'path'
            ? urlOf(operation, parameter.name, 'a\u0000b')
            : `${urlOf(operation)}?${encodeURIComponent(parameter.name)}=a%00b`;
        const response = await t.app.inject({
          method: operation.method,
          url,
          headers: {
            ...tenant.admin.headers,
            ...(operation.requestBody ? { 'content-type': 'application/json' } : {}),
          },
          ...(operation.requestBody ? { payload: '{}' } : {}),
        });
        const what = `${operation.method} ${url}`;
        expectFieldError(response.body, response.statusCode, parameter.name, NUL_MESSAGE, what);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(100);
    expect(await databaseFingerprint(t.db)).toEqual(before);
  });

  it('refuses them in every text field of every multipart upload', async () => {
    const before = await databaseFingerprint(t.db);
    let checked = 0;
    for (const operation of operations) {
      const form = operation.requestBody?.content['multipart/form-data']?.schema;
      const object = form?.anyOf?.find((option) => option.properties) ?? form;
      const properties = Object.entries(object?.properties ?? {});
      const fileField = properties.find(([, schema]) => JSON.stringify(schema).includes('"binary"'))?.[0];
      for (const [name, schema] of properties) {
        if (name === fileField || JSON.stringify(schema).includes('"binary"')) continue;
        // Multipart fields arrive as UTF-8 bytes, which cannot carry a lone surrogate: NUL is what gets through.
        for (const bad of BAD_TEXTS.slice(0, 1)) {
          const body = multipartBody([
            { name, content: bad.text },
            { name: fileField ?? 'file', filename: 'a.x83', content: '<GAEB/>' },
          ]);
          const response = await t.app.inject({
            method: operation.method,
            url: urlOf(operation),
            headers: { ...tenant.admin.headers, ...body.headers },
            payload: body.payload,
          });
          const what = `${operation.method} ${operation.path} ${name} (${bad.label})`;
          expectFieldError(response.body, response.statusCode, name, bad.message, what);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(5);
    expect(await databaseFingerprint(t.db)).toEqual(before);
  });
});
