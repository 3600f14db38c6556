import { useMutation, useQueryClient } from '@tanstack/react-query';
import { vendocHttp } from '../../../lib/http/vendoc-client';
import { projectFilesQueryKey } from '../../../entities/project-file/get-project-files';
import { api } from '../../../lib/http/api-path';

/** DELETE /api/v1/folders/{id}: only an empty folder (409 with the reason otherwise). */
export async function deleteFolder(folderId: string): Promise<void> {
  await vendocHttp.delete(api`/folders/${folderId}`);
}

export function useDeleteFolder(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFolder,
    onSettled: () => queryClient.invalidateQueries({ queryKey: projectFilesQueryKey(projectId) }),
  });
}
