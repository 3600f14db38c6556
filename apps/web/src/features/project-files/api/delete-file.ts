import { useMutation, useQueryClient } from '@tanstack/react-query';
import { vendocHttp } from '../../../lib/http/vendoc-client';
import { projectFilesQueryKey } from '../../../entities/project-file/get-project-files';
import { api } from '../../../lib/http/api-path';

/** DELETE /api/v1/files/{id}. */
export async function deleteFile(fileId: string): Promise<void> {
  await vendocHttp.delete(api`/files/${fileId}`);
}

export function useDeleteFile(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFile,
    onSettled: () => queryClient.invalidateQueries({ queryKey: projectFilesQueryKey(projectId) }),
  });
}
