import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { textSnippetSchema, type TextSnippet, type TextSnippetCreate } from '@vendoc/contract/text-snippets';
import { api } from '../../lib/http/api-path';
import { vendocHttp } from '../../lib/http/vendoc-client';
import { textSnippetKeys } from './get-text-snippets';

export interface TextSnippetUpdate extends TextSnippetCreate {
  id: string;
  /** The version the edit started from (a stale one gets 409 with `current`). */
  version: number;
}

/** POST /api/v1/text-snippets: a default takes over from the defaults it shares a kind with. */
export async function createTextSnippet(body: TextSnippetCreate): Promise<TextSnippet> {
  return textSnippetSchema.parse((await vendocHttp.post<unknown>(api`/text-snippets`, body)).data);
}

/** PUT /api/v1/text-snippets/{id} with the version read. */
export async function updateTextSnippet({ id, ...body }: TextSnippetUpdate): Promise<TextSnippet> {
  return textSnippetSchema.parse((await vendocHttp.put<unknown>(api`/text-snippets/${id}`, body)).data);
}

/** DELETE /api/v1/text-snippets/{id}?version= (documents keep the texts they took from it). */
export async function deleteTextSnippet({ id, version }: Pick<TextSnippet, 'id' | 'version'>): Promise<void> {
  await vendocHttp.delete(api`/text-snippets/${id}`, { params: { version } });
}

// A change can move the default of other snippets, so every list (the settings' and the editor's pickers)
// loads again, also after a refusal (a conflict shows what changed).
const invalidateTextSnippets = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: textSnippetKeys.all });

/** Create, change and delete snippets; every list of snippets is refetched afterwards. */
export function useTextSnippetChanges() {
  const queryClient = useQueryClient();
  const onSettled = () => invalidateTextSnippets(queryClient);
  return {
    create: useMutation({ mutationFn: createTextSnippet, onSettled }),
    update: useMutation({ mutationFn: updateTextSnippet, onSettled }),
    remove: useMutation({ mutationFn: deleteTextSnippet, onSettled }),
  };
}
