import { useMutation, useQueryClient } from '@tanstack/react-query';
import { projectSchema, type Project, type ProjectCreate } from '@vendoc/contract/projects';
import { api } from '../../lib/http/api-path';
import { vendocHttp } from '../../lib/http/vendoc-client';
import { storeProject } from './project-cache';

/** POST /api/v1/projects: the server draws the project number. */
export async function createProject(body: ProjectCreate): Promise<Project> {
  const response = await vendocHttp.post<unknown>(api`/projects`, body);
  return projectSchema.parse(response.data);
}

export function useCreateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProject,
    onSuccess: (project) => storeProject(queryClient, project),
  });
}
