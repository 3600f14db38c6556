import { useQueries } from '@tanstack/react-query';
import type { DesignerTemplate } from '@vendoc/contract/document-templates';
import { templateFileQueryOptions } from './template-files';

/** The ids of the background images of a template's regions (first page, following pages), each once. */
export function backgroundImageIds(template: DesignerTemplate): string[] {
  const ids = [template.firstPage.background, template.followingPages.background].flatMap((background) =>
    background?.type === 'image' ? [background.fileId] : [],
  );
  return [...new Set(ids)];
}

/** Loads the background images of a template (none while `template` is undefined); true while any is pending. */
export function useBackgroundImagesPending(template: DesignerTemplate | undefined): boolean {
  return useQueries({
    queries: (template ? backgroundImageIds(template) : []).map((fileId) => templateFileQueryOptions(fileId)),
    combine: (results) => results.some((result) => result.isPending),
  });
}
