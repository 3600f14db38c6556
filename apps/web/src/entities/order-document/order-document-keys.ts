/**
 * Query keys of order documents, shared by the documents list, the project page's documents and the editor: a
 * change made on one refreshes the others.
 */
export const orderDocumentKeys = {
  all: ['orderDocuments'] as const,
  lists: ['orderDocuments', 'list'] as const,
  /** A paged list (an infinite query) with its filters. */
  pages: (params: Readonly<Record<string, unknown>>) => ['orderDocuments', 'list', 'pages', params] as const,
  /** A one-page list (pickers). */
  list: (params: Readonly<Record<string, unknown>>) => ['orderDocuments', 'list', params] as const,
  detail: (documentId: string) => ['orderDocuments', 'detail', documentId] as const,
};
