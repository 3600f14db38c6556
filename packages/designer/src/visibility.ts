import type { Visibility } from '@vendoc/contract/document-template-elements';
import { hasValue, resolvePath } from './resolve-path';

/** Where an element would be printed: page number of total, and the document data. */
export interface VisibilityContext {
  page: number;
  pages: number;
  data: unknown;
}

/** Whether an element with this visibility is printed on this page of this document (every part must hold). */
export function isVisible(visibility: Visibility, context: VisibilityContext): boolean {
  const { page, pages } = context;
  const onPage =
    visibility.pages === 'always' ||
    (visibility.pages === 'firstPageOnly' && page === 1) ||
    (visibility.pages === 'notFirstPage' && page > 1) ||
    (visibility.pages === 'lastPageOnly' && page === pages) ||
    (visibility.pages === 'notLastPage' && page < pages);
  if (!onPage) return false;
  if (visibility.clients !== 'always') {
    const kind = resolvePath(context.data, 'client.kind');
    const wanted = {
      publicClientOnly: 'public',
      privateClientOnly: 'private',
      commercialClientOnly: 'commercial',
    };
    if (kind !== wanted[visibility.clients]) return false;
  }
  if (visibility.field) {
    const set = hasValue(resolvePath(context.data, visibility.field.path));
    if (set !== (visibility.field.is === 'set')) return false;
  }
  return true;
}
