import type { SmartNoteListFilter } from './get-smart-notes';

/** Query keys of smart notes: every list below `all`, one note below `detail`. */
export const smartNoteKeys = {
  all: ['smart-notes'] as const,
  lists: ['smart-notes', 'list'] as const,
  list: (filter: SmartNoteListFilter) => ['smart-notes', 'list', filter] as const,
  detail: (id: string) => ['smart-notes', 'detail', id] as const,
};
