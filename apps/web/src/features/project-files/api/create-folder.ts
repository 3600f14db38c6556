import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Folder } from '@vendoc/contract/files';
import { vendocHttp } from '../../../lib/http/vendoc-client';
import { projectFilesQueryKey } from '../../../entities/project-file/get-project-files';
import { api } from '../../../lib/http/api-path';

/** POST /api/v1/projects/{projectId}/folders: a folder inside `parentId` (null: top level). */
export async function postFolder(projectId: string, folder: { name: string; parentId: string | null }) {
  const response = await vendocHttp.post<Folder>(api`/projects/${projectId}/folders`, folder);
  return response.data;
}

export function useCreateFolder(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (folder: { name: string; parentId: string | null }) => postFolder(projectId, folder),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectFilesQueryKey(projectId) }),
  });
}
