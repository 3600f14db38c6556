import type { TemplateElementKind } from '@vendoc/contract/document-template-elements';

/** Every element kind, in the palette's order. */
export const TEMPLATE_ELEMENT_KINDS: readonly TemplateElementKind[] = [
  'text',
  'field',
  'image',
  'line',
  'rectangle',
  'addressWindow',
  'foldMarks',
  'positionsTable',
  'totals',
  'pageNumber',
  'qrCode',
  'signature',
  'freeTable',
];
