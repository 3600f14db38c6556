import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientSchema } from '@vendoc/contract/clients';
import { companySchema, wageRateSchema, type CompanyUpdate } from '@vendoc/contract/company';
import { projectSchema } from '@vendoc/contract/projects';
import { clients, companies } from '../../db/schema';
import { createTestClock } from '../../test/test-clock';
import { createTestApp, type TestApp } from '../../test/test-app';
import { call, fieldErrorPaths, seedTenant, type Tenant } from '../../test/tenant-fixtures';

let t: TestApp;
let tenant: Tenant;
let other: Tenant;
const clock = createTestClock(new Date('2030-06-15T08:00:00Z'));

beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
  [tenant, other] = await Promise.all([seedTenant(t), seedTenant(t)]);
});
afterAll(async () => {
  await t?.close();
});

const COMPANY: CompanyUpdate = {
  name: 'Fensterbau Krüger GmbH',
  address: { street: 'Industriestraße 12', postalCode: '28199', city: 'Bremen', country: 'DE' },
  phone: '0421 987650',
  email: 'info@fensterbau-krueger.de',
  website: 'https://fensterbau-krueger.de',
  vatId: 'de 812 345 678',
  taxNumber: '60/123/45678',
  bankName: 'Sparkasse Bremen',
  iban: 'DE89 3704 0044 0532 0130 00',
  bic: 'SBREDE22XXX',
  defaultVatRate: '19.00',
  version: 1,
};

async function getCompany(as: Tenant['admin']) {
  const response = await call(t, { method: 'GET', url: '/api/v1/company', as });
  expect(response.statusCode, response.body).toBe(200);
  return companySchema.parse(response.json());
}

describe('GET /api/v1/company', () => {
  it('shows every role the company with all six number ranges, their defaults and previews', async () => {
    const company = await getCompany(tenant.fitter);
    expect(company).toMatchObject({
      id: tenant.companyId,
      logoUrl: null,
      wageRates: [],
      defaultVatRate: '19.00',
    });
    expect(company.numberRanges.map((range) => [range.kind, range.preview, range.version])).toEqual([
      ['client', 'K-00001', 1],
      ['project', 'P-00001', 1],
      ['offer', 'AN-2030-0001', 1],
      ['order_confirmation', 'AB-2030-0001', 1],
      ['delivery_note', 'LS-2030-0001', 1],
      ['invoice', 'RE-2030-0001', 1],
    ]);
  });

  it('names the logo URL once the company has a logo, changing with the logo', async () => {
    await t.db
      .update(companies)
      .set({ logoSha256: 'ab'.repeat(32), logoContentType: 'image/png' })
      .where(eq(companies.id, other.companyId));
    const company = await getCompany(other.office);
    expect(company.logoUrl).toMatch(/^\/api\/v1\/company\/logo\?v=abababababababab/);
  });
});

describe('PUT /api/v1/company', () => {
  it('lets administrators change the company data, normalising VAT id and IBAN', async () => {
    const before = await getCompany(tenant.admin);
    const response = await call(t, {
      method: 'PUT',
      url: '/api/v1/company',
      as: tenant.admin,
      body: { ...COMPANY, version: before.version },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Fensterbau Krüger GmbH',
      address: { city: 'Bremen' },
      vatId: 'DE812345678',
      iban: 'DE89370400440532013000',
      version: before.version + 1,
    });
  });

  it('answers a stale version with 409 and the current company', async () => {
    const current = await getCompany(tenant.admin);
    const stale = await call(t, {
      method: 'PUT',
      url: '/api/v1/company',
      as: tenant.admin,
      body: { ...COMPANY, name: 'Veraltet', version: current.version - 1 },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ current: { name: current.name, version: current.version } });
  });

  it('refuses bad input with field errors and office users and fitters with 403; nothing changes', async () => {
    const before = await getCompany(tenant.admin);
    const put = (as: Tenant['admin'], body: unknown) =>
      call(t, { method: 'PUT', url: '/api/v1/company', as, body });
    const bad = await put(tenant.admin, {
      ...COMPANY,
      name: '',
      email: 'keine-mail',
      iban: 'DE00',
      defaultVatRate: '19,0',
      version: before.version,
    });
    expect(fieldErrorPaths(bad)).toEqual(['defaultVatRate', 'email', 'iban', 'name']);
    expect(
      fieldErrorPaths(await put(tenant.admin, { ...COMPANY, defaultVatRate: '-7', version: before.version })),
    ).toEqual(['defaultVatRate']);
    expect((await put(tenant.office, { ...COMPANY, version: before.version })).statusCode).toBe(403);
    expect((await put(tenant.fitter, { ...COMPANY, version: before.version })).statusCode).toBe(403);
    expect(await getCompany(tenant.admin)).toEqual(before);
  });
});

describe('PUT /api/v1/company/number-ranges/{kind}', () => {
  it('changes the format of the next numbers drawn', async () => {
    const range = (await getCompany(tenant.admin)).numberRanges.find(
      (candidate) => candidate.kind === 'client',
    );
    const response = await call(t, {
      method: 'PUT',
      url: '/api/v1/company/number-ranges/client',
      as: tenant.admin,
      body: { prefix: 'KD', nextNumber: 100, padding: 3, yearlyReset: true, version: range?.version },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      kind: 'client',
      preview: 'KD2030-100',
      nextNumber: 100,
      version: 2,
    });
    const client = await call(t, {
      method: 'POST',
      url: '/api/v1/clients',
      as: tenant.office,
      body: { kind: 'private', name: 'Jana Vogel' },
    });
    expect(clientSchema.parse(client.json()).number).toBe('KD2030-100');
    const after = (await getCompany(tenant.fitter)).numberRanges.find(
      (candidate) => candidate.kind === 'client',
    );
    expect(after).toMatchObject({ nextNumber: 101, preview: 'KD2030-101', version: 3 });
  });

  it('skips numbers already issued when the next number is set back', async () => {
    const set = (version: number) =>
      call(t, {
        method: 'PUT',
        url: '/api/v1/company/number-ranges/project',
        as: tenant.admin,
        body: { prefix: 'P-', nextNumber: 1, padding: 2, yearlyReset: false, version },
      });
    expect((await set(1)).statusCode).toBe(200);
    const [client] = await t.db
      .select()
      .from(clients)
      .where(eq(clients.companyId, tenant.companyId))
      .limit(1);
    const clientId = client?.id;
    const create = async () => {
      const response = await call(t, {
        method: 'POST',
        url: '/api/v1/projects',
        as: tenant.office,
        body: { name: 'Bau', clientId },
      });
      expect(response.statusCode, response.body).toBe(201);
      return projectSchema.parse(response.json()).number;
    };
    expect([await create(), await create()]).toEqual(['P-01', 'P-02']);
    const range = (await getCompany(tenant.admin)).numberRanges.find(
      (candidate) => candidate.kind === 'project',
    );
    expect((await set(range?.version ?? 0)).statusCode).toBe(200);
    expect(await create()).toBe('P-03');
  });

  it('answers a stale version with 409 and the current range; refuses bad input, unknown kinds and non-admins', async () => {
    const url = '/api/v1/company/number-ranges/invoice';
    const body = { prefix: 'R-', nextNumber: 5, padding: 4, yearlyReset: true, version: 1 };
    expect((await call(t, { method: 'PUT', url, as: tenant.admin, body })).statusCode).toBe(200);
    const stale = await call(t, { method: 'PUT', url, as: tenant.admin, body: { ...body, prefix: 'X-' } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      current: { kind: 'invoice', prefix: 'R-', preview: 'R-2030-0005', version: 2 },
    });
    const bad = await call(t, {
      method: 'PUT',
      url,
      as: tenant.admin,
      body: { prefix: 'R <script>', nextNumber: 0, padding: 11, yearlyReset: 'yes', version: 2 },
    });
    expect(fieldErrorPaths(bad)).toEqual(['nextNumber', 'padding', 'prefix', 'yearlyReset']);
    const unknown = await call(t, {
      method: 'PUT',
      url: '/api/v1/company/number-ranges/receipt',
      as: tenant.admin,
      body,
    });
    expect(fieldErrorPaths(unknown)).toEqual(['kind']);
    expect(
      (await call(t, { method: 'PUT', url, as: tenant.office, body: { ...body, version: 2 } })).statusCode,
    ).toBe(403);
    const untouched = (await getCompany(other.admin)).numberRanges.find((range) => range.kind === 'invoice');
    expect(untouched).toMatchObject({ prefix: 'RE-', version: 1 });
  });
});

describe('wage rates', () => {
  it('are created, listed by name, changed with their version and deleted by administrators', async () => {
    const post = (name: string, hourlyRate: string) =>
      call(t, {
        method: 'POST',
        url: '/api/v1/company/wage-rates',
        as: tenant.admin,
        body: { name, hourlyRate },
      });
    const meister = wageRateSchema.parse((await post('Meister', '72.5')).json());
    const geselle = wageRateSchema.parse((await post('Geselle', '58.00')).json());
    expect(meister).toMatchObject({ name: 'Meister', hourlyRate: '72.50', version: 1 });
    expect((await getCompany(tenant.fitter)).wageRates.map((rate) => rate.name)).toEqual([
      'Geselle',
      'Meister',
    ]);

    const url = `/api/v1/company/wage-rates/${geselle.id}`;
    const updated = await call(t, {
      method: 'PUT',
      url,
      as: tenant.admin,
      body: { name: 'Geselle', hourlyRate: '59.90', version: 1 },
    });
    expect(updated.json()).toMatchObject({ hourlyRate: '59.90', version: 2 });
    const stale = await call(t, {
      method: 'PUT',
      url,
      as: tenant.admin,
      body: { name: 'Geselle', hourlyRate: '1', version: 1 },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ current: { hourlyRate: '59.90', version: 2 } });

    expect((await call(t, { method: 'DELETE', url, as: tenant.office })).statusCode).toBe(403);
    expect((await call(t, { method: 'DELETE', url, as: tenant.admin })).statusCode).toBe(204);
    expect((await call(t, { method: 'DELETE', url, as: tenant.admin })).statusCode).toBe(404);
    expect((await getCompany(tenant.admin)).wageRates.map((rate) => rate.name)).toEqual(['Meister']);
  });

  it('refuses bad input, non-admins and other companies', async () => {
    const post = (as: Tenant['admin'], body: unknown) =>
      call(t, { method: 'POST', url: '/api/v1/company/wage-rates', as, body });
    const before = (await getCompany(tenant.admin)).wageRates.length;
    expect(fieldErrorPaths(await post(tenant.admin, { name: '', hourlyRate: '12.345' }))).toEqual([
      'hourlyRate',
      'name',
    ]);
    expect(fieldErrorPaths(await post(tenant.admin, { name: 'Helfer', hourlyRate: '-1' }))).toEqual([
      'hourlyRate',
    ]);
    expect((await post(tenant.office, { name: 'Helfer', hourlyRate: '40' })).statusCode).toBe(403);
    expect((await getCompany(tenant.admin)).wageRates.length).toBe(before);

    const rate = wageRateSchema.parse(
      (await post(tenant.admin, { name: 'Helfer', hourlyRate: '40' })).json(),
    );
    const url = `/api/v1/company/wage-rates/${rate.id}`;
    const put = await call(t, {
      method: 'PUT',
      url,
      as: other.admin,
      body: { name: 'X', hourlyRate: '1', version: 1 },
    });
    expect(put.statusCode).toBe(404);
    expect((await call(t, { method: 'DELETE', url, as: other.admin })).statusCode).toBe(404);
    expect((await getCompany(other.admin)).wageRates).toEqual([]);
  });
});

describe('PUT /api/v1/company/dunning', () => {
  const LEVELS = [
    { level: 0, fee: '0.00', days: 10 },
    { level: 1, fee: '7.50', days: 7 },
    { level: 2, fee: '12.00', days: 7 },
    { level: 3, fee: '20.00', days: 5 },
  ];

  it('starts from the defaults and keeps what an administrator sets (with the company version)', async () => {
    const before = await getCompany(tenant.admin);
    expect(before.dunning).toEqual({
      levels: [
        { level: 0, fee: '0.00', days: 7 },
        { level: 1, fee: '5.00', days: 7 },
        { level: 2, fee: '10.00', days: 7 },
        { level: 3, fee: '15.00', days: 7 },
      ],
      interestPercent: null,
    });
    const response = await call(t, {
      method: 'PUT',
      url: '/api/v1/company/dunning',
      as: tenant.admin,
      body: { levels: LEVELS, interestPercent: '9.00', version: before.version },
    });
    expect(response.statusCode, response.body).toBe(200);
    const after = companySchema.parse(response.json());
    expect(after.dunning).toEqual({ levels: LEVELS, interestPercent: '9.00' });
    expect(after.version).toBe(before.version + 1);
    expect((await getCompany(tenant.office)).dunning.levels[1]?.fee).toBe('7.50');
    // the other company keeps its defaults
    expect((await getCompany(other.admin)).dunning.interestPercent).toBeNull();
  });

  it('answers a stale version with 409, bad levels with 400 at the field, and lets only administrators', async () => {
    const company = await getCompany(tenant.admin);
    const stale = await call(t, {
      method: 'PUT',
      url: '/api/v1/company/dunning',
      as: tenant.admin,
      body: { levels: LEVELS, interestPercent: null, version: company.version - 1 },
    });
    expect(stale.statusCode).toBe(409);
    const bad = await call(t, {
      method: 'PUT',
      url: '/api/v1/company/dunning',
      as: tenant.admin,
      body: {
        levels: [LEVELS[1], LEVELS[0], LEVELS[2], { ...LEVELS[3], fee: '-1' }],
        interestPercent: 'viel',
        version: company.version,
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(fieldErrorPaths(bad)).toEqual(expect.arrayContaining(['interestPercent', 'levels.3.fee']));
    expect((await getCompany(tenant.admin)).version).toBe(company.version);
    const office = await call(t, {
      method: 'PUT',
      url: '/api/v1/company/dunning',
      as: tenant.office,
      body: { levels: LEVELS, interestPercent: null, version: company.version },
    });
    expect(office.statusCode).toBe(403);
  });
});
