import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  projectExportListSchema,
  projectExportSchema,
  type ExportCreate,
  type ProjectExport,
} from '@vendoc/contract/project-exports';
import { api } from '../../lib/http/api-path';
import { downloadFile } from '../../lib/http/download';
import { vendocHttp } from '../../lib/http/vendoc-client';

export const exportKeys = {
  all: ['exports'] as const,
  project: (projectId: string) => ['exports', 'project', projectId] as const,
};

/** While an export is queued or running, the list is read again this often (its progress survives a reload). */
export const EXPORT_POLL_MS = 1500;

export const isActiveExport = (item: ProjectExport) => item.status === 'queued' || item.status === 'running';

/** GET /api/v1/projects/{projectId}/exports: the project's exports, newest first. */
export async function fetchProjectExports(projectId: string, signal?: AbortSignal): Promise<ProjectExport[]> {
  const response = await vendocHttp.get<unknown>(api`/projects/${projectId}/exports`, { signal });
  return projectExportListSchema.parse(response.data).items;
}

/** The project's exports, polled while one of them is still at work. */
export function useProjectExports(projectId: string) {
  return useQuery({
    queryKey: exportKeys.project(projectId),
    queryFn: ({ signal }) => fetchProjectExports(projectId, signal),
    refetchInterval: (query) => (query.state.data?.some(isActiveExport) ? EXPORT_POLL_MS : false),
  });
}

export async function startExport(projectId: string, body: ExportCreate): Promise<ProjectExport> {
  return projectExportSchema.parse(
    (await vendocHttp.post<unknown>(api`/projects/${projectId}/exports`, body)).data,
  );
}

export async function cancelExport(id: string): Promise<ProjectExport> {
  return projectExportSchema.parse((await vendocHttp.post<unknown>(api`/exports/${id}/cancel`, {})).data);
}

export async function deleteExport(id: string): Promise<void> {
  await vendocHttp.delete(api`/exports/${id}`);
}

/** Saves the finished ZIP under the server's name for it. */
export const downloadExport = (item: ProjectExport) =>
  downloadFile(api`/exports/${item.id}/download`, {}, item.fileName ?? 'Projektexport.zip');

/** Start, cancel and delete; the project's list is read again afterwards. */
export function useExportChanges(projectId: string) {
  const queryClient = useQueryClient();
  const onSettled = () => queryClient.invalidateQueries({ queryKey: exportKeys.project(projectId) });
  return {
    start: useMutation({ mutationFn: (body: ExportCreate) => startExport(projectId, body), onSettled }),
    cancel: useMutation({ mutationFn: cancelExport, onSettled }),
    remove: useMutation({ mutationFn: deleteExport, onSettled }),
  };
}
