import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Folder } from '@vendoc/contract/files';
import { vendocHttp } from '../../../lib/http/vendoc-client';
import { projectFilesQueryKey } from '../../../entities/project-file/get-project-files';
import { api } from '../../../lib/http/api-path';

export interface FolderChange {
  folder: Folder;
  name?: string;
  /** The new parent (null: top level); never the folder itself or one below it (the server answers 400). */
  parentId?: string | null;
}

/** PATCH /api/v1/folders/{id}: rename and/or move, with the version the list showed. */
export async function patchFolder({ folder, ...change }: FolderChange): Promise<Folder> {
  const response = await vendocHttp.patch<Folder>(api`/folders/${folder.id}`, {
    ...change,
    version: folder.version,
  });
  return response.data;
}

export function useUpdateFolder(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: patchFolder,
    onSettled: () => queryClient.invalidateQueries({ queryKey: projectFilesQueryKey(projectId) }),
  });
}
