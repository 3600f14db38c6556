import { useQuery } from '@tanstack/react-query';
import type { OrderDocumentKind } from '@vendoc/contract/order-documents';
import {
  textSnippetListSchema,
  type SnippetPlacement,
  type TextSnippet,
} from '@vendoc/contract/text-snippets';
import { api } from '../../lib/http/api-path';
import { vendocHttp } from '../../lib/http/vendoc-client';

export const textSnippetKeys = {
  all: ['text-snippets'] as const,
  /** Every snippet of the company, as the settings list them. */
  company: ['text-snippets', 'company'] as const,
  list: (placement: SnippetPlacement, kind: OrderDocumentKind) => ['text-snippets', placement, kind] as const,
};

/** GET /api/v1/text-snippets?placement=&kind=: the company's texts offered for a document kind at a placement. */
export async function fetchTextSnippets(
  placement: SnippetPlacement | undefined,
  kind: OrderDocumentKind | undefined,
  signal?: AbortSignal,
): Promise<TextSnippet[]> {
  const response = await vendocHttp.get<unknown>(api`/text-snippets`, {
    params: { placement, kind },
    signal,
  });
  return textSnippetListSchema.parse(response.data).items;
}

export function useTextSnippets(placement: SnippetPlacement, kind: OrderDocumentKind, enabled: boolean) {
  return useQuery({
    queryKey: textSnippetKeys.list(placement, kind),
    queryFn: ({ signal }) => fetchTextSnippets(placement, kind, signal),
    enabled,
  });
}

/** Every snippet of the company, by placement and name (the settings' list). */
export function useCompanyTextSnippets() {
  return useQuery({
    queryKey: textSnippetKeys.company,
    queryFn: ({ signal }) => fetchTextSnippets(undefined, undefined, signal),
  });
}
