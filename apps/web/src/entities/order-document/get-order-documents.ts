import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import {
  orderDocumentListSchema,
  type OrderDocumentList,
  type OrderDocumentListQuery,
} from '@vendoc/contract/order-document-actions';
import { api } from '../../lib/http/api-path';
import { vendocHttp } from '../../lib/http/vendoc-client';
import { orderDocumentKeys } from './order-document-keys';

/** The filters of the documents list (the list page keeps them in its URL); absent ones are not sent. */
export type OrderDocumentFilters = Omit<OrderDocumentListQuery, 'limit' | 'cursor'>;

/** Drops empty filters, so equal filters give equal query keys and requests. */
function compact(filters: OrderDocumentFilters): OrderDocumentFilters {
  return Object.fromEntries(
    Object.entries(filters).filter(([, value]) => value !== undefined && value !== null && value !== ''),
  ) as OrderDocumentFilters;
}

/** GET /api/v1/order-documents: one page of documents with the sums per status of every filtered document. */
export async function fetchOrderDocuments(
  query: OrderDocumentListQuery,
  signal?: AbortSignal,
): Promise<OrderDocumentList> {
  const response = await vendocHttp.get<unknown>(api`/order-documents`, { params: query, signal });
  return orderDocumentListSchema.parse(response.data);
}

export const ORDER_DOCUMENT_PAGE_SIZE = 50;

export function orderDocumentsQueryOptions(filters: OrderDocumentFilters) {
  const params = compact(filters);
  // Each page carries the sums of every filtered document besides its items: read page by page with the cursor.
  return infiniteQueryOptions({
    queryKey: orderDocumentKeys.pages(params),
    queryFn: ({ pageParam, signal }) =>
      fetchOrderDocuments(
        { ...params, limit: ORDER_DOCUMENT_PAGE_SIZE, cursor: pageParam ?? undefined },
        signal,
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage: OrderDocumentList) => lastPage.nextCursor,
  });
}

/** The documents list page by page; the previous result stays visible while new filters load. */
export function useOrderDocuments(filters: OrderDocumentFilters) {
  return useInfiniteQuery({ ...orderDocumentsQueryOptions(filters), placeholderData: keepPreviousData });
}

/** Most documents a picker lists (the API's page limit). */
const PICKER_LIMIT = 200;

export function projectDocumentsQueryOptions(projectId: string) {
  return queryOptions({
    queryKey: orderDocumentKeys.list({ projectId, limit: PICKER_LIMIT }),
    queryFn: ({ signal }) =>
      fetchOrderDocuments({ projectId, limit: PICKER_LIMIT }, signal).then((page) => page.items),
  });
}

/** The project's documents for a picker ("aus Dokument"); idle while `projectId` is empty or `enabled` false. */
export function useProjectDocuments(projectId: string, enabled = true) {
  return useQuery({ ...projectDocumentsQueryOptions(projectId), enabled: enabled && projectId !== '' });
}
