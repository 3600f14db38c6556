import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateWithXmllint } from '@vendoc/gaeb/test-support/xmllint';
import { call, type Tenant } from '../../test/tenant-fixtures';
import type { TestApp } from '../../test/test-app';
import {
  draftWith,
  issue,
  position,
  seedProjectWithClient,
  startOrderDocumentsApp,
} from './order-documents-test-support';

let t: TestApp;
let tenant: Tenant;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ t, tenant, close } = await startOrderDocumentsApp());
});
afterAll(async () => {
  await close?.();
});

const gaeb = (id: string) =>
  call(t, { method: 'GET', url: `/api/v1/order-documents/${id}/gaeb`, as: tenant.office });

describe('GET /api/v1/order-documents/{id}/gaeb', () => {
  it('writes an offer as X84 and an invoice as X89, valid against the GAEB 3.3 schemas; a delivery note has none', async () => {
    const { projectId } = await seedProjectWithClient(t.db, tenant.companyId);
    const items = [
      { id: crypto.randomUUID(), type: 'title' as const, oz: '01', shortText: 'Trockenbau' },
      position('01.0010', '12.5', '40.00', { unit: 'm2', depth: 1 }),
      position('01.0020', '3', '8.50', { unit: 'm2', depth: 1 }),
    ];
    const offer = await issue(t, tenant.office, await draftWith(t, tenant.office, projectId, 'offer', items));
    const invoice = await issue(
      t,
      tenant.office,
      await draftWith(t, tenant.office, projectId, 'invoice', items),
    );
    for (const [document, phase] of [
      [offer, '84'],
      [invoice, '89'],
    ] as const) {
      const response = await gaeb(document.id);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-disposition']).toContain(`${document.number}.x${phase}`);
      const verdict = validateWithXmllint(response.body, phase);
      expect(verdict.output, `X${phase}`).toMatch(/validates$/);
      expect(verdict.valid).toBe(true);
      // The document's rows and net total (X84 carries no texts: only OZ, quantities and prices).
      expect(response.body).toContain('RNoPart="0020"');
      expect(response.body).toContain('525.50');
    }
    const note = await draftWith(t, tenant.office, projectId, 'delivery_note', items);
    expect((await gaeb(note.id)).statusCode).toBe(409);
  });
});
