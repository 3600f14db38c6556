import { queryOptions, useQuery } from '@tanstack/react-query';
import { projectFileSchema, type ProjectFile } from '@vendoc/contract/files';
import { api } from '../../lib/http/api-path';
import { vendocHttp } from '../../lib/http/vendoc-client';
import { usePendingRecord } from '../../lib/offline/pending-records';
import { PROJECT_FILE_ENTITY } from './local-file';

/** GET /api/v1/files/{id}: a project file's metadata with its content URL signed for the caller. */
export async function fetchProjectFile(fileId: string, signal?: AbortSignal): Promise<ProjectFile> {
  const response = await vendocHttp.get<unknown>(api`/files/${fileId}`, { signal });
  return projectFileSchema.parse(response.data);
}

export const projectFileKeys = {
  detail: (fileId: string) => ['files', fileId] as const,
  /** A project's files and folders (the files page); every change to them invalidates it. */
  ofProject: (projectId: string) => ['project-files', projectId] as const,
};

export function projectFileQueryOptions(fileId: string) {
  return queryOptions({
    queryKey: projectFileKeys.detail(fileId),
    queryFn: ({ signal }) => fetchProjectFile(fileId, signal),
    // A stored file's content does not change; its signed URL lasts at least an hour (content-urls on the server).
    staleTime: 30 * 60 * 1000,
  });
}

/** A project file's metadata from the server (`enabled` false: not asked for). */
export function useProjectFileQuery(fileId: string, enabled = true) {
  return useQuery({ ...projectFileQueryOptions(fileId), enabled: enabled && fileId !== '' });
}

/**
 * A project file named by a record (a photo of a diary day), for its thumbnail and link: as the server has it, or
 * as it waits in the outbox (taken offline; not asked of the server until it is there).
 */
export function useProjectFile(fileId: string): { data: ProjectFile | undefined; waiting: boolean } {
  const pending = usePendingRecord<ProjectFile>(PROJECT_FILE_ENTITY, fileId);
  const stored = useProjectFileQuery(fileId, !pending?.isNew);
  return { data: pending?.record ?? stored.data, waiting: pending !== null };
}
