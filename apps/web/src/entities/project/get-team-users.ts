import { queryOptions, useQuery } from '@tanstack/react-query';
import { projectTeamUsersSchema, type ProjectTeamUser } from '@vendoc/contract/projects';
import { api } from '../../lib/http/api-path';
import { vendocHttp } from '../../lib/http/vendoc-client';
import { projectKeys } from './project-keys';

/** GET /api/v1/projects/team-users: the company's users a project team can have, by name. */
export async function fetchTeamUsers(signal?: AbortSignal): Promise<ProjectTeamUser[]> {
  const response = await vendocHttp.get<unknown>(api`/projects/team-users`, { signal });
  return projectTeamUsersSchema.parse(response.data).items;
}

export function teamUsersQueryOptions() {
  return queryOptions({
    queryKey: projectKeys.teamUsers,
    queryFn: ({ signal }) => fetchTeamUsers(signal),
    staleTime: 5 * 60_000,
  });
}

/** The users for the team picker. */
export function useTeamUsers() {
  return useQuery(teamUsersQueryOptions());
}
