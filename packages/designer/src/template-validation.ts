import { designerTemplateSchema, type DesignerTemplate } from '@vendoc/contract/document-templates';

/** One reason a template is not valid: where (e.g. "firstPage.elements[2].style.color") and why (German). */
export interface TemplateProblem {
  path: string;
  message: string;
}

export type TemplateValidation =
  { ok: true; template: DesignerTemplate } | { ok: false; problems: TemplateProblem[] };

/** Writes a zod issue path as people read it: object keys joined by dots, array indexes in brackets. */
export function formatIssuePath(path: readonly PropertyKey[]): string {
  let text = '';
  for (const segment of path) {
    if (typeof segment === 'number') text += `[${segment}]`;
    else text += text === '' ? String(segment) : `.${String(segment)}`;
  }
  return text === '' ? '(Vorlage)' : text;
}

/** Checks a template of the current schema version; every problem names the path of the offending value. */
export function validateTemplate(input: unknown): TemplateValidation {
  const result = designerTemplateSchema.safeParse(input);
  if (result.success) return { ok: true, template: result.data };
  return {
    ok: false,
    problems: result.error.issues.map((issue) => ({
      path: formatIssuePath(issue.path),
      message: issue.message,
    })),
  };
}
