/** Query keys of the signed-in user (`me`, with the profile below it) and of the company's users. */
export const userKeys = {
  me: ['me'] as const,
  profile: ['me', 'profile'] as const,
  all: ['users'] as const,
  list: (params: Readonly<Record<string, unknown>>) => ['users', 'list', params] as const,
};
