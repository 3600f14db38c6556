import {
  textSnippetCreateSchema,
  type SnippetPlacement,
  type TextSnippet,
} from '@vendoc/contract/text-snippets';
import type { z } from 'zod';

/** The snippet form checks what the server checks: the contract's create schema. */
export const textSnippetFormSchema = textSnippetCreateSchema;
export type TextSnippetFormValues = z.input<typeof textSnippetFormSchema>;
export type TextSnippetFormOutput = z.output<typeof textSnippetFormSchema>;

/** The form fields the server may name in a 400. */
export const TEXT_SNIPPET_FIELDS = ['name', 'placement', 'documentKinds', 'text', 'isDefault'] as const;

/** The form's values for a snippet, or for a new one at a placement. */
export function textSnippetFormValues(
  snippet: TextSnippet | null,
  placement: SnippetPlacement = 'intro',
): Required<TextSnippetFormValues> {
  return snippet
    ? {
        name: snippet.name,
        placement: snippet.placement,
        documentKinds: snippet.documentKinds,
        text: snippet.text,
        isDefault: snippet.isDefault,
      }
    : { name: '', placement, documentKinds: [], text: '', isDefault: false };
}
