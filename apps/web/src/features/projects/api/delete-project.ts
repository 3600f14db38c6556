import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateProjectLists } from '../../../entities/project/project-cache';
import { api } from '../../../lib/http/api-path';
import { vendocHttp } from '../../../lib/http/vendoc-client';

/** DELETE /api/v1/projects/{id}: only an empty project; one with content answers 409 (archive it instead). */
export async function deleteProject(id: string): Promise<void> {
  await vendocHttp.delete(api`/projects/${id}`);
}

export function useDeleteProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProject,
    // The deleted record's own query is left to expire: removing it while its page or dialog still observes it
    // would fetch it again and report a 404.
    onSuccess: () => invalidateProjectLists(queryClient),
  });
}
