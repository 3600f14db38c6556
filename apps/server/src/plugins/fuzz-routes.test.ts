import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody } from '../modules/files/files-test-support';
import { operationUrl, startApiUnderTest, type Operation } from '../test/api-operations';
import { badBodies, createRandom, sampleCases } from '../test/bad-bodies';
import { badForms, badTextValues } from '../test/bad-texts';
import { databaseFingerprint } from '../test/database-fingerprint';
import type { Tenant } from '../test/tenant-fixtures';
import type { TestApp } from '../test/test-app';

// The short run of issue 19's fuzzing (bench/lib/fuzz.mjs has the long one): a fixed seed, a few cases of each
// kind per operation. A failure prints the seed and the case's label: badBodies(schema, SEED) gives it again.
const SEED = 19;
const PER_KIND = 2;
const VALUES_PER_PARAMETER = 3;

let t: TestApp;
let tenant: Tenant;
let operations: Operation[];
/** Real ids of one company's records, so that a refusal is the validation's and not a 404. */
let ids: Record<string, string> = {};

beforeAll(async () => {
  ({ t, tenant, ids, operations } = await startApiUnderTest());
});
afterAll(async () => {
  await t?.close();
});

const nameOf = (operation: Operation) => `${operation.method} ${operation.path}`;

/**
 * Whether a validation error at `errorPath` names the field at `target`, a field enclosing it or one inside it.
 * The designer's template errors write indexes in brackets (`elements[0].x`, for people): read as `elements.0.x`.
 */
function names(errorPath: string, target: string) {
  const path = errorPath.replace(/\[(\d+)\]/g, '.$1');
  if (path === target) return true;
  return path !== '' && target !== '' && (target.startsWith(`${path}.`) || path.startsWith(`${target}.`));
}

/**
 * Why the response is not a proper refusal (a status of `statuses`, problem+json with a title, no stack trace,
 * and a validation problem naming `errorPath` when one is given), or null when it is.
 */
function faultOf(response: LightMyRequestResponse, statuses: readonly number[], errorPath: string | null) {
  const fault = (reason: string) => `${reason}: ${response.statusCode} ${response.body.slice(0, 300)}`;
  if (!statuses.includes(response.statusCode)) return fault(`status not ${statuses.join('/')}`);
  if (!String(response.headers['content-type']).startsWith('application/problem+json'))
    return fault(`content-type ${response.headers['content-type']}`);
  const body = response.json<{ title?: unknown; type?: string; errors?: { path: string }[] }>();
  if (typeof body.title !== 'string' || body.title === '') return fault('no title');
  if ('stack' in body || /\n\s+at /.test(response.body)) return fault('a stack trace');
  if (errorPath !== null && body.type?.endsWith('/validation') && body.errors) {
    if (!body.errors.some((error) => names(error.path, errorPath)))
      return fault(`does not name ${errorPath}`);
  }
  return null;
}

describe(`every operation refuses bad input with a 4xx problem and stores nothing (seed ${SEED})`, () => {
  it('refuses bad JSON bodies: wrong types, huge strings, deep nesting, out of range, prototype keys, …', async () => {
    const before = await databaseFingerprint(t.db);
    const faults: string[] = [];
    let checked = 0;
    for (const operation of operations) {
      const schema = operation.requestBody?.content['application/json']?.schema;
      if (schema === undefined) continue;
      for (const bad of sampleCases(badBodies(schema, SEED), PER_KIND, SEED)) {
        const response = await t.app.inject({
          method: operation.method,
          url: operationUrl(operation, ids),
          headers: { ...tenant.admin.headers, 'content-type': bad.contentType },
          payload: bad.body,
        });
        const fault = faultOf(response, bad.statuses, bad.errorPath);
        if (fault !== null) faults.push(`${nameOf(operation)} [seed ${SEED}] ${bad.label} -> ${fault}`);
        checked++;
      }
    }
    expect(faults).toEqual([]);
    expect(checked).toBeGreaterThan(1000);
    expect(await databaseFingerprint(t.db)).toEqual(before);
  });

  it('refuses bad query string and path values: wrong types, limits out of range, huge values', async () => {
    const before = await databaseFingerprint(t.db);
    const faults: string[] = [];
    let checked = 0;
    for (const operation of operations) {
      const json = operation.requestBody?.content['application/json'];
      for (const parameter of operation.parameters ?? []) {
        if ((parameter.in !== 'query' && parameter.in !== 'path') || parameter.schema === undefined) continue;
        // Fastify finds no route for a path parameter longer than 100 characters (a 404 before any validation).
        const values = badTextValues(parameter.schema, SEED, parameter.in === 'path' ? 100 : 6000);
        for (const bad of sampleCases(
          values.map((value) => ({ ...value, kind: 'value' })),
          VALUES_PER_PARAMETER,
          SEED,
        )) {
          const url =
            parameter.in === 'path'
              ? operationUrl(operation, ids, parameter.name, bad.value)
              : `${operationUrl(operation, ids)}?${encodeURIComponent(parameter.name)}=${encodeURIComponent(bad.value)}`;
          const response = await t.app.inject({
            method: operation.method,
            url,
            headers: { ...tenant.admin.headers, ...(json ? { 'content-type': 'application/json' } : {}) },
            ...(json ? { payload: '{}' } : {}),
          });
          const fault = faultOf(response, [400], parameter.name);
          if (fault !== null)
            faults.push(
              `${nameOf(operation)} [seed ${SEED}] ${parameter.in} ${parameter.name}=${bad.label} -> ${fault}`,
            );
          checked++;
        }
      }
    }
    expect(faults).toEqual([]);
    expect(checked).toBeGreaterThan(200);
    expect(await databaseFingerprint(t.db)).toEqual(before);
  });

  it('refuses bad uploads: no file, bad and huge text fields before the file', async () => {
    const before = await databaseFingerprint(t.db);
    const faults: string[] = [];
    const random = createRandom(SEED);
    let checked = 0;
    for (const operation of operations) {
      const schema = operation.requestBody?.content['multipart/form-data']?.schema;
      if (schema === undefined) continue;
      for (const form of sampleCases(badForms(schema, SEED), PER_KIND, SEED)) {
        const body = multipartBody([
          ...form.fields.map(({ name, value }) => ({ name, content: value })),
          ...(form.file === null
            ? []
            : [{ name: form.file, filename: `a-${random()}.x83`, content: '<GAEB/>' }]),
        ]);
        const response = await t.app.inject({
          method: operation.method,
          url: operationUrl(operation, ids),
          headers: { ...tenant.admin.headers, ...body.headers },
          payload: body.payload,
        });
        const errorPath = form.fields[0]?.name ?? null;
        const fault = faultOf(response, form.statuses, errorPath);
        if (fault !== null) faults.push(`${nameOf(operation)} [seed ${SEED}] ${form.label} -> ${fault}`);
        checked++;
      }
    }
    expect(faults).toEqual([]);
    expect(checked).toBeGreaterThan(10);
    expect(await databaseFingerprint(t.db)).toEqual(before);
  });
});
