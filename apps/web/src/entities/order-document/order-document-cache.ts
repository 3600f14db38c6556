import type { QueryClient } from '@tanstack/react-query';
import type { OrderDocument } from '@vendoc/contract/order-documents';
import { orderDocumentKeys } from './order-document-keys';

/** Every documents list loads again (a document was created, changed, issued, paid, cancelled). */
export function invalidateOrderDocumentLists(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: orderDocumentKeys.lists });
}

/**
 * The server's answer about a document is the truth: the editor's cache takes it, and the lists load again. The
 * documents of its chain change too (a cancellation marks the invoice cancelled, a successor shows in the chain).
 */
export async function storeOrderDocument(queryClient: QueryClient, document: OrderDocument): Promise<void> {
  queryClient.setQueryData(orderDocumentKeys.detail(document.id), document);
  await Promise.all([
    invalidateOrderDocumentLists(queryClient),
    ...document.chain.map((link) =>
      queryClient.invalidateQueries({ queryKey: orderDocumentKeys.detail(link.id) }),
    ),
  ]);
}
