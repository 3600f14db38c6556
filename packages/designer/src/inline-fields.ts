import { dataPathSchema } from '@vendoc/contract/document-template-elements';
import type { CatalogueField } from './catalogue-groups';
import { defaultFormatOf, formatFieldValue } from './format-value';
import { resolvePath } from './resolve-path';

const INLINE_FIELD = /\{\{\s*([^{}]*?)\s*\}\}/g;

/** The paths of the inline fields in a text ("Sehr geehrte {{client.salutation}}" -> ["client.salutation"]). */
export function inlineFieldPaths(text: string): string[] {
  return [...text.matchAll(INLINE_FIELD)].map((match) => match[1] ?? '');
}

/** Whether text is a syntactically valid data path. */
export function isDataPath(path: string): boolean {
  return dataPathSchema.safeParse(path).success;
}

/**
 * The text with each inline field replaced by its value from `data`, formatted after its catalogue type (dates,
 * money, ...). Fields the catalogue does not know, or without a value, become empty text (checkTemplate warns).
 */
export function fillInlineFields(
  text: string,
  data: unknown,
  fields: ReadonlyMap<string, CatalogueField>,
): string {
  return text.replace(INLINE_FIELD, (_match, path: string) => {
    const field = fields.get(path);
    return field ? formatFieldValue(resolvePath(data, path), defaultFormatOf(field.type)) : '';
  });
}
