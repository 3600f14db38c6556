import { useMutation, useQueryClient } from '@tanstack/react-query';
import { projectSchema, type Project, type ProjectUpdate } from '@vendoc/contract/projects';
import { storeProject } from '../../../entities/project/project-cache';
import { api } from '../../../lib/http/api-path';
import { vendocHttp } from '../../../lib/http/vendoc-client';

/** PUT /api/v1/projects/{id} with the version the edit started from; a stale version gets 409 + current. */
export async function updateProject({ id, body }: { id: string; body: ProjectUpdate }): Promise<Project> {
  const response = await vendocHttp.put<unknown>(api`/projects/${id}`, body);
  return projectSchema.parse(response.data);
}

export function useUpdateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProject,
    onSuccess: (project) => storeProject(queryClient, project),
  });
}

/** The update body that keeps a project as it is, with `changes` applied. */
export function projectUpdateBody(project: Project, changes: Partial<ProjectUpdate> = {}): ProjectUpdate {
  return {
    name: project.name,
    clientId: project.client.id,
    siteAddress: project.siteAddress,
    status: project.status,
    contractType: project.contractType,
    startDate: project.startDate,
    endDate: project.endDate,
    responsibleUserId: project.responsibleUser?.id ?? null,
    memberIds: project.memberIds,
    description: project.description,
    version: project.version,
    ...changes,
  };
}
