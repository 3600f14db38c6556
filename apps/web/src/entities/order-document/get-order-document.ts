import { queryOptions, useQuery } from '@tanstack/react-query';
import { orderDocumentSchema, type OrderDocument } from '@vendoc/contract/order-documents';
import { api } from '../../lib/http/api-path';
import { vendocHttp } from '../../lib/http/vendoc-client';
import { orderDocumentKeys } from './order-document-keys';

/** GET /api/v1/order-documents/{id}: the whole document with items, totals, payments, chain and audit log. */
export async function fetchOrderDocument(documentId: string, signal?: AbortSignal): Promise<OrderDocument> {
  const response = await vendocHttp.get<unknown>(api`/order-documents/${documentId}`, { signal });
  return orderDocumentSchema.parse(response.data);
}

export function orderDocumentQueryOptions(documentId: string) {
  return queryOptions({
    queryKey: orderDocumentKeys.detail(documentId),
    queryFn: ({ signal }) => fetchOrderDocument(documentId, signal),
  });
}

/** One document (idle while `documentId` is empty). */
export function useOrderDocument(documentId: string) {
  return useQuery({ ...orderDocumentQueryOptions(documentId), enabled: documentId !== '' });
}
