import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NUL_MESSAGE, SURROGATE_MESSAGE } from '../lib/text-validity';
import { postImport, sample } from '../modules/boqs/boqs-test-support';
import { seedProject } from '../modules/files/files-test-support';
import { databaseFingerprint } from '../test/database-fingerprint';
import { call, seedTenant, type Tenant } from '../test/tenant-fixtures';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let tenant: Tenant;
let projectId: string;

beforeAll(async () => {
  t = await createTestApp();
  tenant = await seedTenant(t);
  projectId = await seedProject(t.db, tenant.companyId);
});
afterAll(async () => {
  await t?.close();
});

const NUL = 'a\u0000b';
const LONE_SURROGATE = '\ud800x';

function expectRefused(response: LightMyRequestResponse, path: string, message: string) {
  expect(response.statusCode, response.body).toBe(400);
  expect(response.headers['content-type']).toContain('application/problem+json');
  expect(response.json()).toMatchObject({
    type: 'https://vendoc.app/problems/validation',
    status: 400,
    errors: expect.arrayContaining([{ path, message }]),
  });
}

/** The request is refused naming the field, and the database is exactly as before. */
async function expectRefusedAndNothingStored(
  send: () => Promise<LightMyRequestResponse>,
  path: string,
  message: string,
) {
  const before = await databaseFingerprint(t.db);
  expectRefused(await send(), path, message);
  expect(await databaseFingerprint(t.db)).toEqual(before);
}

describe('text input: NUL and lone surrogates are refused with 400 naming the field', () => {
  it('refuses a NUL in a client name (was a 500 from PostgreSQL)', async () => {
    await expectRefusedAndNothingStored(
      () =>
        call(t, {
          method: 'POST',
          url: '/api/v1/clients',
          as: tenant.office,
          body: { kind: 'private', name: NUL },
        }),
      'name',
      NUL_MESSAGE,
    );
  });

  it('refuses a lone surrogate in a BoQ name (was a 500: "invalid input syntax for type json")', async () => {
    await expectRefusedAndNothingStored(
      () =>
        call(t, {
          method: 'POST',
          url: `/api/v1/projects/${projectId}/boqs`,
          as: tenant.office,
          body: { name: LONE_SURROGATE, kind: 'offer' },
        }),
      'name',
      SURROGATE_MESSAGE,
    );
  });

  it('refuses a lone low surrogate and a NUL in the own profile, naming both fields', async () => {
    const response = await call(t, {
      method: 'PATCH',
      url: '/api/v1/me',
      as: tenant.fitter,
      body: { displayName: 'x\udc00', email: NUL, version: 1 },
    });
    expectRefused(response, 'displayName', SURROGATE_MESSAGE);
    expectRefused(response, 'email', NUL_MESSAGE);
  });

  it('names nested fields with their dotted path, object keys included', async () => {
    await expectRefusedAndNothingStored(
      () =>
        call(t, {
          method: 'POST',
          url: '/api/v1/quantity-survey-templates',
          as: tenant.office,
          body: {
            name: 'Raum',
            parameters: [],
            lines: [
              { marker: '', text: 'Wand', expression: '1' },
              { marker: '', text: NUL, expression: '2' },
            ],
          },
        }),
      'lines.1.text',
      NUL_MESSAGE,
    );
    const key = await call(t, {
      method: 'POST',
      url: '/api/v1/clients',
      as: tenant.office,
      body: { kind: 'private', name: 'Anna', ['x\u0000y']: 1 },
    });
    expectRefused(key, 'x\uFFFDy', NUL_MESSAGE);
  });

  it('refuses a NUL in a query string parameter and in a path parameter', async () => {
    expectRefused(
      await call(t, { method: 'GET', url: '/api/v1/clients?q=a%00b', as: tenant.office }),
      'q',
      NUL_MESSAGE,
    );
    expectRefused(
      await call(t, { method: 'GET', url: '/api/v1/clients/a%00b', as: tenant.office }),
      'id',
      NUL_MESSAGE,
    );
  });

  it('refuses a NUL in a multipart text field of a GAEB import and stores no BoQ', async () => {
    await expectRefusedAndNothingStored(
      () =>
        postImport(
          t,
          tenant.office,
          projectId,
          { name: 'boq.x83', content: sample('boq.x83') },
          { name: NUL },
        ),
      'name',
      NUL_MESSAGE,
    );
  });

  it('keeps valid text with characters beyond the BMP (surrogate pairs) exactly', async () => {
    const name = 'Müller & Söhne 𝔘 🏗️ Bau';
    const response = await call(t, {
      method: 'POST',
      url: '/api/v1/clients',
      as: tenant.office,
      body: { kind: 'private', name },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ name });
  });
});
