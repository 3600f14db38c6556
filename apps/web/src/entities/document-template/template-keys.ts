/** Query keys of the company's document templates (the designer's list and editor). */
export const templateKeys = {
  all: ['documentTemplates'] as const,
  lists: ['documentTemplates', 'list'] as const,
  list: (params: Readonly<Record<string, unknown>>) => ['documentTemplates', 'list', params] as const,
  detail: (templateId: string) => ['documentTemplates', 'detail', templateId] as const,
  /** An uploaded image or letterhead PDF (content never changes). */
  file: (fileId: string) => ['documentTemplates', 'file', fileId] as const,
};
