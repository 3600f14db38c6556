import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Company } from '@vendoc/contract/company';
import type { DocumentTemplate } from '@vendoc/contract/document-template-records';
import type { OrderDocument } from '@vendoc/contract/order-documents';
import { createElement } from '@vendoc/designer/element-defaults';
import { pageTexts } from '@vendoc/pdf/poppler';
import { orderDocuments } from '../../db/schema';
import { call, fieldErrorPaths, signedInUser, type Tenant } from '../../test/tenant-fixtures';
import type { TestApp } from '../../test/test-app';
import { createTemplate, listTemplates } from '../document-templates/document-templates-test-support';
import {
  draftWith,
  expectStatus,
  position,
  postAction,
  putDocument,
  seedProjectWithClient,
  startOrderDocumentsApp,
  UNKNOWN_ID,
} from './order-documents-test-support';

// An order document's own layout (`templateId`): checked on save, used for its PDF (draft and issued), and an
// order document as the real document a designer layout is previewed with.

let t: TestApp;
let tenant: Tenant;
let close: () => Promise<void>;
let projectId: string;

beforeAll(async () => {
  ({ t, tenant, close } = await startOrderDocumentsApp());
  ({ projectId } = await seedProjectWithClient(t.db, tenant.companyId));
});
afterAll(async () => {
  await close?.();
});

const textOf = async (response: LightMyRequestResponse) =>
  (await pageTexts(new Uint8Array(response.rawPayload))).join('\n');

/** A new layout of `kind` whose first page carries the text `marker`. */
async function markedTemplate(kind: DocumentTemplate['kind'], marker: string): Promise<DocumentTemplate> {
  const created = await createTemplate(t, tenant.office, { kind, name: marker });
  const template = structuredClone(created.template);
  template.firstPage.elements.push(
    createElement('text', {
      id: 'marker',
      x: 25,
      y: 20,
      width: 120,
      height: 10,
      runs: [{ text: marker, bold: false, italic: false }],
    }),
  );
  const response = await call(t, {
    method: 'PATCH',
    url: `/api/v1/document-templates/${created.id}`,
    as: tenant.office,
    body: { template, version: created.version },
  });
  return expectStatus<DocumentTemplate>(response, 200);
}

const pdfOf = (id: string) =>
  call(t, { method: 'GET', url: `/api/v1/order-documents/${id}/pdf`, as: tenant.office });

/** The invoice number the next issued invoice gets (the company's invoice range). */
async function nextInvoiceNumber(): Promise<string | undefined> {
  const response = await call(t, { method: 'GET', url: '/api/v1/company', as: tenant.admin });
  const company = expectStatus<Company>(response, 200);
  return company.numberRanges.find((range) => range.kind === 'invoice')?.preview;
}

async function invoiceDraft(): Promise<OrderDocument> {
  return draftWith(t, tenant.office, projectId, 'invoice', [position('01', '2', '100.00')]);
}

describe("a document's layout (templateId)", () => {
  it('is checked on save: another kind or another company is 400 naming templateId, nothing stored', async () => {
    const draft = await invoiceDraft();
    const [offerLayout] = await listTemplates(t, tenant.office, 'offer');
    const otherKind = await putDocument(t, tenant.office, draft, { templateId: offerLayout!.id });
    expect(otherKind.statusCode).toBe(400);
    expect(otherKind.headers['content-type']).toContain('application/problem+json');
    expect(fieldErrorPaths(otherKind)).toEqual(['templateId']);

    const stranger = await signedInUser(t, 'office');
    const [theirs] = await listTemplates(t, stranger, 'finalInvoice');
    const foreign = await putDocument(t, tenant.office, draft, { templateId: theirs!.id });
    expect(foreign.statusCode).toBe(400);
    expect(fieldErrorPaths(foreign)).toEqual(['templateId']);
    const unknown = await putDocument(t, tenant.office, draft, { templateId: UNKNOWN_ID });
    expect(fieldErrorPaths(unknown)).toEqual(['templateId']);

    const [row] = await t.db.select().from(orderDocuments).where(eq(orderDocuments.id, draft.id));
    expect(row?.templateId).toBeNull();
    expect(row?.version).toBe(draft.version);
  });

  it("renders the draft's preview and the issued PDF with the chosen layout; none chosen: the default", async () => {
    const layout = await markedTemplate('finalInvoice', 'GEWAEHLTES-LAYOUT-7Q');
    const draft = await invoiceDraft();
    const withDefault = await pdfOf(draft.id);
    expect(withDefault.statusCode, withDefault.body).toBe(200);
    expect(await textOf(withDefault)).not.toContain('GEWAEHLTES-LAYOUT-7Q');

    const saved = expectStatus<OrderDocument>(
      await putDocument(t, tenant.office, draft, { templateId: layout.id }),
      200,
    );
    expect(saved.templateId).toBe(layout.id);
    const preview = await pdfOf(draft.id);
    expect(preview.statusCode, preview.body).toBe(200);
    const previewText = await textOf(preview);
    expect(previewText).toContain('GEWAEHLTES-LAYOUT-7Q');
    expect(previewText).toContain('Entwurf'); // the number's placeholder

    const issued = expectStatus<OrderDocument>(
      await postAction(t, tenant.office, draft.id, 'issue', { version: saved.version }),
      200,
    );
    const stored = await pdfOf(issued.id);
    expect(stored.statusCode).toBe(200);
    const storedText = await textOf(stored);
    expect(storedText).toContain('GEWAEHLTES-LAYOUT-7Q');
    expect(storedText).toContain(issued.number ?? 'no number');
  });

  it('refuses to issue with a layout deleted meanwhile: 422 at templateId, nothing issued, no number used', async () => {
    const layout = await markedTemplate('finalInvoice', 'BALD-GELOESCHT');
    const draft = await invoiceDraft();
    const saved = expectStatus<OrderDocument>(
      await putDocument(t, tenant.office, draft, { templateId: layout.id }),
      200,
    );
    const deleted = await call(t, {
      method: 'DELETE',
      url: `/api/v1/document-templates/${layout.id}`,
      as: tenant.office,
    });
    expect(deleted.statusCode).toBe(204);
    // saving the rest of the draft still works while the deleted layout stays chosen
    const resaved = expectStatus<OrderDocument>(
      await putDocument(t, tenant.office, saved, { title: 'Weiter bearbeitet' }),
      200,
    );

    const numberBefore = await nextInvoiceNumber();
    const refused = await postAction(t, tenant.office, draft.id, 'issue', { version: resaved.version });
    expect(refused.statusCode).toBe(422);
    expect(refused.headers['content-type']).toContain('application/problem+json');
    expect(fieldErrorPaths(refused)).toEqual(['templateId']);
    expect(refused.json<{ errors: { message: string }[] }>().errors[0]?.message).toMatch(/gelöscht/);
    const [row] = await t.db.select().from(orderDocuments).where(eq(orderDocuments.id, draft.id));
    expect(row).toMatchObject({ status: 'draft', number: null });
    expect((await pdfOf(draft.id)).statusCode).toBe(422);

    expect(await nextInvoiceNumber()).toBe(numberBefore);

    // the default chosen instead: issued with the next number, none was used by the refusal
    const fixed = expectStatus<OrderDocument>(
      await putDocument(t, tenant.office, resaved, { templateId: null }),
      200,
    );
    const issued = expectStatus<OrderDocument>(
      await postAction(t, tenant.office, fixed.id, 'issue', { version: fixed.version }),
      200,
    );
    expect(issued.number).toBe(numberBefore);
  });
});

describe('a designer layout previewed with an order document (source orderDocument)', () => {
  const preview = (id: string, body: unknown, as = tenant.office) =>
    call(t, { method: 'POST', url: `/api/v1/document-templates/${id}/preview`, as, body });

  it('fills a layout of its kind with the document (a draft numbered "Entwurf")', async () => {
    const layout = await markedTemplate('finalInvoice', 'VORSCHAU-LAYOUT');
    const draft = expectStatus<OrderDocument>(
      await putDocument(t, tenant.office, await invoiceDraft(), { title: 'Fenster Nordseite' }),
      200,
    );
    const response = await preview(layout.id, { source: { type: 'orderDocument', id: draft.id } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const text = await textOf(response);
    for (const expected of [
      'VORSCHAU-LAYOUT',
      'Fenster Nordseite',
      'Muster Bau GmbH',
      'Position 01',
      'Entwurf',
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('Muster Fensterbau GmbH'); // the sample company
  });

  it("answers 404 for another company's document and an unknown one", async () => {
    const draft = await invoiceDraft();
    const stranger = await signedInUser(t, 'office');
    const [theirs] = await listTemplates(t, stranger, 'finalInvoice');
    const foreign = await preview(theirs!.id, { source: { type: 'orderDocument', id: draft.id } }, stranger);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.headers['content-type']).toContain('application/problem+json');
    const [mine] = await listTemplates(t, tenant.office, 'finalInvoice');
    const unknown = await preview(mine!.id, { source: { type: 'orderDocument', id: UNKNOWN_ID } });
    expect(unknown.statusCode).toBe(404);
  });

  it("is 400 naming source.type for a layout of another kind than the document's", async () => {
    const draft = await invoiceDraft();
    const [offerLayout] = await listTemplates(t, tenant.office, 'offer');
    const otherKind = await preview(offerLayout!.id, { source: { type: 'orderDocument', id: draft.id } });
    expect(otherKind.statusCode).toBe(400);
    expect(fieldErrorPaths(otherKind)).toEqual(['source.type']);
    const sheet = await createTemplate(t, tenant.office, { kind: 'quantitySurveySheet', name: 'Blatt' });
    const notAnOrderLayout = await preview(sheet.id, { source: { type: 'orderDocument', id: draft.id } });
    expect(notAnOrderLayout.statusCode).toBe(400);
    expect(fieldErrorPaths(notAnOrderLayout)).toEqual(['source.type']);
  });
});
