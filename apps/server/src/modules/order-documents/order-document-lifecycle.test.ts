import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDocument } from '@vendoc/contract/order-documents';
import { embeddedInvoiceXml } from '@vendoc/einvoice/factur-x-pdf';
import { decimal } from '@vendoc/money/decimal';
import { clients, companies } from '../../db/schema';
import { call, fieldErrorPaths, seedTenant, type Tenant } from '../../test/tenant-fixtures';
import type { TestApp } from '../../test/test-app';
import {
  startOrderDocumentsApp,
  completeCompany,
  draftWith,
  expectStatus,
  issue,
  position,
  postAction,
  putDocument,
  seedProjectWithClient,
} from './order-documents-test-support';

let t: TestApp;
let close: () => Promise<void>;
let tenant: Tenant;
let projectId: string;
const year = new Date().getUTCFullYear();

beforeAll(async () => {
  ({ t, tenant, close } = await startOrderDocumentsApp());
  ({ projectId } = await seedProjectWithClient(t.db, tenant.companyId));
});
afterAll(async () => {
  await close?.();
});

const get = async (id: string) =>
  expectStatus<OrderDocument>(
    await call(t, { method: 'GET', url: `/api/v1/order-documents/${id}`, as: tenant.office }),
    200,
  );
const download = (id: string, what: 'pdf' | 'e-invoice', headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'GET',
    url: `/api/v1/order-documents/${id}/${what}`,
    headers: { ...tenant.office.headers, ...headers },
  });
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('issuing', () => {
  it('draws the number, stores the ZUGFeRD PDF with its SHA-256, and refuses every later change', async () => {
    const draft = await draftWith(t, tenant.office, projectId, 'invoice', [
      position('01', '2', '100.00', { unit: 'Stk' }),
    ]);
    const draftPdf = await download(draft.id, 'pdf');
    expect(draftPdf.statusCode).toBe(200);
    expect(draftPdf.headers['cache-control']).toContain('no-store');
    expect(draftPdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const issued = await issue(t, tenant.office, draft);
    expect(issued).toMatchObject({
      status: 'issued',
      number: `RE-${year}-0001`,
      dueDate: expect.any(String),
      openAmount: '238.00',
      paymentStatus: 'open',
    });
    expect(issued.audit.map((entry) => entry.action)).toEqual(['created', 'updated', 'issued']);
    const [output] = issued.outputs;
    expect(issued.outputs).toHaveLength(1);
    const pdf = await download(issued.id, 'pdf');
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers.etag).toBe(`"${output!.sha256}"`);
    expect(sha256(pdf.rawPayload)).toBe(output!.sha256);
    expect(pdf.rawPayload.length).toBe(output!.size);
    const xml = await embeddedInvoiceXml(new Uint8Array(pdf.rawPayload));
    expect(xml).toContain(`RE-${year}-0001`);
    expect((await download(issued.id, 'pdf', { 'if-none-match': `"${output!.sha256}"` })).statusCode).toBe(
      304,
    );
    const eInvoice = await download(issued.id, 'e-invoice');
    expect(sha256(eInvoice.rawPayload)).toBe(output!.sha256);

    const refusals = [
      await putDocument(t, tenant.office, issued, { title: 'Geändert' }),
      await call(t, {
        method: 'DELETE',
        url: `/api/v1/order-documents/${issued.id}?version=${issued.version}`,
        as: tenant.office,
      }),
    ];
    for (const response of refusals) {
      expect(response.statusCode, response.body).toBe(409);
      expect(response.json<{ detail: string }>().detail).toMatch(/^Das Dokument ist festgeschrieben/);
    }
    expect(
      (await postAction(t, tenant.office, issued.id, 'issue', { version: issued.version })).statusCode,
    ).toBe(409);
    expect(await get(issued.id)).toMatchObject({ version: issued.version, title: issued.title });
  });

  it('writes XRechnung CII beside the PDF for a public client', async () => {
    const publicProject = await seedProjectWithClient(t.db, tenant.companyId, {
      kind: 'public',
      leitwegId: '04011000-1234512345-06',
    });
    const draft = await draftWith(t, tenant.office, publicProject.projectId, 'invoice', [
      position('01', '1', '500.00', { unit: 'psch' }),
    ]);
    const issued = await issue(t, tenant.office, draft);
    expect(issued.outputs.map((output) => output.kind).sort()).toEqual(['pdf', 'xrechnung_cii']);
    const xml = await download(issued.id, 'e-invoice');
    expect(xml.statusCode).toBe(200);
    expect(xml.headers['content-type']).toContain('application/xml');
    expect(xml.body).toContain('04011000-1234512345-06');
  });

  it('refuses an invoice whose e-invoice would be invalid, naming the field, without using a number', async () => {
    const fresh = await seedTenant(t);
    await completeCompany(t.db, fresh.companyId);
    await t.db.update(companies).set({ iban: null }).where(eq(companies.id, fresh.companyId));
    const project = await seedProjectWithClient(t.db, fresh.companyId);
    const draft = await draftWith(t, fresh.office, project.projectId, 'invoice', [
      position('01', '1', '10.00'),
    ]);
    const refused = await postAction(t, fresh.office, draft.id, 'issue', { version: draft.version });
    expect(refused.statusCode, refused.body).toBe(422);
    expect(fieldErrorPaths(refused)).toEqual(['company.iban']);
    await completeCompany(t.db, fresh.companyId);
    expect((await issue(t, fresh.office, draft)).number).toBe(`RE-${year}-0001`);
  });

  it('issues a ZUGFeRD to a client without e-mail, and asks for it (or a Leitweg-ID) for an XRechnung', async () => {
    const fresh = await seedTenant(t);
    await completeCompany(t.db, fresh.companyId);
    const project = await seedProjectWithClient(t.db, fresh.companyId);
    await t.db.update(clients).set({ email: null }).where(eq(clients.id, project.clientId));
    const zugferd = await draftWith(t, fresh.office, project.projectId, 'invoice', [
      position('01', '2', '10.00'),
    ]);
    expect(zugferd).toMatchObject({ eInvoiceFormat: 'zugferd', recipient: { email: '' } });
    expect((await issue(t, fresh.office, zugferd)).status).toBe('issued');
    const draft = await draftWith(t, fresh.office, project.projectId, 'invoice', [
      position('01', '1', '10.00'),
    ]);
    const xrechnung = expectStatus<OrderDocument>(
      await putDocument(t, fresh.office, draft, { eInvoiceFormat: 'xrechnung_cii' }),
      200,
    );
    const refused = await postAction(t, fresh.office, xrechnung.id, 'issue', { version: xrechnung.version });
    expect(refused.statusCode, refused.body).toBe(422);
    expect(fieldErrorPaths(refused).sort()).toEqual(['buyerReference', 'recipient.email']);
  });

  it('gives 20 concurrent issues of 20 drafts 20 consecutive numbers without gaps', async () => {
    const fresh = await seedTenant(t);
    await completeCompany(t.db, fresh.companyId);
    const project = await seedProjectWithClient(t.db, fresh.companyId);
    const drafts: OrderDocument[] = [];
    for (let index = 0; index < 20; index++)
      drafts.push(
        await draftWith(t, fresh.office, project.projectId, index % 2 === 0 ? 'invoice' : 'credit_note', [
          position('01', '1', `${index + 1}.00`),
        ]),
      );
    const issued = await Promise.all(drafts.map((draft) => issue(t, fresh.office, draft)));
    const numbers = issued.map((document) => document.number).sort();
    expect(numbers).toEqual(
      Array.from({ length: 20 }, (_, index) => `RE-${year}-${String(index + 1).padStart(4, '0')}`),
    );
    // 20 PDFs and e-invoices rendered and checked at once: a few seconds idle, minutes on a loaded machine
  }, 180_000);
});

describe('payments, sending, reminders', () => {
  it('records payments into paid and open amounts and the payment status; only on issued invoices', async () => {
    const draft = await draftWith(t, tenant.office, projectId, 'invoice', [position('01', '1', '100.00')]);
    const pay = (id: string, amount: string) =>
      postAction(t, tenant.office, id, 'payments', { date: '2026-03-01', amount, note: 'Überweisung' });
    expect((await pay(draft.id, '10.00')).statusCode).toBe(409);
    const offer = await issue(
      t,
      tenant.office,
      await draftWith(t, tenant.office, projectId, 'offer', [position('01', '1', '1.00')]),
    );
    expect((await pay(offer.id, '1.00')).statusCode).toBe(409);
    const issued = await issue(t, tenant.office, draft);
    const partly = expectStatus<OrderDocument>(await pay(issued.id, '100.00'), 201);
    expect(partly).toMatchObject({
      paidAmount: '100.00',
      openAmount: '19.00',
      paymentStatus: 'partially_paid',
    });
    const paid = expectStatus<OrderDocument>(await pay(issued.id, '19.00'), 201);
    expect(paid).toMatchObject({ paidAmount: '119.00', openAmount: '0.00', paymentStatus: 'paid' });
    expect(paid.payments.map((payment) => payment.amount)).toEqual(['100.00', '19.00']);
    expect(paid.audit.filter((entry) => entry.action === 'payment')).toHaveLength(2);
    expect(fieldErrorPaths(await pay(issued.id, '0'))).toEqual(['amount']);
    expect(fieldErrorPaths(await pay(issued.id, '1.005'))).toEqual(['amount']);
  });

  it('marks as sent, refuses e-mail without mail set up, and makes a reminder of the open amount', async () => {
    const issued = await issue(
      t,
      tenant.office,
      await draftWith(t, tenant.office, projectId, 'invoice', [position('01', '1', '50.00')]),
    );
    const email = await postAction(t, tenant.office, issued.id, 'send', {
      version: issued.version,
      mode: 'email',
    });
    expect(email.statusCode).toBe(409);
    expect(email.json<{ detail: string }>().detail).toMatch(/Kein E-Mail-Versand eingerichtet/);
    const sent = expectStatus<OrderDocument>(
      await postAction(t, tenant.office, issued.id, 'send', { version: issued.version, mode: 'mark' }),
      200,
    );
    expect(sent).toMatchObject({ status: 'sent', sentAt: expect.any(String) });
    const reminder = expectStatus<OrderDocument>(
      await postAction(t, tenant.office, issued.id, 'reminders', { level: 1 }),
      201,
    );
    expect(reminder).toMatchObject({ kind: 'reminder', status: 'draft', reminderLevel: 1 });
    // The open amount and the fee of the first Mahnung (the default dunning settings), without VAT.
    expect(reminder.items.map((item) => [item.shortText, item.total])).toEqual([
      [expect.stringContaining(`Offener Betrag der Rechnung ${issued.number}`), '59.50'],
      ['Mahngebühr', '5.00'],
    ]);
    expect(reminder.totals).toMatchObject({ gross: '64.50', vatTotal: '0.00' });
    expect(reminder).toMatchObject({ reminderFee: '5.000', paymentDays: 7 });
    expect(reminder.chain).toEqual([expect.objectContaining({ id: issued.id, relation: 'predecessor' })]);
    const issuedReminder = await issue(t, tenant.office, reminder);
    expect(issuedReminder).toMatchObject({ status: 'issued', number: null });
  });
});

describe('company settings in documents', () => {
  it('takes the fee of the company’s dunning settings and its default texts (text snippets)', async () => {
    const other = await seedTenant(t);
    await completeCompany(t.db, other.companyId);
    const { projectId: otherProject } = await seedProjectWithClient(t.db, other.companyId);
    const company = expectStatus<{ version: number }>(
      await call(t, { method: 'GET', url: '/api/v1/company', as: other.admin }),
      200,
    );
    const levels = [
      { level: 0, fee: '0.00', days: 10 },
      { level: 1, fee: '12.50', days: 5 },
      { level: 2, fee: '20.00', days: 5 },
      { level: 3, fee: '30.00', days: 5 },
    ];
    expectStatus(
      await call(t, {
        method: 'PUT',
        url: '/api/v1/company/dunning',
        as: other.admin,
        body: { levels, interestPercent: null, version: company.version },
      }),
      200,
    );
    expectStatus(
      await call(t, {
        method: 'POST',
        url: '/api/v1/text-snippets',
        as: other.office,
        body: {
          name: 'Rechnung',
          placement: 'closing',
          documentKinds: ['invoice'],
          text: 'Zahlbar ohne Abzug.',
          isDefault: true,
        },
      }),
      201,
    );
    const draft = await draftWith(t, other.office, otherProject, 'invoice', [position('01', '1', '50.00')]);
    expect(draft).toMatchObject({ closingText: 'Zahlbar ohne Abzug.', introText: '' });
    const invoice = await issue(t, other.office, draft);
    const reminder = expectStatus<OrderDocument>(
      await postAction(t, other.office, invoice.id, 'reminders', { level: 1 }),
      201,
    );
    expect(reminder.items.map((item) => item.total)).toEqual(['59.50', '12.50']);
    expect(reminder).toMatchObject({ paymentDays: 5 });
  });
});

describe('cancellation', () => {
  it('issues a cancellation invoice that reverses the invoice to zero and marks the invoice cancelled', async () => {
    const invoice = await issue(
      t,
      tenant.office,
      await draftWith(t, tenant.office, projectId, 'invoice', [
        position('01', '3', '33.33'),
        position('02', '1', '10.00', { vatRate: '7' }),
      ]),
    );
    const refused = await postAction(t, tenant.office, invoice.id, 'cancel', {
      version: invoice.version,
      reason: '',
    });
    expect(fieldErrorPaths(refused)).toEqual(['reason']);
    const cancellation = expectStatus<OrderDocument>(
      await postAction(t, tenant.office, invoice.id, 'cancel', {
        version: invoice.version,
        reason: 'Falsche Menge',
      }),
      201,
    );
    expect(cancellation).toMatchObject({
      kind: 'cancellation',
      status: 'issued',
      invoiceTypeCode: '381',
      number: expect.stringMatching(new RegExp(`^RE-${year}-\\d{4}$`)),
    });
    expect(cancellation.outputs.length).toBeGreaterThan(0);
    for (const field of ['net', 'vatTotal', 'gross', 'invoiceGross'] as const)
      expect(decimal(invoice.totals[field]).plus(cancellation.totals[field]).isZero(), field).toBe(true);
    const cancelled = await get(invoice.id);
    expect(cancelled).toMatchObject({ status: 'cancelled', openAmount: '0.00', paymentStatus: null });
    expect(cancelled.chain).toEqual([
      expect.objectContaining({ id: cancellation.id, relation: 'successor' }),
    ]);
    expect(
      (await postAction(t, tenant.office, invoice.id, 'cancel', { version: cancelled.version, reason: 'x' }))
        .statusCode,
    ).toBe(409);
  });
});
