import { expect, type APIRequestContext } from '@playwright/test';
import {
  orderDocumentFieldsSchema,
  type OrderDocument,
  type OrderDocumentItemInput,
} from '@vendoc/contract/order-documents';
import { serverBaseURL } from './env';
import { postViaApi } from './records-api';

export interface InvoiceOptions {
  items?: OrderDocumentItemInput[];
  /** Fields of the draft to set besides the items, e.g. the e-invoice format or the buyer reference. */
  changes?: Record<string, unknown>;
  baseURL?: string;
}

/** A draft invoice of the project with these items (one position by default), saved. */
export async function draftInvoiceViaApi(
  request: APIRequestContext,
  token: string,
  projectId: string,
  { items, changes = {}, baseURL = serverBaseURL() }: InvoiceOptions = {},
): Promise<OrderDocument> {
  const created = (await postViaApi(
    request,
    token,
    '/api/v1/order-documents',
    { projectId, kind: 'invoice' },
    baseURL,
  )) as OrderDocument;
  const { id, version } = created;
  // The document as it is, field by field of the update (the contract's list): only the items and `changes` differ.
  const fields = Object.fromEntries(
    Object.keys(orderDocumentFieldsSchema.shape).map((name) => [name, created[name as keyof OrderDocument]]),
  );
  const response = await request.put(`${baseURL}/api/v1/order-documents/${id}`, {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      ...fields,
      items: items ?? [
        {
          id: crypto.randomUUID(),
          type: 'position',
          oz: '01',
          shortText: 'Trockenbauwand',
          quantity: '2',
          unit: 'Stk',
          unitPrice: '100.00',
        },
      ],
      ...changes,
      version,
    },
  });
  expect(response.status(), `PUT /api/v1/order-documents/${id}: ${await response.text()}`).toBe(200);
  return (await response.json()) as OrderDocument;
}

/** Issues the draft: it gets its number, and its PDF and e-invoice are made and stored. */
export async function issueViaApi(
  request: APIRequestContext,
  token: string,
  draft: OrderDocument,
  baseURL = serverBaseURL(),
): Promise<OrderDocument> {
  const response = await request.post(`${baseURL}/api/v1/order-documents/${draft.id}/issue`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { version: draft.version },
  });
  expect(response.status(), `issue ${draft.id}: ${await response.text()}`).toBe(200);
  return (await response.json()) as OrderDocument;
}
