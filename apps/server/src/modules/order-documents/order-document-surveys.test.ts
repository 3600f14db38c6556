import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDocument } from '@vendoc/contract/order-documents';
import type { QuantitySurvey } from '@vendoc/contract/quantity-surveys';
import { decimal } from '@vendoc/money/decimal';
import {
  addLine,
  createBoq,
  createSurvey,
  moveTo,
  type TestBoq,
} from '../quantity-surveys/quantity-surveys-test-support';
import { call, fieldErrorPaths, type Tenant } from '../../test/tenant-fixtures';
import type { TestApp } from '../../test/test-app';
import {
  startOrderDocumentsApp,
  createDocument,
  expectStatus,
  footprint,
  issue,
  postAction,
  seedProjectWithClient,
} from './order-documents-test-support';

let t: TestApp;
let close: () => Promise<void>;
let tenant: Tenant;
let projectId: string;
let boq: TestBoq;
const year = new Date().getUTCFullYear();

beforeAll(async () => {
  ({ t, tenant, close } = await startOrderDocumentsApp());
  ({ projectId } = await seedProjectWithClient(t.db, tenant.companyId));
  boq = await createBoq(t, tenant.office, projectId, {
    items: [
      { shortText: 'Ständerwand', qty: '100', unit: 'm2' },
      { shortText: 'Spachteln', qty: '50', unit: 'm2' },
    ],
  });
  for (const [oz, unitPrice] of [
    ['01.0010', '40.00'],
    ['01.0020', '8.50'],
  ] as const) {
    const node = await call(t, {
      method: 'PATCH',
      url: `/api/v1/boqs/${boq.id}/nodes/${boq.items.get(oz)}`,
      as: tenant.office,
      body: { unitPrice, version: 1 },
    });
    expect(node.statusCode, node.body).toBe(200);
  }
});
afterAll(async () => {
  await close?.();
});

/** A survey of the BoQ measuring `lines` (OZ, expression), moved to `status`. */
async function survey(name: string, lines: [string, string][], status: 'submitted' | 'approved') {
  const created = await createSurvey(t, tenant.fitter, { projectId, boqId: boq.id, name });
  for (const [oz, expression] of lines)
    await addLine(t, tenant.fitter, created.id, { sheetId: created.sheets[0]!.id, oz, expression });
  return moveTo(t, tenant.office, created.id, status);
}

const surveyStatus = async (id: string) =>
  expectStatus<QuantitySurvey>(
    await call(t, { method: 'GET', url: `/api/v1/quantity-surveys/${id}`, as: tenant.office }),
    200,
  ).status;

describe('invoices from approved quantity surveys', () => {
  it('bills the surveys by issuing the invoice, deducts earlier progress invoices, and a cancellation releases them', async () => {
    const first = await survey(
      'Aufmaß EG',
      [
        ['01.0010', '20'],
        ['01.0010', '5'],
        ['01.0020', '10'],
      ],
      'approved',
    );
    const submitted = await survey('Aufmaß OG', [['01.0010', '30']], 'submitted');

    const before = await footprint(t.db, tenant.companyId);
    const refused = await call(t, {
      method: 'POST',
      url: '/api/v1/order-documents',
      as: tenant.office,
      body: {
        projectId,
        kind: 'progress_invoice',
        source: { type: 'surveys', surveyIds: [first.id, submitted.id] },
      },
    });
    expect(refused.statusCode).toBe(400);
    expect(fieldErrorPaths(refused)).toEqual(['source.surveyIds']);
    expect(await footprint(t.db, tenant.companyId)).toEqual(before);

    const progress1 = await createDocument(t, tenant.office, {
      projectId,
      kind: 'progress_invoice',
      source: { type: 'surveys', surveyIds: [first.id] },
    });
    expect(progress1.surveyIds).toEqual([first.id]);
    expect(progress1.items.map((item) => [item.type, item.oz, item.quantity, item.unitPrice])).toEqual([
      ['title', '01', null, null],
      ['position', '01.0010', '25.000', '40.000'],
      ['position', '01.0020', '10.000', '8.500'],
    ]);
    expect(progress1.totals.net).toBe('1085.00');
    // Not billed before the invoice is issued.
    expect(await surveyStatus(first.id)).toBe('approved');
    const issued1 = await issue(t, tenant.office, progress1);
    expect(await surveyStatus(first.id)).toBe('billed');

    const second = await moveTo(t, tenant.office, submitted.id, 'approved');
    const progress2 = await createDocument(t, tenant.office, {
      projectId,
      kind: 'progress_invoice',
      source: { type: 'surveys', surveyIds: [second.id] },
    });
    // The whole performance to date (both surveys), less what the first invoice charged.
    expect(progress2.items.find((item) => item.oz === '01.0010')?.quantity).toBe('55.000');
    expect(progress2.totals.net).toBe('2285.00');
    expect(progress2.totals.deductions).toEqual([
      expect.objectContaining({
        documentId: issued1.id,
        label: expect.stringMatching(
          new RegExp(`^1\\. Abschlagsrechnung RE-${year}-\\d{4} vom \\d{2}\\.\\d{2}\\.\\d{4}$`),
        ),
        net: '1085.00',
      }),
    ]);
    expect(progress2.totals.invoiceNet).toBe('1200.00');
    const issued2 = await issue(t, tenant.office, progress2);
    expect(await surveyStatus(second.id)).toBe('billed');

    const cancellation = expectStatus<OrderDocument>(
      await postAction(t, tenant.office, issued2.id, 'cancel', {
        version: issued2.version,
        reason: 'Aufmaß falsch',
      }),
      201,
    );
    expect(decimal(cancellation.totals.invoiceNet).plus(issued2.totals.invoiceNet).isZero()).toBe(true);
    expect(decimal(cancellation.totals.invoiceGross).plus(issued2.totals.invoiceGross).isZero()).toBe(true);
    expect(await surveyStatus(second.id)).toBe('approved');
    expect(await surveyStatus(first.id)).toBe('billed');
    // The issued first invoice keeps its figures; a new draft deducts only the invoice still standing.
    const progress3 = await createDocument(t, tenant.office, {
      projectId,
      kind: 'final_invoice',
      source: { type: 'surveys', surveyIds: [second.id] },
    });
    expect(progress3.totals.deductions.map((deduction) => deduction.documentId)).toEqual([issued1.id]);
  });

  it('refuses to issue an invoice whose survey was reopened meanwhile', async () => {
    const measured = await survey('Aufmaß Keller', [['01.0020', '4']], 'approved');
    const invoice = await createDocument(t, tenant.office, {
      projectId,
      kind: 'invoice',
      source: { type: 'surveys', surveyIds: [measured.id] },
    });
    await call(t, {
      method: 'POST',
      url: `/api/v1/quantity-surveys/${measured.id}/status`,
      as: tenant.office,
      body: { status: 'submitted', version: measured.version },
    });
    const refused = await postAction(t, tenant.office, invoice.id, 'issue', { version: invoice.version });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ detail: string }>().detail).toContain('Aufmaß Keller');
    const after = expectStatus<OrderDocument>(
      await call(t, { method: 'GET', url: `/api/v1/order-documents/${invoice.id}`, as: tenant.office }),
      200,
    );
    expect(after).toMatchObject({ status: 'draft', number: null, outputs: [] });
  });
});
