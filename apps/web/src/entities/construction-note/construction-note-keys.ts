/** Query keys of the site diary: every change refreshes everything below `all` (lists, days, the chain). */
export const constructionNoteKeys = {
  all: ['construction-notes'] as const,
  project: (projectId: string, from: string, to: string) =>
    ['construction-notes', 'project', projectId, from, to] as const,
  list: (params: Readonly<Record<string, unknown>>) => ['construction-notes', 'list', params] as const,
  missing: (date: string) => ['construction-notes', 'missing', date] as const,
  detail: (id: string) => ['construction-notes', 'detail', id] as const,
  /** Notices of obstruction made from a day of the project. */
  obstructionNotices: (projectId: string, date: string) =>
    ['construction-notes', 'obstruction-notices', projectId, date] as const,
};
