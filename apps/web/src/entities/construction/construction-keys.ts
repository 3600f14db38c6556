/** Query keys of constructions (Bauteile), read by the project page, the survey pages and their pickers. */
export const constructionKeys = {
  all: ['constructions'] as const,
  list: (projectId: string) => ['constructions', 'list', projectId] as const,
};
