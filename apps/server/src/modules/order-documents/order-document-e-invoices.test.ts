import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDocument } from '@vendoc/contract/order-documents';
import { eq } from 'drizzle-orm';
import { embeddedInvoiceXml } from '@vendoc/einvoice/factur-x-pdf';
import { validate } from '@vendoc/einvoice/test-support/validate';
import { clients } from '../../db/schema';
import { call, type Tenant } from '../../test/tenant-fixtures';
import type { TestApp } from '../../test/test-app';
import {
  draftWith,
  expectStatus,
  issue,
  position,
  postAction,
  putDocument,
  seedProjectWithClient,
  startOrderDocumentsApp,
} from './order-documents-test-support';

let t: TestApp;
let tenant: Tenant;
let close: () => Promise<void>;
let dir: string;

beforeAll(async () => {
  ({ t, tenant, close } = await startOrderDocumentsApp());
  dir = await mkdtemp(join(tmpdir(), 'vendoc-e-invoices-'));
});
afterAll(async () => {
  await close?.();
  await rm(dir, { recursive: true, force: true });
});

/** The stored e-invoice of a document as a file (the XML; for ZUGFeRD the XML embedded in the PDF). */
async function eInvoiceFile(document: OrderDocument): Promise<string> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/v1/order-documents/${document.id}/e-invoice`,
    headers: tenant.office.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  const xml =
    document.eInvoiceFormat === 'zugferd'
      ? await embeddedInvoiceXml(new Uint8Array(response.rawPayload))
      : response.body;
  expect(xml).not.toBeNull();
  const file = join(dir, `${document.number}.xml`);
  await writeFile(file, xml ?? '');
  return file;
}

const amount = (xml: string, element: string) =>
  new RegExp(`<(?:ram|cbc):${element}[^>]*>([^<]*)<`).exec(xml)?.[1] ?? null;

describe('the e-invoices the server stores pass the official rules (validate.sh)', () => {
  it('progress invoices, the cancellation of a cumulative one (a credit note of what it charged), UBL and ZUGFeRD', async () => {
    const { projectId } = await seedProjectWithClient(t.db, tenant.companyId, {
      kind: 'public',
      leitwegId: '04011000-1234512345-06',
    });
    const first = await issue(
      t,
      tenant.office,
      await draftWith(t, tenant.office, projectId, 'progress_invoice', [
        position('01', '10', '100.00', { unit: 'm2' }),
      ]),
    );
    const second = await issue(
      t,
      tenant.office,
      await draftWith(t, tenant.office, projectId, 'progress_invoice', [
        position('01', '25', '100.00', { unit: 'm2' }),
      ]),
    );
    expect(second.totals).toMatchObject({ gross: '2975.00', invoiceGross: '1785.00' });
    const cancellation = expectStatus<OrderDocument>(
      await postAction(t, tenant.office, second.id, 'cancel', {
        version: second.version,
        reason: 'Menge falsch',
      }),
      201,
    );
    const ublDraft = await draftWith(t, tenant.office, projectId, 'invoice', [
      position('01', '3', '19.99', { unit: 'h' }),
    ]);
    const ubl = await issue(
      t,
      tenant.office,
      expectStatus<OrderDocument>(
        await putDocument(t, tenant.office, ublDraft, { eInvoiceFormat: 'xrechnung_ubl' }),
        200,
      ),
    );
    const privateProject = await seedProjectWithClient(t.db, tenant.companyId, { kind: 'private' });
    const zugferd = await issue(
      t,
      tenant.office,
      await draftWith(t, tenant.office, privateProject.projectId, 'final_invoice', [
        position('01', '2', '410.00'),
      ]),
    );

    const creditNote = await eInvoiceFile(cancellation);
    const creditXml = await readFile(creditNote, 'utf8');
    expect(amount(creditXml, 'TypeCode')).toBe('381');
    expect(amount(creditXml, 'DuePayableAmount')).toBe('1785.00');
    expect(amount(creditXml, 'TotalPrepaidAmount')).toBe('1190.00');

    const files: [OrderDocument, boolean][] = [
      [first, false],
      [second, false],
      [cancellation, false],
      [ubl, false],
      [zugferd, true],
    ];
    for (const [document, en16931Only] of files) {
      const verdict = await validate(await eInvoiceFile(document), en16931Only);
      expect(verdict.output, `${document.kind} ${document.number}`).toMatch(/(^|\n)valid$/);
      expect(verdict.code, `${document.kind} ${document.number}: ${verdict.output}`).toBe(0);
    }
    const response = await call(t, {
      method: 'GET',
      url: `/api/v1/order-documents/${ubl.id}/e-invoice`,
      as: tenant.office,
    });
    expect(response.body).toContain('urn:oasis:names:specification:ubl:schema:xsd:Invoice-2');
  }, 120_000);
});

describe('the invoice type code of the e-invoice follows the client profile', () => {
  const publicClient = (constructionInvoiceCodes: boolean) =>
    seedProjectWithClient(t.db, tenant.companyId, {
      kind: 'public',
      leitwegId: '04011000-1234512345-06',
      constructionInvoiceCodes,
    });
  const codeOf = async (document: OrderDocument) =>
    amount(await readFile(await eInvoiceFile(document), 'utf8'), 'TypeCode');

  it('shows a draft the code it will use: 875/876/877 only for clients accepting them, else 326/380', async () => {
    const builder = await publicClient(true);
    const plain = await publicClient(false);
    const codes = async (projectId: string) =>
      Promise.all(
        (['progress_invoice', 'partial_final_invoice', 'final_invoice', 'invoice'] as const).map(
          async (kind) => (await draftWith(t, tenant.office, projectId, kind, [])).invoiceTypeCode,
        ),
      );
    expect(await codes(builder.projectId)).toEqual(['875', '876', '877', '380']);
    expect(await codes(plain.projectId)).toEqual(['326', '326', '380', '380']);
  });

  it('stores a final invoice with 877 or 380 as the client takes it, valid by the official rules, and keeps it', async () => {
    const builder = await publicClient(true);
    const plain = await publicClient(false);
    const finalOf = async (projectId: string) =>
      issue(
        t,
        tenant.office,
        await draftWith(t, tenant.office, projectId, 'final_invoice', [
          position('01', '12', '250.00', { unit: 'm2' }),
        ]),
      );
    const construction = await finalOf(builder.projectId);
    const commercial = await finalOf(plain.projectId);
    expect(construction.invoiceTypeCode).toBe('877');
    expect(commercial.invoiceTypeCode).toBe('380');
    for (const [document, code] of [
      [construction, '877'],
      [commercial, '380'],
    ] as const) {
      const file = await eInvoiceFile(document);
      expect(amount(await readFile(file, 'utf8'), 'TypeCode'), document.number ?? '').toBe(code);
      const verdict = await validate(file);
      expect(verdict.code, `${code}: ${verdict.output}`).toBe(0);
    }

    // The client's profile changes later: the issued invoice keeps its code, a new draft takes the new one.
    await t.db
      .update(clients)
      .set({ constructionInvoiceCodes: false })
      .where(eq(clients.id, builder.clientId));
    const reread = expectStatus<OrderDocument>(
      await call(t, { method: 'GET', url: `/api/v1/order-documents/${construction.id}`, as: tenant.office }),
      200,
    );
    expect(reread.invoiceTypeCode).toBe('877');
    expect(await codeOf(construction)).toBe('877');
    const later = await draftWith(t, tenant.office, builder.projectId, 'final_invoice', []);
    expect(later.invoiceTypeCode).toBe('380');
  }, 180_000);
});
