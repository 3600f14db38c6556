import { useMutation, useQueryClient } from '@tanstack/react-query';
import { projectSchema, type Project, type ProjectCreate } from '@vendoc/contract/projects';
import { vendocHttp } from '../../../lib/http/vendoc-client';
import { projectQueryKey } from './get-project';
import { invalidateProjectLists } from './get-projects';

/** POST /api/v1/projects: the server draws the project number. */
export async function createProject(body: ProjectCreate): Promise<Project> {
  const response = await vendocHttp.post<unknown>('/api/v1/projects', body);
  return projectSchema.parse(response.data);
}

export function useCreateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProject,
    onSuccess: (project) => {
      queryClient.setQueryData(projectQueryKey(project.id), project);
      return invalidateProjectLists(queryClient);
    },
  });
}
