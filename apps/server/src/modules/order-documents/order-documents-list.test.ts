import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDocumentList } from '@vendoc/contract/order-document-actions';
import type { OrderDocument } from '@vendoc/contract/order-documents';
import { call, fieldErrorPaths, type Tenant } from '../../test/tenant-fixtures';
import type { TestApp } from '../../test/test-app';
import {
  startOrderDocumentsApp,
  createDocument,
  expectStatus,
  issue,
  position,
  putDocument,
  seedProjectWithClient,
} from './order-documents-test-support';

let t: TestApp;
let close: () => Promise<void>;
let tenant: Tenant;
let projectA: { projectId: string; clientId: string };
let projectB: { projectId: string; clientId: string };
const docs: Record<string, OrderDocument> = {};

/** A draft of `kind` dated `date` with one position worth `net` (19 % VAT). */
async function dated(project: string, kind: string, date: string, net: string, paymentDays = 14) {
  const created = await createDocument(t, tenant.office, { projectId: project, kind });
  return expectStatus<OrderDocument>(
    await putDocument(t, tenant.office, created, {
      documentDate: date,
      paymentDays,
      items: [position('01', '1', net)],
    }),
    200,
  );
}

beforeAll(async () => {
  ({ t, tenant, close } = await startOrderDocumentsApp());
  projectA = await seedProjectWithClient(t.db, tenant.companyId);
  projectB = await seedProjectWithClient(t.db, tenant.companyId);
  docs.offer = await dated(projectA.projectId, 'offer', '2026-01-10', '1000.00');
  docs.overdue = await issue(
    t,
    tenant.office,
    await dated(projectA.projectId, 'invoice', '2020-01-01', '100.00'),
  );
  docs.open = await issue(
    t,
    tenant.office,
    await dated(projectB.projectId, 'invoice', '2099-02-01', '200.00'),
  );
  docs.note = await dated(projectB.projectId, 'delivery_note', '2026-03-01', '0.00');
  docs.paid = await issue(
    t,
    tenant.office,
    await dated(projectA.projectId, 'invoice', '2020-02-01', '50.00'),
  );
  const payment = await call(t, {
    method: 'POST',
    url: `/api/v1/order-documents/${docs.paid.id}/payments`,
    as: tenant.office,
    body: { date: '2020-02-10', amount: '59.50' },
  });
  expect(payment.statusCode, payment.body).toBe(201);
});
afterAll(async () => {
  await close?.();
});

const list = async (query = '') =>
  expectStatus<OrderDocumentList>(
    await call(t, { method: 'GET', url: `/api/v1/order-documents${query}`, as: tenant.office }),
    200,
  );
const ids = (page: OrderDocumentList) => page.items.map((item) => item.id);

describe('GET /api/v1/order-documents', () => {
  it('lists newest first with sums per status and of the overdue invoices', async () => {
    const all = await list();
    expect(all.total).toBe(5);
    expect(ids(all)).toEqual([docs.open!.id, docs.note!.id, docs.offer!.id, docs.paid!.id, docs.overdue!.id]);
    expect(all.items.find((item) => item.id === docs.overdue!.id)).toMatchObject({
      paymentStatus: 'overdue',
      openAmount: '119.00',
      gross: '119.00',
    });
    const sums = Object.fromEntries(all.sums.map((entry) => [entry.status, entry]));
    expect(sums.draft).toEqual({ status: 'draft', count: 2, gross: '1190.00', openAmount: '0.00' });
    expect(sums.issued).toEqual({ status: 'issued', count: 3, gross: '416.50', openAmount: '357.00' });
    expect(sums.overdue).toEqual({ status: 'overdue', count: 1, gross: '119.00', openAmount: '119.00' });
    expect(sums.sent).toMatchObject({ count: 0, gross: '0.00' });
  });

  it('filters by kind, status, project, client, period, overdue and search', async () => {
    expect(ids(await list('?kind=offer'))).toEqual([docs.offer!.id]);
    expect((await list('?status=draft')).total).toBe(2);
    expect(new Set(ids(await list(`?projectId=${projectB.projectId}`)))).toEqual(
      new Set([docs.open!.id, docs.note!.id]),
    );
    expect((await list(`?clientId=${projectA.clientId}`)).total).toBe(3);
    expect(ids(await list('?from=2026-01-01&to=2026-12-31'))).toEqual([docs.note!.id, docs.offer!.id]);
    const overdue = await list('?overdue=true');
    expect(ids(overdue)).toEqual([docs.overdue!.id]);
    expect(overdue.sums.find((entry) => entry.status === 'issued')).toMatchObject({ count: 1 });
    expect(ids(await list(`?q=${encodeURIComponent(docs.open!.number!)}`))).toEqual([docs.open!.id]);
  });

  it('pages with a cursor through every document once, in each sort', async () => {
    for (const sort of ['-documentDate', 'documentDate', '-gross', 'number', 'openAmount', '-updatedAt']) {
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const query: string = `?sort=${sort}&limit=2${cursor === null ? '' : `&cursor=${cursor}`}`;
        const page = await list(query);
        expect(page.total).toBe(5);
        seen.push(...ids(page));
        cursor = page.nextCursor;
      } while (cursor !== null);
      expect(seen, sort).toHaveLength(5);
      expect(new Set(seen).size, sort).toBe(5);
    }
    const byGross = await list('?sort=-gross');
    expect(byGross.items.map((item) => item.gross)).toEqual(['1190.00', '238.00', '119.00', '59.50', '0.00']);
  });

  it('answers 400 naming the parameter for a bad sort, cursor or filter', async () => {
    const bad = (query: string) =>
      call(t, { method: 'GET', url: `/api/v1/order-documents${query}`, as: tenant.office });
    expect(fieldErrorPaths(await bad('?sort=colour'))).toEqual(['sort']);
    expect(fieldErrorPaths(await bad('?cursor=bm9wZQ'))).toEqual(['cursor']);
    expect(fieldErrorPaths(await bad('?kind=bill'))).toEqual(['kind']);
    expect(fieldErrorPaths(await bad('?from=yesterday'))).toEqual(['from']);
    expect(fieldErrorPaths(await bad('?overdue=maybe'))).toEqual(['overdue']);
  });
});
