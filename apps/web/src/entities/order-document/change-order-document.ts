import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  orderDocumentSchema,
  type OrderDocument,
  type OrderDocumentCreate,
  type OrderDocumentUpdate,
} from '@vendoc/contract/order-documents';
import { api } from '../../lib/http/api-path';
import { vendocHttp } from '../../lib/http/vendoc-client';
import { invalidateOrderDocumentLists, storeOrderDocument } from './order-document-cache';
import { orderDocumentKeys } from './order-document-keys';

/** POST /api/v1/order-documents: a new draft, blank or made from a BoQ, approved surveys or another document. */
export async function createOrderDocument(body: OrderDocumentCreate): Promise<OrderDocument> {
  const response = await vendocHttp.post<unknown>(api`/order-documents`, body);
  return orderDocumentSchema.parse(response.data);
}

export function useCreateOrderDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOrderDocument,
    onSuccess: (document) => storeOrderDocument(queryClient, document),
  });
}

/** PUT /api/v1/order-documents/{id}: the draft's content with the version it was based on (409 when stale). */
export async function updateOrderDocument(
  documentId: string,
  body: OrderDocumentUpdate,
): Promise<OrderDocument> {
  const response = await vendocHttp.put<unknown>(api`/order-documents/${documentId}`, body);
  return orderDocumentSchema.parse(response.data);
}

/** DELETE /api/v1/order-documents/{id}?version=: a draft goes away (issued documents never do). */
export async function deleteOrderDocument({ id, version }: { id: string; version: number }): Promise<void> {
  await vendocHttp.delete(api`/order-documents/${id}`, { params: { version } });
}

export function useDeleteOrderDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteOrderDocument,
    onSuccess: async (_nothing, { id }) => {
      queryClient.removeQueries({ queryKey: orderDocumentKeys.detail(id) });
      await invalidateOrderDocumentLists(queryClient);
    },
  });
}
