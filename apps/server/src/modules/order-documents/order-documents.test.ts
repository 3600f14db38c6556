import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDocument } from '@vendoc/contract/order-documents';
import { createBoq } from '../quantity-surveys/quantity-surveys-test-support';
import { databaseFingerprint } from '../../test/database-fingerprint';
import { call, fieldErrorPaths, seedTenant, type Tenant } from '../../test/tenant-fixtures';
import type { TestApp } from '../../test/test-app';
import {
  addToTeam,
  startOrderDocumentsApp,
  createDocument,
  draftWith,
  expectStatus,
  footprint,
  position,
  putDocument,
  seedProjectWithClient,
  UNKNOWN_ID,
} from './order-documents-test-support';

let t: TestApp;
let close: () => Promise<void>;
let tenant: Tenant;
let other: Tenant;
let projectId: string;

beforeAll(async () => {
  ({ t, tenant, close } = await startOrderDocumentsApp());
  other = await seedTenant(t);
  ({ projectId } = await seedProjectWithClient(t.db, tenant.companyId, { retentionPercent: '5.00' }));
});
afterAll(async () => {
  await close?.();
});

const get = (id: string, as = tenant.office) =>
  call(t, { method: 'GET', url: `/api/v1/order-documents/${id}`, as });

describe('POST /api/v1/order-documents', () => {
  it('makes a blank draft with the header of the project and its client', async () => {
    const document = await createDocument(t, tenant.office, { projectId, kind: 'invoice' });
    expect(document).toMatchObject({
      kind: 'invoice',
      status: 'draft',
      number: null,
      invoiceTypeCode: '380',
      recipient: { address: { street: 'Rheinuferstraße 7', city: 'Düsseldorf' } },
      siteAddress: { street: 'Lindenstraße 3' },
      paymentDays: 14,
      retentionPercent: '5.00',
      reverseCharge: false,
      eInvoiceFormat: 'zugferd',
      items: [],
      version: 1,
      audit: [{ action: 'created' }],
    });
    expect(document.totals).toMatchObject({ net: '0.00', gross: '0.00' });
  });

  it('takes XRechnung and the Leitweg-ID for a public client, §13b for a construction company', async () => {
    const publicProject = await seedProjectWithClient(t.db, tenant.companyId, {
      kind: 'public',
      leitwegId: '04011000-1234512345-06',
    });
    const forPublic = await createDocument(t, tenant.office, {
      projectId: publicProject.projectId,
      kind: 'invoice',
    });
    expect(forPublic).toMatchObject({
      eInvoiceFormat: 'xrechnung_cii',
      buyerReference: '04011000-1234512345-06',
    });
    const builder = await seedProjectWithClient(t.db, tenant.companyId, { reverseCharge: true });
    const forBuilder = await draftWith(t, tenant.office, builder.projectId, 'invoice', [
      position('01', '2', '100.00'),
    ]);
    expect(forBuilder.reverseCharge).toBe(true);
    expect(forBuilder.totals).toMatchObject({
      net: '200.00',
      vatTotal: '0.00',
      gross: '200.00',
      reverseCharge: true,
    });
  });

  it('copies a BoQ: titles with depth, items with OZ, quantity, unit price; provisional items out of the total', async () => {
    const boq = await createBoq(t, tenant.office, projectId, {
      items: [
        { shortText: 'Ständerwand', qty: '12.5', unit: 'm2' },
        { shortText: 'Spachteln', qty: '3', unit: 'm2' },
      ],
    });
    const patch = async (oz: string, body: Record<string, unknown>) => {
      const response = await call(t, {
        method: 'PATCH',
        url: `/api/v1/boqs/${boq.id}/nodes/${boq.items.get(oz)}`,
        as: tenant.office,
        body: { ...body, version: 1 },
      });
      expect(response.statusCode, response.body).toBe(200);
    };
    await patch('01.0010', { unitPrice: '40.00' });
    await patch('01.0020', { unitPrice: '9.00', provisional: 'withoutTotal' });
    const document = await createDocument(t, tenant.office, {
      projectId,
      kind: 'offer',
      source: { type: 'boq', boqId: boq.id },
    });
    expect(document.items.map((item) => [item.type, item.depth, item.oz, item.quantity])).toEqual([
      ['title', 0, '01', null],
      ['position', 1, '01.0010', '12.500'],
      ['position', 1, '01.0020', '3.000'],
    ]);
    expect(document.items[1]).toMatchObject({
      shortText: 'Ständerwand',
      unit: 'm2',
      boqItemId: boq.items.get('01.0010'),
    });
    const otherProject = await seedProjectWithClient(t.db, tenant.companyId);
    const wrongProject = await call(t, {
      method: 'POST',
      url: '/api/v1/order-documents',
      as: tenant.office,
      body: { projectId: otherProject.projectId, kind: 'offer', source: { type: 'boq', boqId: boq.id } },
    });
    expect(wrongProject.statusCode).toBe(400);
    expect(fieldErrorPaths(wrongProject)).toEqual(['source.boqId']);
  });

  it('makes documents from documents along the allowed chain only, linked both ways', async () => {
    const offer = await draftWith(t, tenant.office, projectId, 'offer', [position('01', '2', '50.00')]);
    const confirmation = await createDocument(t, tenant.office, {
      projectId,
      kind: 'order_confirmation',
      source: { type: 'document', documentId: offer.id },
    });
    expect(confirmation.items.map((item) => item.unitPrice)).toEqual(['50.000']);
    expect(confirmation.chain).toEqual([expect.objectContaining({ id: offer.id, relation: 'predecessor' })]);
    const note = await createDocument(t, tenant.office, {
      projectId,
      kind: 'delivery_note',
      source: { type: 'document', documentId: confirmation.id },
    });
    expect(note.items.map((item) => [item.quantity, item.unitPrice])).toEqual([['2.000', null]]);
    const back = expectStatus<OrderDocument>(await get(confirmation.id), 200);
    expect(back.chain.map((link) => [link.id, link.relation])).toEqual([
      [offer.id, 'predecessor'],
      [note.id, 'successor'],
    ]);
    const before = await footprint(t.db, tenant.companyId);
    const notAllowed = await call(t, {
      method: 'POST',
      url: '/api/v1/order-documents',
      as: tenant.office,
      body: { projectId, kind: 'offer', source: { type: 'document', documentId: note.id } },
    });
    expect(fieldErrorPaths(notAllowed)).toEqual(['kind']);
    expect(await footprint(t.db, tenant.companyId)).toEqual(before);
  });

  it('answers 400 naming the field for bad input and stores nothing', async () => {
    const before = await footprint(t.db, tenant.companyId);
    const cases: [unknown, string[]][] = [
      [{ projectId, kind: 'cancellation' }, ['kind']],
      [{ projectId, kind: 'receipt' }, ['kind']],
      [{ projectId: 'nope', kind: 'offer' }, ['projectId']],
      [{ projectId, kind: 'offer', source: { type: 'surveys', surveyIds: [] } }, ['source.surveyIds']],
    ];
    for (const [body, paths] of cases) {
      const response = await call(t, {
        method: 'POST',
        url: '/api/v1/order-documents',
        as: tenant.office,
        body,
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.headers['content-type']).toContain('application/problem+json');
      expect(fieldErrorPaths(response)).toEqual(paths);
    }
    expect(await footprint(t.db, tenant.companyId)).toEqual(before);
  });
});

describe('PUT and DELETE of drafts', () => {
  it('saves items and header with totals from the one arithmetic, and refuses a stale version with the current', async () => {
    const draft = await createDocument(t, tenant.office, { projectId, kind: 'invoice' });
    const saved = expectStatus<OrderDocument>(
      await putDocument(t, tenant.office, draft, {
        items: [
          position('01', '3', '10.00'),
          position('02', '1', '7.50', { vatRate: '7' }),
          position('03', '1', '99.00', { kind: 'alternative' }),
        ],
        adjustment: { type: 'discount', percent: '10' },
      }),
      200,
    );
    expect(saved.version).toBe(2);
    expect(saved.items.map((item) => [item.total, item.inTotal])).toEqual([
      ['30.00', true],
      ['7.50', true],
      ['99.00', false],
    ]);
    expect(saved.totals).toMatchObject({ itemsNet: '37.50', adjustment: '-3.75', net: '33.75' });
    const stale = await putDocument(t, tenant.office, draft, { title: 'Alt' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ current: { version: 2, title: saved.title } });
  });

  it('answers 400 naming the item field and keeps the draft as it was', async () => {
    const draft = await draftWith(t, tenant.office, projectId, 'offer', [position('01', '1', '1.00')]);
    const duplicate = position('02', '1', '1.00');
    const cases: [Record<string, unknown>, string[]][] = [
      [{ items: [{ ...duplicate, quantity: '1.2345' }] }, ['items.0.quantity']],
      [{ items: [duplicate, duplicate] }, ['items.1.id']],
      [{ documentDate: '2026-13-45' }, ['documentDate']],
      [{ performanceFrom: '2026-05-02', performanceTo: '2026-05-01' }, ['performanceTo']],
      [{ items: [{ ...duplicate, vatRate: '16' }] }, ['items.0.vatRate']],
      // the labour share (§35a EStG) is part of the unit price
      [{ items: [{ ...duplicate, labourUnitPrice: '1.01' }] }, ['items.0.labourUnitPrice']],
      [{ items: [{ ...duplicate, labourUnitPrice: '-0.50' }] }, ['items.0.labourUnitPrice']],
    ];
    for (const [changes, paths] of cases) {
      const response = await putDocument(t, tenant.office, draft, changes);
      expect(response.statusCode, response.body).toBe(400);
      expect(fieldErrorPaths(response)).toEqual(paths);
    }
    const unchanged = expectStatus<OrderDocument>(await get(draft.id), 200);
    expect(unchanged).toMatchObject({ version: draft.version, items: draft.items });
  });

  it('answers 422 when the sums outgrow their columns, keeping the draft as it was (it was a 500)', async () => {
    const draft = await draftWith(t, tenant.office, projectId, 'offer', [position('01', '1', '1.00')]);
    const before = await databaseFingerprint(t.db);
    // Each quantity and price is within its 12 digits; their product is not within the 13 of a document total.
    const response = await putDocument(t, tenant.office, draft, {
      items: [position('01', '999999999999.999', '999999999999.999')],
    });
    expect(response.statusCode, response.body).toBe(422);
    expect(fieldErrorPaths(response)).toEqual(['items']);
    expect(await databaseFingerprint(t.db)).toEqual(before);
    const largest = await putDocument(t, tenant.office, draft, {
      items: [position('01', '1', '999999999999.999'), position('02', '1', '999999999999.999')],
    });
    expect(largest.statusCode, largest.body).toBe(200);
  });

  it('deletes a draft with its version only', async () => {
    const draft = await createDocument(t, tenant.office, { projectId, kind: 'offer' });
    const url = `/api/v1/order-documents/${draft.id}`;
    expect((await call(t, { method: 'DELETE', url: `${url}?version=7`, as: tenant.office })).statusCode).toBe(
      409,
    );
    expect(fieldErrorPaths(await call(t, { method: 'DELETE', url, as: tenant.office }))).toEqual(['version']);
    expect((await call(t, { method: 'DELETE', url: `${url}?version=1`, as: tenant.office })).statusCode).toBe(
      204,
    );
    expect((await get(draft.id)).statusCode).toBe(404);
  });
});

describe('tenancy and roles', () => {
  it("answers 404 for another company's document, project and sources", async () => {
    const mine = await draftWith(t, tenant.office, projectId, 'delivery_note', [position('01', '1', '1.00')]);
    const url = `/api/v1/order-documents/${mine.id}`;
    const theirs = other.office;
    expect((await get(mine.id, theirs)).statusCode).toBe(404);
    expect((await putDocument(t, theirs, mine, {})).statusCode).toBe(404);
    expect((await call(t, { method: 'DELETE', url: `${url}?version=1`, as: theirs })).statusCode).toBe(404);
    for (const action of ['issue', 'send', 'cancel', 'payments', 'reminders']) {
      const body = { version: 1, mode: 'mark', reason: 'x', date: '2026-01-01', amount: '1', level: 0 };
      const response = await call(t, { method: 'POST', url: `${url}/${action}`, as: theirs, body });
      expect(response.statusCode, `${action}: ${response.body}`).toBe(404);
    }
    for (const download of ['pdf', 'e-invoice'])
      expect((await call(t, { method: 'GET', url: `${url}/${download}`, as: theirs })).statusCode).toBe(404);
    const create = (body: unknown) =>
      call(t, { method: 'POST', url: '/api/v1/order-documents', as: theirs, body });
    expect((await create({ projectId, kind: 'offer' })).statusCode).toBe(404);
    const theirProject = await seedProjectWithClient(t.db, other.companyId);
    const fromMine = { projectId: theirProject.projectId, kind: 'invoice' };
    expect(
      (await create({ ...fromMine, source: { type: 'document', documentId: mine.id } })).statusCode,
    ).toBe(404);
    expect((await create({ ...fromMine, source: { type: 'boq', boqId: UNKNOWN_ID } })).statusCode).toBe(404);
    const list = expectStatus<{ items: { id: string }[] }>(
      await call(t, { method: 'GET', url: '/api/v1/order-documents', as: theirs }),
      200,
    );
    expect(list.items.map((item) => item.id)).not.toContain(mine.id);
  });

  it('lets fitters read delivery notes only, and write nothing', async () => {
    await addToTeam(t.db, tenant.companyId, projectId, tenant.fitter.userId);
    const note = await draftWith(t, tenant.office, projectId, 'delivery_note', [position('01', '1', '1.00')]);
    const invoice = await draftWith(t, tenant.office, projectId, 'invoice', [position('01', '1', '1.00')]);
    expect((await get(note.id, tenant.fitter)).statusCode).toBe(200);
    expect((await get(invoice.id, tenant.fitter)).statusCode).toBe(404);
    const list = expectStatus<{ items: { kind: string }[]; total: number }>(
      await call(t, { method: 'GET', url: '/api/v1/order-documents?limit=200', as: tenant.fitter }),
      200,
    );
    expect(list.total).toBeGreaterThan(0);
    expect(new Set(list.items.map((item) => item.kind))).toEqual(new Set(['delivery_note']));
    expect((await putDocument(t, tenant.fitter, note, {})).statusCode).toBe(403);
    const create = await call(t, {
      method: 'POST',
      url: '/api/v1/order-documents',
      as: tenant.fitter,
      body: { projectId, kind: 'delivery_note' },
    });
    expect(create.statusCode).toBe(403);
  });
});
