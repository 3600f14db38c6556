import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDocument } from '@vendoc/contract/order-documents';
import type { AuthContext } from '../../plugins/auth';
import { call, type Tenant } from '../../test/tenant-fixtures';
import type { TestApp } from '../../test/test-app';
import { createOrderDocument } from './order-documents.service';
import {
  addToTeam,
  draftWith,
  expectStatus,
  position,
  seedProjectWithClient,
  startOrderDocumentsApp,
} from './order-documents-test-support';

let t: TestApp;
let close: () => Promise<void>;
let tenant: Tenant;

beforeAll(async () => {
  ({ t, tenant, close } = await startOrderDocumentsApp());
});
afterAll(async () => {
  await close?.();
});

const note = (projectId: string) =>
  draftWith(t, tenant.office, projectId, 'delivery_note', [position('01', '2', '1.00')]);

describe('fitters and the delivery notes of their projects (responsible or in the team)', () => {
  it("lists and reads their projects' delivery notes only; any other is not there (404)", async () => {
    const team = await seedProjectWithClient(t.db, tenant.companyId);
    const others = await seedProjectWithClient(t.db, tenant.companyId);
    await addToTeam(t.db, tenant.companyId, team.projectId, tenant.fitter.userId);
    const mine = await note(team.projectId);
    const theirs = await note(others.projectId);
    const invoice = await draftWith(t, tenant.office, team.projectId, 'invoice', [
      position('01', '1', '1.00'),
    ]);

    const list = expectStatus<{ items: OrderDocument[]; total: number; sums: { count: number }[] }>(
      await call(t, { method: 'GET', url: '/api/v1/order-documents?limit=200', as: tenant.fitter }),
      200,
    );
    expect(list.items.map((item) => item.id)).toEqual([mine.id]);
    expect(list.total).toBe(1);
    const forOthers = expectStatus<{ total: number }>(
      await call(t, {
        method: 'GET',
        url: `/api/v1/order-documents?projectId=${others.projectId}`,
        as: tenant.fitter,
      }),
      200,
    );
    expect(forOthers.total).toBe(0);

    const get = (id: string, suffix = '') =>
      call(t, { method: 'GET', url: `/api/v1/order-documents/${id}${suffix}`, as: tenant.fitter });
    expect((await get(mine.id)).statusCode).toBe(200);
    expect((await get(theirs.id)).statusCode).toBe(404);
    expect((await get(invoice.id)).statusCode).toBe(404);
    expect((await get(theirs.id, '/pdf')).statusCode).toBe(404);

    // the office sees them all
    const office = expectStatus<{ total: number }>(
      await call(t, { method: 'GET', url: '/api/v1/order-documents?limit=200', as: tenant.office }),
      200,
    );
    expect(office.total).toBe(3);
  });

  it('counts the responsible user as working on the project', async () => {
    const responsible = await seedProjectWithClient(t.db, tenant.companyId, {}, tenant.fitter.userId);
    const document = await note(responsible.projectId);
    const read = await call(t, {
      method: 'GET',
      url: `/api/v1/order-documents/${document.id}`,
      as: tenant.fitter,
    });
    expect(read.statusCode).toBe(200);
  });

  it("makes a fitter's delivery note only in a project of theirs (the service's rule beneath the permission)", async () => {
    const team = await seedProjectWithClient(t.db, tenant.companyId);
    const others = await seedProjectWithClient(t.db, tenant.companyId);
    await addToTeam(t.db, tenant.companyId, team.projectId, tenant.fitter.userId);
    const fitter: AuthContext = {
      userId: tenant.fitter.userId,
      companyId: tenant.companyId,
      role: 'fitter',
    };
    const create = (projectId: string, kind: 'delivery_note' | 'offer') =>
      createOrderDocument(t.db, fitter, { projectId, kind, source: { type: 'blank' } }, new Date());
    await expect(create(team.projectId, 'delivery_note')).resolves.toMatchObject({ kind: 'delivery_note' });
    await expect(create(others.projectId, 'delivery_note')).rejects.toMatchObject({ status: 404 });
    await expect(create(team.projectId, 'offer')).rejects.toMatchObject({ status: 404 });
  });
});
