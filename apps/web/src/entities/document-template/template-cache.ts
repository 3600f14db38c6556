import type { QueryClient } from '@tanstack/react-query';
import type { DocumentTemplate } from '@vendoc/contract/document-template-records';
import { templateKeys } from './template-keys';

// The cache rule for document templates (decision 0013): an answer carrying the record goes into its detail entry,
// every template list loads again (names, default marks and versions are listed).

/** Every list of templates loads again. */
export function invalidateTemplateLists(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: templateKeys.lists });
}

/** A template the server answered with: its detail entry takes it, every list loads again. */
export function storeTemplate(queryClient: QueryClient, template: DocumentTemplate): Promise<void> {
  queryClient.setQueryData(templateKeys.detail(template.id), template);
  return invalidateTemplateLists(queryClient);
}

/** A deleted template: its detail entry goes, every list loads again. */
export function forgetTemplate(queryClient: QueryClient, templateId: string): Promise<void> {
  queryClient.removeQueries({ queryKey: templateKeys.detail(templateId) });
  return invalidateTemplateLists(queryClient);
}
