import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientSchema, type ClientCreate } from '@vendoc/contract/clients';
import { clients, projects } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { call, fieldErrorPaths, seedTenant, type Tenant } from '../../test/tenant-fixtures';

let t: TestApp;
let tenant: Tenant;
let other: Tenant;

beforeAll(async () => {
  t = await createTestApp();
  [tenant, other] = await Promise.all([seedTenant(t), seedTenant(t)]);
});
afterAll(async () => {
  await t?.close();
});

const PUBLIC_CLIENT: ClientCreate = {
  kind: 'public',
  name: 'Stadt Musterstadt, Hochbauamt',
  phone: '030 1234567',
  email: 'hochbau@musterstadt.de',
  leitwegId: '04011000-1234512345-06',
  paymentTerms: { daysNet: 30, cashDiscountPercent: '2.00', cashDiscountDays: 10 },
  contacts: [{ name: 'Petra Schulz', role: 'Sachbearbeiterin', phone: '030 1234568', email: '' }],
  addresses: [
    { kind: 'billing', street: 'Rathausplatz 1', postalCode: '12345', city: 'Musterstadt', country: 'DE' },
  ],
};

async function createClient(as: Tenant['admin'], body: ClientCreate = PUBLIC_CLIENT) {
  const response = await call(t, { method: 'POST', url: '/api/v1/clients', as, body });
  expect(response.statusCode, response.body).toBe(201);
  return clientSchema.parse(response.json());
}

async function clientCount(companyId: string) {
  const rows = await t.db.select({ n: count() }).from(clients).where(eq(clients.companyId, companyId));
  return rows[0]?.n ?? 0;
}

describe('POST /api/v1/clients', () => {
  it('creates a client with the next customer number and returns it in the API shape', async () => {
    const first = await createClient(tenant.office);
    const second = await createClient(tenant.admin, { kind: 'private', name: 'Anna Berger' });
    expect(first).toMatchObject({
      number: 'K-00001',
      kind: 'public',
      name: 'Stadt Musterstadt, Hochbauamt',
      leitwegId: '04011000-1234512345-06',
      paymentTerms: { daysNet: 30, cashDiscountPercent: '2.00', cashDiscountDays: 10 },
      contacts: [{ name: 'Petra Schulz', role: 'Sachbearbeiterin' }],
      addresses: [{ kind: 'billing', city: 'Musterstadt', label: '' }],
      projectCount: 0,
      version: 1,
    });
    expect(second).toMatchObject({ number: 'K-00002', salutation: null, paymentTerms: null, contacts: [] });
    const fetched = await call(t, { method: 'GET', url: `/api/v1/clients/${first.id}`, as: tenant.fitter });
    expect(fetched.json()).toEqual(first);
  });

  it('refuses invalid input with field errors and stores nothing', async () => {
    const before = await clientCount(tenant.companyId);
    const invalid = await call(t, {
      method: 'POST',
      url: '/api/v1/clients',
      as: tenant.admin,
      body: { kind: 'mayor', name: '', email: 'no-mail', contacts: [{ name: '' }] },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.headers['content-type']).toContain('application/problem+json');
    expect(fieldErrorPaths(invalid)).toEqual(['contacts.0.name', 'email', 'kind', 'name']);

    const rules = await call(t, {
      method: 'POST',
      url: '/api/v1/clients',
      as: tenant.admin,
      body: {
        ...PUBLIC_CLIENT,
        kind: 'commercial',
        paymentTerms: { daysNet: 7, cashDiscountPercent: '3', cashDiscountDays: 14 },
      },
    });
    expect(rules.statusCode).toBe(400);
    expect(fieldErrorPaths(rules)).toEqual(['leitwegId', 'paymentTerms.cashDiscountDays']);

    const halfSkonto = await call(t, {
      method: 'POST',
      url: '/api/v1/clients',
      as: tenant.admin,
      body: {
        kind: 'private',
        name: 'X',
        paymentTerms: { daysNet: 7, cashDiscountPercent: '3', cashDiscountDays: null },
      },
    });
    expect(fieldErrorPaths(halfSkonto)).toEqual(['paymentTerms.cashDiscountDays']);
    expect(await clientCount(tenant.companyId)).toBe(before);
  });

  it('lets office users and administrators create clients, not fitters', async () => {
    const refused = await call(t, {
      method: 'POST',
      url: '/api/v1/clients',
      as: tenant.fitter,
      body: PUBLIC_CLIENT,
    });
    expect(refused.statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/v1/clients', payload: PUBLIC_CLIENT });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('PUT /api/v1/clients/{id}', () => {
  it('replaces the data, bumps the version and keeps the number', async () => {
    const client = await createClient(tenant.admin);
    const response = await call(t, {
      method: 'PUT',
      url: `/api/v1/clients/${client.id}`,
      as: tenant.office,
      body: { ...PUBLIC_CLIENT, name: 'Stadt Musterstadt', leitwegId: null, version: client.version },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      number: client.number,
      name: 'Stadt Musterstadt',
      leitwegId: null,
      version: 2,
    });
  });

  it('answers a stale version with 409 and the current client', async () => {
    const client = await createClient(tenant.admin);
    const update = (name: string) =>
      call(t, {
        method: 'PUT',
        url: `/api/v1/clients/${client.id}`,
        as: tenant.admin,
        body: { ...PUBLIC_CLIENT, name, version: 1 },
      });
    expect((await update('Erste Änderung')).statusCode).toBe(200);
    const stale = await update('Zweite Änderung');
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      type: 'https://vendoc.app/problems/conflict',
      current: { id: client.id, name: 'Erste Änderung', version: 2 },
    });
  });

  it('refuses bad input, fitters, unknown ids and invalid ids', async () => {
    const client = await createClient(tenant.admin);
    const url = `/api/v1/clients/${client.id}`;
    const bad = await call(t, {
      method: 'PUT',
      url,
      as: tenant.admin,
      body: { ...PUBLIC_CLIENT, version: 0 },
    });
    expect(fieldErrorPaths(bad)).toEqual(['version']);
    const fitter = await call(t, {
      method: 'PUT',
      url,
      as: tenant.fitter,
      body: { ...PUBLIC_CLIENT, version: 1 },
    });
    expect(fitter.statusCode).toBe(403);
    const unknown = await call(t, {
      method: 'PUT',
      url: '/api/v1/clients/00000000-0000-4000-8000-000000000000',
      as: tenant.admin,
      body: { ...PUBLIC_CLIENT, version: 1 },
    });
    expect(unknown.statusCode).toBe(404);
    const invalidId = await call(t, { method: 'GET', url: '/api/v1/clients/42', as: tenant.admin });
    expect(invalidId.statusCode).toBe(400);
    const stored = await call(t, { method: 'GET', url, as: tenant.admin });
    expect(stored.json()).toMatchObject({ version: 1, name: PUBLIC_CLIENT.name });
  });
});

describe('the construction invoice codes of a client profile', () => {
  it('are off unless asked for, kept by a PUT with the version, and only a boolean', async () => {
    const client = await createClient(tenant.office);
    expect(client.constructionInvoiceCodes).toBe(false);
    const url = `/api/v1/clients/${client.id}`;
    const put = (constructionInvoiceCodes: unknown, version: number) =>
      call(t, {
        method: 'PUT',
        url,
        as: tenant.office,
        body: { ...PUBLIC_CLIENT, constructionInvoiceCodes, version },
      });
    const on = await put(true, 1);
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json()).toMatchObject({ constructionInvoiceCodes: true, version: 2 });
    expect((await call(t, { method: 'GET', url, as: tenant.fitter })).json()).toMatchObject({
      constructionInvoiceCodes: true,
    });
    const bad = await put('ja', 2);
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['content-type']).toContain('application/problem+json');
    expect(fieldErrorPaths(bad)).toEqual(['constructionInvoiceCodes']);
    expect((await call(t, { method: 'GET', url, as: tenant.office })).json()).toMatchObject({
      constructionInvoiceCodes: true,
      version: 2,
    });
    const created = await createClient(tenant.office, { ...PUBLIC_CLIENT, constructionInvoiceCodes: true });
    expect(created.constructionInvoiceCodes).toBe(true);
    const before = await clientCount(tenant.companyId);
    const refused = await call(t, {
      method: 'POST',
      url: '/api/v1/clients',
      as: tenant.office,
      body: { ...PUBLIC_CLIENT, constructionInvoiceCodes: 1 },
    });
    expect(fieldErrorPaths(refused)).toEqual(['constructionInvoiceCodes']);
    expect(await clientCount(tenant.companyId)).toBe(before);
  });
});

describe('DELETE /api/v1/clients/{id}', () => {
  it('refuses to delete a client projects use, with a clear message, and deletes it once they are gone', async () => {
    const client = await createClient(tenant.admin);
    const inserted = await t.db
      .insert(projects)
      .values(
        [1, 2].map((n) => ({
          companyId: tenant.companyId,
          number: `X-${client.id}-${n}`,
          name: `Projekt ${n}`,
          clientId: client.id,
          status: 'order' as const,
          contractType: 'unit_price' as const,
        })),
      )
      .returning({ id: projects.id });
    const url = `/api/v1/clients/${client.id}`;
    expect((await call(t, { method: 'GET', url, as: tenant.admin })).json()).toMatchObject({
      projectCount: 2,
    });

    const refused = await call(t, { method: 'DELETE', url, as: tenant.office });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      detail: 'Der Kunde wird von 2 Projekten verwendet und kann nicht gelöscht werden.',
    });

    await t.db.delete(projects).where(eq(projects.id, inserted[1]?.id ?? ''));
    const single = await call(t, { method: 'DELETE', url, as: tenant.office });
    expect(single.json()).toMatchObject({
      detail: 'Der Kunde wird von einem Projekt verwendet und kann nicht gelöscht werden.',
    });

    await t.db.delete(projects).where(eq(projects.clientId, client.id));
    expect((await call(t, { method: 'DELETE', url, as: tenant.fitter })).statusCode).toBe(403);
    const deleted = await call(t, { method: 'DELETE', url, as: tenant.office });
    expect(deleted.statusCode).toBe(204);
    expect((await call(t, { method: 'GET', url, as: tenant.admin })).statusCode).toBe(404);
    expect((await call(t, { method: 'DELETE', url, as: tenant.admin })).statusCode).toBe(404);
  });
});

describe('tenant isolation', () => {
  it("answers another company's client with 404 on every route and never lists it", async () => {
    const client = await createClient(tenant.admin, { kind: 'private', name: 'Nur für Mandant A' });
    const url = `/api/v1/clients/${client.id}`;
    const body = { kind: 'private', name: 'Übernommen', version: 1 };
    for (const response of [
      await call(t, { method: 'GET', url, as: other.admin }),
      await call(t, { method: 'PUT', url, as: other.admin, body }),
      await call(t, { method: 'DELETE', url, as: other.admin }),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('Nur für Mandant A');
    }
    const list = await call(t, { method: 'GET', url: '/api/v1/clients?q=mandant', as: other.admin });
    expect(list.json()).toMatchObject({ items: [], total: 0 });
    const own = await call(t, { method: 'GET', url, as: tenant.fitter });
    expect(own.json()).toMatchObject({ name: 'Nur für Mandant A', version: 1 });
  });

  it('numbers each company on its own', async () => {
    const theirs = await createClient(other.admin, { kind: 'commercial', name: 'Firma B' });
    expect(theirs.number).toBe('K-00001');
  });
});
