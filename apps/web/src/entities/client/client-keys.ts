/** Query keys of clients: lists, pickers' searches and single clients, for every screen that shows one. */
export const clientKeys = {
  all: ['clients'] as const,
  lists: ['clients', 'list'] as const,
  list: (params: Readonly<Record<string, unknown>>) => ['clients', 'list', params] as const,
  search: (q: string) => ['clients', 'search', q] as const,
  detail: (clientId: string) => ['clients', 'detail', clientId] as const,
};
