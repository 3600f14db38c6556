import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  configurationSchema,
  type Configuration,
  type ConfigurationAdd,
  type ConfigurationCreate,
  type ConfigurationUpdate,
} from '@vendoc/contract/configurations';
import { boqKeys } from '../boq/boq-keys';
import { api } from '../../lib/http/api-path';
import { vendocHttp } from '../../lib/http/vendoc-client';
import { configurationKeys } from './configuration-keys';

/** The configuration as the server has it now goes into its detail; the owners' lists load again. */
function storeConfiguration(queryClient: QueryClient, configuration: Configuration): Promise<void> {
  queryClient.setQueryData(configurationKeys.detail(configuration.id), configuration);
  return queryClient.invalidateQueries({ queryKey: configurationKeys.lists });
}

/** POST /api/v1/projects/{projectId}/configurations: for a construction or a smart note. */
export async function createConfiguration(
  projectId: string,
  body: ConfigurationCreate,
): Promise<Configuration> {
  const response = await vendocHttp.post<unknown>(api`/projects/${projectId}/configurations`, body);
  return configurationSchema.parse(response.data);
}

export function useCreateConfiguration(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ConfigurationCreate) => createConfiguration(projectId, body),
    onSuccess: (created) => storeConfiguration(queryClient, created),
  });
}

/** PATCH /api/v1/configurations/{id}: name, options or values with the version (409 when stale or added). */
export async function updateConfiguration(id: string, body: ConfigurationUpdate): Promise<Configuration> {
  const response = await vendocHttp.patch<unknown>(api`/configurations/${id}`, body);
  return configurationSchema.parse(response.data);
}

export function useUpdateConfiguration(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ConfigurationUpdate) => updateConfiguration(id, body),
    onSuccess: (saved) => storeConfiguration(queryClient, saved),
  });
}

/** POST /api/v1/configurations/{id}/duplicate: an open copy. */
export async function duplicateConfiguration(id: string): Promise<Configuration> {
  const response = await vendocHttp.post<unknown>(api`/configurations/${id}/duplicate`);
  return configurationSchema.parse(response.data);
}

export function useDuplicateConfiguration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: duplicateConfiguration,
    onSuccess: (copy) => storeConfiguration(queryClient, copy),
  });
}

/** POST /api/v1/configurations/{id}/add-to-boq: one item at the end of the title; the item keeps its price. */
export async function addConfigurationToBoq(id: string, body: ConfigurationAdd): Promise<Configuration> {
  const response = await vendocHttp.post<unknown>(api`/configurations/${id}/add-to-boq`, body);
  return configurationSchema.parse(response.data);
}

export function useAddConfigurationToBoq(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ConfigurationAdd) => addConfigurationToBoq(id, body),
    onSuccess: (added, body) =>
      Promise.all([
        storeConfiguration(queryClient, added),
        // The BoQ has a new item and a new total.
        queryClient.invalidateQueries({ queryKey: boqKeys.detail(body.boqId) }),
        queryClient.invalidateQueries({ queryKey: boqKeys.nodes(body.boqId) }),
        queryClient.invalidateQueries({ queryKey: boqKeys.items(body.boqId) }),
        queryClient.invalidateQueries({ queryKey: boqKeys.list(added.projectId) }),
      ]).then(() => undefined),
  });
}

/** DELETE /api/v1/configurations/{id} (an item it was added as stays in the BoQ). */
export async function deleteConfiguration(id: string): Promise<void> {
  await vendocHttp.delete(api`/configurations/${id}`);
}

export function useDeleteConfiguration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteConfiguration,
    onSuccess: (_nothing, id) => {
      queryClient.removeQueries({ queryKey: configurationKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: configurationKeys.lists });
    },
  });
}
