import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textSnippetListSchema, textSnippetSchema, type TextSnippet } from '@vendoc/contract/text-snippets';
import { textSnippets } from '../../db/schema';
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

async function create(body: Record<string, unknown>, as = tenant.office) {
  const response = await call(t, { method: 'POST', url: '/api/v1/text-snippets', as, body });
  expect(response.statusCode, response.body).toBe(201);
  return textSnippetSchema.parse(response.json());
}

async function list(query = '', as = tenant.office): Promise<TextSnippet[]> {
  const response = await call(t, { method: 'GET', url: `/api/v1/text-snippets${query}`, as });
  expect(response.statusCode, response.body).toBe(200);
  return textSnippetListSchema.parse(response.json()).items;
}

const countRows = async () => (await t.db.select().from(textSnippets)).length;

describe('text snippets', () => {
  it('are created, listed by placement and kind, changed with their version and deleted', async () => {
    const intro = await create({
      name: 'Angebot Einleitung',
      placement: 'intro',
      documentKinds: ['offer'],
      text: 'vielen Dank für Ihre Anfrage. Gerne bieten wir Ihnen an:',
    });
    const closing = await create({
      name: 'Dank',
      placement: 'closing',
      text: 'Vielen Dank für Ihren Auftrag.',
    });
    expect((await list('?placement=intro')).map((each) => each.name)).toEqual(['Angebot Einleitung']);
    // offered for an invoice: the snippet of every kind, not the offer's
    expect((await list('?kind=invoice')).map((each) => each.name)).toEqual(['Dank']);
    const changed = await call(t, {
      method: 'PUT',
      url: `/api/v1/text-snippets/${closing.id}`,
      as: tenant.office,
      body: { ...closing, text: 'Herzlichen Dank für Ihren Auftrag.', version: closing.version },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ text: 'Herzlichen Dank für Ihren Auftrag.', version: 2 });
    const stale = await call(t, {
      method: 'PUT',
      url: `/api/v1/text-snippets/${closing.id}`,
      as: tenant.office,
      body: { ...closing, text: 'Alt', version: 1 },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ current: { text: 'Herzlichen Dank für Ihren Auftrag.' } });
    const deleted = await call(t, {
      method: 'DELETE',
      url: `/api/v1/text-snippets/${intro.id}?version=1`,
      as: tenant.office,
    });
    expect(deleted.statusCode).toBe(204);
    expect((await list()).map((each) => each.name)).toEqual(['Dank']);
  });

  it('filters by placement and kind together: the kind’s own snippets and those of every kind', async () => {
    const own = await seedTenant(t);
    const names = async (query: string) => (await list(query, own.office)).map((each) => each.name);
    await create(
      { name: 'B Rechnung', placement: 'closing', documentKinds: ['invoice'], text: 'a' },
      own.office,
    );
    await create({ name: 'A Allgemein', placement: 'closing', text: 'b' }, own.office);
    await create(
      { name: 'C Angebot', placement: 'closing', documentKinds: ['offer'], text: 'c' },
      own.office,
    );
    await create(
      { name: 'D Zwei', placement: 'closing', documentKinds: ['offer', 'invoice'], text: 'd' },
      own.office,
    );
    await create({ name: 'E Einleitung', placement: 'intro', text: 'e' }, own.office);
    expect(await names('?placement=closing&kind=invoice')).toEqual(['A Allgemein', 'B Rechnung', 'D Zwei']);
    expect(await names('?placement=closing&kind=delivery_note')).toEqual(['A Allgemein']);
    expect(await names('?kind=offer')).toEqual(['A Allgemein', 'C Angebot', 'D Zwei', 'E Einleitung']);
    expect(await names('?placement=intro&kind=offer')).toEqual(['E Einleitung']);
    const refused = await call(t, { method: 'GET', url: '/api/v1/text-snippets?kind=brief', as: own.office });
    expect(refused.statusCode).toBe(400);
  });

  it('keeps one default per placement and kind: a new default takes over', async () => {
    const first = await create({
      name: 'Standard',
      placement: 'closing',
      text: 'Mit freundlichen Grüßen',
      isDefault: true,
    });
    const second = await create({
      name: 'Rechnung',
      placement: 'closing',
      documentKinds: ['invoice'],
      text: 'Bitte überweisen Sie den Betrag.',
      isDefault: true,
    });
    const all = await list('?placement=closing');
    expect(all.find((each) => each.id === first.id)?.isDefault).toBe(false);
    expect(all.find((each) => each.id === second.id)?.isDefault).toBe(true);
  });

  it('refuses bad input with the field, stores nothing, and hides other companies’ snippets', async () => {
    const before = await countRows();
    const bad = await call(t, {
      method: 'POST',
      url: '/api/v1/text-snippets',
      as: tenant.office,
      body: { name: '', placement: 'footer', text: '' },
    });
    expect(bad.statusCode).toBe(400);
    expect(fieldErrorPaths(bad)).toEqual(expect.arrayContaining(['name', 'placement', 'text']));
    expect(await countRows()).toBe(before);
    const mine = await create({ name: 'Intern', placement: 'intro', text: 'Nur für uns.' });
    const foreign = await call(t, {
      method: 'GET',
      url: `/api/v1/text-snippets/${mine.id}`,
      as: other.office,
    });
    expect(foreign.statusCode).toBe(404);
    const foreignDelete = await call(t, {
      method: 'DELETE',
      url: `/api/v1/text-snippets/${mine.id}?version=1`,
      as: other.office,
    });
    expect(foreignDelete.statusCode).toBe(404);
    expect((await list('', other.office)).map((each) => each.id)).not.toContain(mine.id);
  });

  it('lets fitters neither read nor write them', async () => {
    expect(
      (await call(t, { method: 'GET', url: '/api/v1/text-snippets', as: tenant.fitter })).statusCode,
    ).toBe(403);
    const write = await call(t, {
      method: 'POST',
      url: '/api/v1/text-snippets',
      as: tenant.fitter,
      body: { name: 'X', placement: 'intro', text: 'Y' },
    });
    expect(write.statusCode).toBe(403);
  });
});
