/**
 * Query keys of projects, for every screen that shows one: a project saved anywhere refreshes them all.
 * Lists (the project list, pickers, a client's projects) sit below `lists`, a project below `detail`.
 */
export const projectKeys = {
  all: ['projects'] as const,
  lists: ['projects', 'list'] as const,
  list: (params: Readonly<Record<string, unknown>>) => ['projects', 'list', params] as const,
  /** The paged list (an infinite query: it must not share a key with a one-page list). */
  pages: (params: Readonly<Record<string, unknown>>) => ['projects', 'list', 'pages', params] as const,
  detail: (projectId: string) => ['projects', 'detail', projectId] as const,
  /** The company's users a team can have. */
  teamUsers: ['projects', 'team-users'] as const,
};
