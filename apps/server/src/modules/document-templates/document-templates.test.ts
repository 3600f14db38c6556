import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentTemplate } from '@vendoc/contract/document-template-records';
import { DOCUMENT_KINDS } from '@vendoc/contract/document-templates';
import { documentTemplates } from '../../db/schema';
import { databaseFingerprint } from '../../test/database-fingerprint';
import { call, fieldErrorPaths, seedTenant, signedInUser, type Tenant } from '../../test/tenant-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createTemplate, listTemplates } from './document-templates-test-support';

let t: TestApp;
let tenant: Tenant;
const url = (id: string, rest = '') => `/api/v1/document-templates/${id}${rest}`;

beforeAll(async () => {
  t = await createTestApp();
  tenant = await seedTenant(t);
});
afterAll(async () => {
  await t?.close();
});

describe('starters', () => {
  it('gives every company one DIN 5008 default per kind, once, also for concurrent first lists', async () => {
    const office = await signedInUser(t, 'office');
    const lists = await Promise.all(Array.from({ length: 4 }, () => listTemplates(t, office)));
    for (const list of lists) {
      expect(list.map((item) => item.kind).sort()).toEqual([...DOCUMENT_KINDS].sort());
      expect(list.every((item) => item.isDefault)).toBe(true);
    }
    const rows = await t.db
      .select({ id: documentTemplates.id })
      .from(documentTemplates)
      .where(eq(documentTemplates.companyId, office.companyId));
    expect(rows).toHaveLength(DOCUMENT_KINDS.length);
    const offer = lists[0]!.find((item) => item.kind === 'offer')!;
    expect(offer.name).toBe('Angebot (DIN 5008)');
    expect((await listTemplates(t, office, 'letter')).map((item) => item.name)).toEqual(['Brief (DIN 5008)']);
  });
});

describe('create, read, update, duplicate, delete', () => {
  it('creates a template of a kind from its starter, not as default, and reads it', async () => {
    const created = await createTemplate(t, tenant.office, { kind: 'offer', name: 'Angebot modern' });
    expect(created).toMatchObject({ kind: 'offer', name: 'Angebot modern', isDefault: false, version: 1 });
    expect(created.template.kind).toBe('offer');
    const read = await call(t, { method: 'GET', url: url(created.id), as: tenant.admin });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(created);
    const offers = await listTemplates(t, tenant.office, 'offer');
    expect(offers.map((item) => [item.name, item.isDefault])).toEqual([
      ['Angebot (DIN 5008)', true],
      ['Angebot modern', false],
    ]);
  });

  it('renames and stores a layout with the version; a stale version gets 409 with current', async () => {
    const created = await createTemplate(t, tenant.office, { kind: 'letter', name: 'Brief A' });
    const template = structuredClone(created.template);
    template.page.orientation = 'landscape';
    const changed = await call(t, {
      method: 'PATCH',
      url: url(created.id),
      as: tenant.office,
      body: { name: 'Brief quer', template, version: 1 },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<DocumentTemplate>()).toMatchObject({ name: 'Brief quer', version: 2 });
    expect(changed.json<DocumentTemplate>().template.page.orientation).toBe('landscape');

    const stale = await call(t, {
      method: 'PATCH',
      url: url(created.id),
      as: tenant.office,
      body: { name: 'Zu spät', version: 1 },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.headers['content-type']).toContain('application/problem+json');
    expect(stale.json()).toMatchObject({ current: { name: 'Brief quer', version: 2 } });
  });

  it('refuses an invalid layout naming the path, storing nothing', async () => {
    const created = await createTemplate(t, tenant.office, { kind: 'letter', name: 'Brief B' });
    const template = structuredClone(created.template) as unknown as {
      firstPage: { elements: { style: { color: string } }[] };
    };
    template.firstPage.elements[2]!.style.color = 'rot';
    const before = await databaseFingerprint(t.db);
    const response = await call(t, {
      method: 'PATCH',
      url: url(created.id),
      as: tenant.office,
      body: { template, version: 1 },
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(fieldErrorPaths(response)).toEqual(['template.firstPage.elements[2].style.color']);
    const empty = await call(t, {
      method: 'POST',
      url: '/api/v1/document-templates',
      as: tenant.office,
      body: { kind: 'rechnung', name: ' ' },
    });
    expect(empty.statusCode).toBe(400);
    expect(fieldErrorPaths(empty)).toEqual(['kind', 'name']);
    expect(await databaseFingerprint(t.db)).toEqual(before);
  });

  it('refuses changing the kind of a template', async () => {
    const created = await createTemplate(t, tenant.office, { kind: 'letter', name: 'Brief C' });
    const response = await call(t, {
      method: 'PATCH',
      url: url(created.id),
      as: tenant.office,
      body: { template: { ...created.template, kind: 'offer' }, version: 1 },
    });
    expect(response.statusCode).toBe(400);
    expect(fieldErrorPaths(response)).toEqual(['template.kind']);
  });

  it('duplicates a template with its layout under a new name', async () => {
    const [letter] = await listTemplates(t, tenant.office, 'letter');
    const response = await call(t, {
      method: 'POST',
      url: url(letter!.id, '/duplicate'),
      as: tenant.office,
      body: { name: 'Brief Kopie' },
    });
    expect(response.statusCode).toBe(201);
    const copy = response.json<DocumentTemplate>();
    const original = await call(t, { method: 'GET', url: url(letter!.id), as: tenant.office });
    expect(copy).toMatchObject({ name: 'Brief Kopie', isDefault: false, kind: 'letter', version: 1 });
    expect(copy.template).toEqual(original.json<DocumentTemplate>().template);
  });

  it('refuses deleting the default of a kind (409), deletes another (204)', async () => {
    const [defaultOne] = await listTemplates(t, tenant.office, 'deliveryNote');
    const refused = await call(t, { method: 'DELETE', url: url(defaultOne!.id), as: tenant.office });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ current: { id: defaultOne!.id, isDefault: true } });
    const other = await createTemplate(t, tenant.office, { kind: 'deliveryNote', name: 'Weg damit' });
    const stale = await call(t, { method: 'DELETE', url: url(other.id, '?version=7'), as: tenant.office });
    expect(stale.statusCode).toBe(409);
    const deleted = await call(t, { method: 'DELETE', url: url(other.id, '?version=1'), as: tenant.office });
    expect(deleted.statusCode).toBe(204);
    const gone = await call(t, { method: 'GET', url: url(other.id), as: tenant.office });
    expect(gone.statusCode).toBe(404);
  });

  it('sets a default, unsetting the previous one of the kind', async () => {
    const [previous] = await listTemplates(t, tenant.office, 'creditNote');
    const next = await createTemplate(t, tenant.office, { kind: 'creditNote', name: 'Gutschrift neu' });
    const response = await call(t, { method: 'POST', url: url(next.id, '/default'), as: tenant.office });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ id: next.id, isDefault: true, version: 2 });
    const list = await listTemplates(t, tenant.office, 'creditNote');
    expect(list.map((item) => [item.id, item.isDefault])).toEqual([
      [next.id, true],
      [previous!.id, false],
    ]);
    const deleted = await call(t, { method: 'DELETE', url: url(previous!.id), as: tenant.office });
    expect(deleted.statusCode).toBe(204);
  });

  it('keeps one default under concurrent default changes', async () => {
    const a = await createTemplate(t, tenant.office, { kind: 'defectReport', name: 'A' });
    const b = await createTemplate(t, tenant.office, { kind: 'defectReport', name: 'B' });
    const responses = await Promise.all(
      [a, b, a, b].map((template) =>
        call(t, { method: 'POST', url: url(template.id, '/default'), as: tenant.office }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200]);
    const defaults = (await listTemplates(t, tenant.office, 'defectReport')).filter((item) => item.isDefault);
    expect(defaults).toHaveLength(1);
  });
});

describe('stored layouts of older model versions', () => {
  it('are migrated on read', async () => {
    const [row] = await t.db
      .insert(documentTemplates)
      .values({
        companyId: tenant.companyId,
        kind: 'letter',
        name: 'Alt',
        template: { schemaVersion: 1, kind: 'letter', elements: [{ id: 'a', kind: 'text', label: 'Hallo' }] },
      })
      .returning({ id: documentTemplates.id });
    const response = await call(t, { method: 'GET', url: url(row!.id), as: tenant.office });
    expect(response.statusCode, response.body).toBe(200);
    const { template } = response.json<DocumentTemplate>();
    expect(template.schemaVersion).toBe(2);
    expect(template.firstPage.elements).toEqual([
      expect.objectContaining({ id: 'a', kind: 'text', runs: [expect.objectContaining({ text: 'Hallo' })] }),
    ]);
  });
});

describe('access', () => {
  it("answers 404 for another company's template on every route", async () => {
    const stranger = await signedInUser(t, 'admin');
    const [theirs] = await listTemplates(t, stranger, 'offer');
    const id = theirs!.id;
    const before = await databaseFingerprint(t.db);
    const requests = [
      { method: 'GET', url: url(id) },
      { method: 'PATCH', url: url(id), body: { name: 'X', version: 1 } },
      { method: 'POST', url: url(id, '/duplicate'), body: { name: 'X' } },
      { method: 'DELETE', url: url(id) },
      { method: 'POST', url: url(id, '/default') },
      { method: 'POST', url: url(id, '/preview'), body: {} },
    ] as const;
    for (const request of requests) {
      const response = await call(t, { ...request, as: tenant.office });
      expect(response.statusCode, `${request.method} ${request.url}`).toBe(404);
    }
    expect(await databaseFingerprint(t.db)).toEqual(before);
  });

  it('refuses fitters (403) on every route', async () => {
    const [mine] = await listTemplates(t, tenant.office, 'offer');
    const id = mine!.id;
    const requests = [
      { method: 'GET', url: '/api/v1/document-templates' },
      { method: 'POST', url: '/api/v1/document-templates', body: { kind: 'offer', name: 'X' } },
      { method: 'GET', url: url(id) },
      { method: 'PATCH', url: url(id), body: { name: 'X', version: 1 } },
      { method: 'POST', url: url(id, '/duplicate'), body: { name: 'X' } },
      { method: 'DELETE', url: url(id) },
      { method: 'POST', url: url(id, '/default') },
      { method: 'POST', url: url(id, '/preview'), body: {} },
    ] as const;
    for (const request of requests) {
      const response = await call(t, { ...request, as: tenant.fitter });
      expect(response.statusCode, `${request.method} ${request.url}`).toBe(403);
    }
  });
});
