/** Whose configurations a list holds: a construction's or a smart note's. */
export type ConfigurationOwner =
  | { readonly constructionId: string; readonly smartNoteId?: undefined }
  | { readonly smartNoteId: string; readonly constructionId?: undefined };

/** Query keys of configurations: every owner's list below `lists`, one configuration below `detail`. */
export const configurationKeys = {
  all: ['configurations'] as const,
  lists: ['configurations', 'list'] as const,
  list: (projectId: string, owner: ConfigurationOwner) =>
    ['configurations', 'list', projectId, owner.constructionId ?? null, owner.smartNoteId ?? null] as const,
  detail: (id: string) => ['configurations', 'detail', id] as const,
};
