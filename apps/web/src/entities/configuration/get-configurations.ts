import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  configurationListSchema,
  configurationSchema,
  type Configuration,
} from '@vendoc/contract/configurations';
import { api } from '../../lib/http/api-path';
import { vendocHttp } from '../../lib/http/vendoc-client';
import { configurationKeys, type ConfigurationOwner } from './configuration-keys';

/** GET /api/v1/projects/{projectId}/configurations?constructionId= | ?smartNoteId=: one owner's, oldest first. */
export async function fetchConfigurations(
  projectId: string,
  owner: ConfigurationOwner,
  signal?: AbortSignal,
): Promise<Configuration[]> {
  const response = await vendocHttp.get<unknown>(api`/projects/${projectId}/configurations`, {
    params: owner.constructionId
      ? { constructionId: owner.constructionId }
      : { smartNoteId: owner.smartNoteId },
    signal,
  });
  return configurationListSchema.parse(response.data).items;
}

export function configurationsQueryOptions(projectId: string, owner: ConfigurationOwner) {
  return queryOptions({
    queryKey: configurationKeys.list(projectId, owner),
    queryFn: ({ signal }) => fetchConfigurations(projectId, owner, signal),
  });
}

/** The configurations of a construction or a smart note of the project. */
export function useConfigurations(projectId: string, owner: ConfigurationOwner) {
  return useQuery(configurationsQueryOptions(projectId, owner));
}

/** GET /api/v1/configurations/{id}: priced at the catalog of now while open, as added once added. */
export async function fetchConfiguration(id: string, signal?: AbortSignal): Promise<Configuration> {
  const response = await vendocHttp.get<unknown>(api`/configurations/${id}`, { signal });
  return configurationSchema.parse(response.data);
}

export function configurationQueryOptions(id: string) {
  return queryOptions({
    queryKey: configurationKeys.detail(id),
    queryFn: ({ signal }) => fetchConfiguration(id, signal),
  });
}

/** One configuration. */
export function useConfiguration(id: string) {
  return useQuery(configurationQueryOptions(id));
}
