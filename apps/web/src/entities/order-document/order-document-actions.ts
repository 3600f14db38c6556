import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  cancelRequestSchema,
  issueRequestSchema,
  reminderRequestSchema,
  sendRequestSchema,
} from '@vendoc/contract/order-document-actions';
import {
  orderDocumentSchema,
  type OrderDocument,
  type paymentCreateSchema,
} from '@vendoc/contract/order-documents';
import { api } from '../../lib/http/api-path';
import { downloadFile, readBlobProblem } from '../../lib/http/download';
import { vendocHttp } from '../../lib/http/vendoc-client';
import { storeOrderDocument } from './order-document-cache';
import { orderDocumentKeys } from './order-document-keys';

/** The lifecycle of a document (GoBD): issue, send, record payments, cancel, remind. */

export type IssueRequest = z.input<typeof issueRequestSchema>;
export type SendRequest = z.input<typeof sendRequestSchema>;
export type CancelRequest = z.input<typeof cancelRequestSchema>;
export type ReminderRequest = z.input<typeof reminderRequestSchema>;
export type PaymentRequest = z.input<typeof paymentCreateSchema>;

async function post(path: string, body: unknown): Promise<OrderDocument> {
  const response = await vendocHttp.post<unknown>(path, body);
  return orderDocumentSchema.parse(response.data);
}

/** POST …/{id}/issue: the number is drawn, PDF and e-invoice are stored; the document is final from now on. */
export const issueOrderDocument = (id: string, body: IssueRequest) =>
  post(api`/order-documents/${id}/issue`, body);
/** POST …/{id}/send: by e-mail, or only marked as sent. */
export const sendOrderDocument = (id: string, body: SendRequest) =>
  post(api`/order-documents/${id}/send`, body);
/** POST …/{id}/payments: a payment received (or a negative correction). */
export const recordPayment = (id: string, body: PaymentRequest) =>
  post(api`/order-documents/${id}/payments`, body);
/** POST …/{id}/cancel: issues the cancellation invoice reversing the invoice; answers with the cancellation. */
export const cancelOrderDocument = (id: string, body: CancelRequest) =>
  post(api`/order-documents/${id}/cancel`, body);
/** POST …/{id}/reminders: a draft reminder of the invoice; answers with the reminder. */
export const createReminder = (id: string, body: ReminderRequest) =>
  post(api`/order-documents/${id}/reminders`, body);

/** A lifecycle action of one document whose answer (the document, or the one it made) goes into the caches. */
export function useDocumentAction<Body>(
  documentId: string,
  action: (id: string, body: Body) => Promise<OrderDocument>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => action(documentId, body),
    onSuccess: async (document) => {
      await storeOrderDocument(queryClient, document);
      // A cancellation or a reminder is another document: the one acted on changed as well.
      if (document.id !== documentId) {
        await queryClient.invalidateQueries({ queryKey: orderDocumentKeys.detail(documentId) });
      }
    },
  });
}

/** GET …/{id}/pdf: the stored PDF of an issued document, or the preview of a draft, as a blob. */
export async function fetchOrderDocumentPdf(documentId: string): Promise<Blob> {
  const response = await vendocHttp
    .get<Blob>(api`/order-documents/${documentId}/pdf`, { responseType: 'blob', timeout: 0 })
    .catch(readBlobProblem);
  return response.data;
}

/** Downloads the PDF under the server's file name. */
export const downloadOrderDocumentPdf = (documentId: string, fallbackName: string) =>
  downloadFile(api`/order-documents/${documentId}/pdf`, {}, fallbackName);

/** Downloads the e-invoice (XRechnung XML or ZUGFeRD PDF) under the server's file name. */
export const downloadEInvoice = (documentId: string, fallbackName: string) =>
  downloadFile(api`/order-documents/${documentId}/e-invoice`, {}, fallbackName);
