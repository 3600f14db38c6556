import { randomBytes, randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { count, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { ClientAddress } from '@vendoc/contract/clients';
import type { OrderDocument, OrderDocumentItemInput } from '@vendoc/contract/order-documents';
import type { Database } from '../../db/client';
import {
  clients,
  companies,
  orderDocumentItems,
  orderDocuments,
  projectMembers,
  projects,
} from '../../db/schema';
import { call, seedTenant, type SignedInUser, type Tenant } from '../../test/tenant-fixtures';
import { createTestApp, type TestApp, type TestAppOverrides } from '../../test/test-app';
import { createFilesDir } from '../files/files-test-support';

/** The app on a fresh database with its own files directory, and a tenant whose company can issue e-invoices. */
export async function startOrderDocumentsApp(overrides: TestAppOverrides = {}) {
  const filesDir = await createFilesDir();
  const t = await createTestApp({ filesDir, ...overrides });
  const tenant: Tenant = await seedTenant(t);
  await completeCompany(t.db, tenant.companyId);
  // The rules threads loaded here, as the server does when it starts, not in the first test that issues.
  await t.app.officialRules.warm();
  return {
    t,
    tenant,
    async close() {
      await t.close();
      await rm(filesDir, { recursive: true, force: true });
    },
  };
}

export const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/** The body of a response with the expected status (the body in the failure message otherwise). */
export function expectStatus<T = unknown>(response: LightMyRequestResponse, status: number): T {
  expect(response.statusCode, response.body).toBe(status);
  return response.json<T>();
}

/** Company settings an e-invoice needs (VAT ID, IBAN, address, contact). */
export async function completeCompany(db: Database, companyId: string): Promise<void> {
  await db
    .update(companies)
    .set({
      name: 'Muster Bau GmbH',
      street: 'Industriestraße 12',
      postalCode: '50667',
      city: 'Köln',
      country: 'DE',
      phone: '0221 123456',
      email: 'info@muster-bau.de',
      vatId: 'DE123456789',
      iban: 'DE89370400440532013000',
      bic: 'COBADEFFXXX',
      bankName: 'Commerzbank',
    })
    .where(eq(companies.id, companyId));
}

export interface ClientOptions {
  kind?: 'private' | 'commercial' | 'public';
  leitwegId?: string | null;
  reverseCharge?: boolean;
  paymentDaysNet?: number | null;
  retentionPercent?: string | null;
  constructionInvoiceCodes?: boolean;
}

/** A project with a client (billing address, payment terms) of the company; returns both ids. */
export async function seedProjectWithClient(
  db: Database,
  companyId: string,
  options: ClientOptions = {},
  responsibleUserId: string | null = null,
): Promise<{ projectId: string; clientId: string }> {
  const suffix = randomBytes(3).toString('hex');
  const billing: ClientAddress = {
    kind: 'billing',
    label: '',
    street: 'Rheinuferstraße 7',
    postalCode: '40213',
    city: 'Düsseldorf',
    country: 'DE',
  };
  const [client] = await db
    .insert(clients)
    .values({
      companyId,
      number: `K-${suffix}`,
      kind: options.kind ?? 'commercial',
      name: `Wohnbau Rhein ${suffix}`,
      email: 'einkauf@wohnbau-rhein.de',
      leitwegId: options.leitwegId ?? null,
      reverseCharge: options.reverseCharge ?? false,
      paymentDaysNet: options.paymentDaysNet === undefined ? 14 : options.paymentDaysNet,
      retentionPercent: options.retentionPercent ?? null,
      constructionInvoiceCodes: options.constructionInvoiceCodes ?? false,
      addresses: [billing],
    })
    .returning({ id: clients.id });
  if (client == null) throw new Error('no client inserted');
  const [project] = await db
    .insert(projects)
    .values({
      companyId,
      number: `P-${suffix}`,
      name: `Sanierung Lindenstraße ${suffix}`,
      clientId: client.id,
      siteAddress: { street: 'Lindenstraße 3', postalCode: '50674', city: 'Köln', country: 'DE' },
      status: 'order',
      contractType: 'unit_price',
      responsibleUserId,
    })
    .returning({ id: projects.id });
  if (project == null) throw new Error('no project inserted');
  return { projectId: project.id, clientId: client.id };
}

/** Puts the user into the project's team (a fitter sees the delivery notes of their projects). */
export async function addToTeam(db: Database, companyId: string, projectId: string, userId: string) {
  await db.insert(projectMembers).values({ companyId, projectId, userId });
}

/** A priced position row. */
export const position = (
  oz: string,
  quantity: string,
  unitPrice: string,
  extra: Partial<OrderDocumentItemInput> = {},
): OrderDocumentItemInput => ({
  id: randomUUID(),
  type: 'position',
  oz,
  shortText: `Position ${oz}`,
  quantity,
  unit: 'Stk',
  unitPrice,
  ...extra,
});

export async function createDocument(
  t: TestApp,
  as: SignedInUser,
  body: { projectId: string; kind: string; source?: unknown },
): Promise<OrderDocument> {
  return expectStatus<OrderDocument>(
    await call(t, { method: 'POST', url: '/api/v1/order-documents', as, body }),
    201,
  );
}

/** PUT of a draft with its fields and these items (the rest as the document has it). */
export function putDocument(
  t: TestApp,
  as: SignedInUser,
  document: OrderDocument,
  changes: Record<string, unknown>,
): Promise<LightMyRequestResponse> {
  const { id, version } = document;
  const fields = {
    title: document.title,
    recipient: document.recipient,
    siteAddress: document.siteAddress,
    documentDate: document.documentDate,
    performanceFrom: document.performanceFrom,
    performanceTo: document.performanceTo,
    deliveryDate: document.deliveryDate,
    validUntil: document.validUntil,
    orderReference: document.orderReference,
    buyerReference: document.buyerReference,
    introText: document.introText,
    closingText: document.closingText,
    adjustment: document.adjustment,
    reverseCharge: document.reverseCharge,
    retentionPercent: document.retentionPercent,
    paymentDays: document.paymentDays,
    cashDiscountPercent: document.cashDiscountPercent,
    cashDiscountDays: document.cashDiscountDays,
    eInvoiceFormat: document.eInvoiceFormat,
    templateId: document.templateId,
    reminderLevel: document.reminderLevel,
    reminderFee: document.reminderFee,
    items: document.items.map(({ total: _total, inTotal: _inTotal, ...item }) => item),
  };
  return call(t, {
    method: 'PUT',
    url: `/api/v1/order-documents/${id}`,
    as,
    body: { ...fields, ...changes, version },
  });
}

/** A draft of `kind` with these items, saved. */
export async function draftWith(
  t: TestApp,
  as: SignedInUser,
  projectId: string,
  kind: string,
  items: OrderDocumentItemInput[],
): Promise<OrderDocument> {
  const created = await createDocument(t, as, { projectId, kind });
  return expectStatus<OrderDocument>(await putDocument(t, as, created, { items }), 200);
}

export function postAction(
  t: TestApp,
  as: SignedInUser,
  id: string,
  action: string,
  body: unknown,
): Promise<LightMyRequestResponse> {
  return call(t, { method: 'POST', url: `/api/v1/order-documents/${id}/${action}`, as, body });
}

export async function issue(t: TestApp, as: SignedInUser, document: OrderDocument): Promise<OrderDocument> {
  return expectStatus<OrderDocument>(
    await postAction(t, as, document.id, 'issue', { version: document.version }),
    200,
  );
}

/** Rows of the company's documents and of all items: to check that a refused request stored nothing. */
export async function footprint(db: Database, companyId: string) {
  const [documents] = await db
    .select({ n: count() })
    .from(orderDocuments)
    .where(eq(orderDocuments.companyId, companyId));
  const [items] = await db.select({ n: count() }).from(orderDocumentItems);
  return { documents: documents?.n ?? 0, items: items?.n ?? 0 };
}
