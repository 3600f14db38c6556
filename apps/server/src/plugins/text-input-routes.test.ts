import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projects } from '../db/schema';
import { NUL_MESSAGE, SURROGATE_MESSAGE } from '../lib/text-validity';
import { seedArticle, seedCatalog } from '../modules/catalog-positions/catalog-positions-test-support';
import { multipartBody, seedProject } from '../modules/files/files-test-support';
import {
  addLine,
  createBoq,
  createSurvey,
  insertConstruction,
  insertPhoto,
  insertTemplate,
} from '../modules/quantity-surveys/quantity-surveys-test-support';
import { databaseFingerprint } from '../test/database-fingerprint';
import { seedTenant, type Tenant } from '../test/tenant-fixtures';
import { createTestApp, type TestApp } from '../test/test-app';
import { stringPaths, valueWithStringAt, type JsonSchema } from '../test/schema-samples';

interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  parameters?: { in: string; name: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}

let t: TestApp;
let tenant: Tenant;
let operations: Operation[];
/** Real ids of one company's records, so that every request addresses something that exists. */
const ids: Record<string, string> = {};
const UNKNOWN = '00000000-0000-4000-8000-00000000000f';

beforeAll(async () => {
  t = await createTestApp();
  tenant = await seedTenant(t);
  const { companyId } = tenant;
  const projectId = await seedProject(t.db, companyId);
  const [project] = await t.db.select().from(projects).where(eq(projects.id, projectId));
  const boq = await createBoq(t, tenant.office, projectId, {
    items: [{ shortText: 'Wand', qty: '10.000', unit: 'm2' }],
  });
  const constructionId = await insertConstruction(t.db, companyId, projectId);
  const survey = await createSurvey(t, tenant.office, {
    projectId,
    constructionId,
    boqId: boq.id,
    name: 'A',
  });
  const sheetId = survey.sheets[0]!.id;
  const line = await addLine(t, tenant.office, survey.id, { sheetId, oz: null, text: 'x', expression: '1' });
  const catalogId = await seedCatalog(t.db, companyId);
  Object.assign(ids, {
    projectId,
    clients: project!.clientId,
    projects: projectId,
    boqId: boq.id,
    nodeId: [...boq.items.values()][0]!,
    constructions: constructionId,
    'quantity-surveys': survey.id,
    sheetId,
    lineId: line.id,
    'quantity-survey-templates': await insertTemplate(t.db, companyId, {
      name: 'Raum',
      parameters: [],
      lines: [{ marker: '', text: 'Wand', formulaNumber: 0, expression: '1' }],
    }),
    serviceCatalogId: catalogId,
    articleId: await seedArticle(t.db, companyId, catalogId, {
      number: 'A-1',
      shortText: 'Gipskarton',
      unit: 'm2',
      purchasePrice: '3.20',
    }),
    users: tenant.fitter.userId,
    files: await insertPhoto(t.db, companyId, projectId, tenant.office.userId),
    kind: 'client',
  });
  const document = await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
  const paths = document.json<{ paths: Record<string, Record<string, Omit<Operation, 'method' | 'path'>>> }>()
    .paths;
  operations = Object.entries(paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(([method, operation]) => ({
      ...operation,
      method: method.toUpperCase() as Operation['method'],
      path,
    })),
  );
});
afterAll(async () => {
  await t?.close();
});

/** The URL of an operation with real ids (by name, `{id}` by the collection before it) and `bad` in `badParam`. */
function urlOf(operation: Operation, badParam?: string, bad?: string): string {
  return operation.path.replace(/\{([^}]+)\}/g, (_match, name: string, offset: number) => {
    if (name === badParam) return encodeURIComponent(bad ?? '');
    const collection = operation.path.slice(0, offset).split('/').at(-2) ?? '';
    return encodeURIComponent(ids[name === 'id' ? collection : name] ?? UNKNOWN);
  });
}

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
