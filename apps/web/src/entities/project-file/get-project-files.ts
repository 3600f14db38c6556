import { queryOptions, useQuery } from '@tanstack/react-query';
import { projectFilesListSchema, type Folder, type ProjectFile } from '@vendoc/contract/files';
import { vendocHttp } from '../../lib/http/vendoc-client';
import { api } from '../../lib/http/api-path';
import { projectFileKeys } from './get-project-file';

export interface ProjectFilesList {
  folders: Folder[];
  files: ProjectFile[];
}

/** Key of a project's files and folders; every change to them invalidates it. */
export function projectFilesQueryKey(projectId: string) {
  return projectFileKeys.ofProject(projectId);
}

/** GET /api/v1/projects/{projectId}/files: all folders and files (content URLs signed for the caller). */
export async function fetchProjectFiles(projectId: string, signal?: AbortSignal): Promise<ProjectFilesList> {
  const response = await vendocHttp.get<unknown>(api`/projects/${projectId}/files`, { signal });
  return projectFilesListSchema.parse(response.data);
}

export function projectFilesQueryOptions(projectId: string) {
  return queryOptions({
    queryKey: projectFilesQueryKey(projectId),
    queryFn: ({ signal }) => fetchProjectFiles(projectId, signal),
  });
}

/** A project's files; nothing is asked while no project is given (an empty id). */
export function useProjectFiles(projectId: string) {
  return useQuery({ ...projectFilesQueryOptions(projectId), enabled: projectId !== '' });
}
