import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProjectFile } from '@vendoc/contract/files';
import { vendocHttp } from '../../../lib/http/vendoc-client';
import { projectFilesQueryKey } from '../../../entities/project-file/get-project-files';
import { api } from '../../../lib/http/api-path';

export interface FileChange {
  file: ProjectFile;
  /** A new name, a new folder (null: top level), or both. */
  name?: string;
  folderId?: string | null;
}

/** PATCH /api/v1/files/{id}: rename and/or move, with the version the list showed. */
export async function patchFile({ file, ...change }: FileChange): Promise<ProjectFile> {
  const response = await vendocHttp.patch<ProjectFile>(api`/files/${file.id}`, {
    ...change,
    version: file.version,
  });
  return response.data;
}

/** Renames or moves a file; the list is refetched afterwards (also after a conflict, to show the current state). */
export function useUpdateFile(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: patchFile,
    onSettled: () => queryClient.invalidateQueries({ queryKey: projectFilesQueryKey(projectId) }),
  });
}
