import type { z } from 'zod';
import zodGerman from 'zod/v4/locales/de.js';

/** German messages for what the contract does not word itself (lengths, formats, types). */
export const germanZodErrors = zodGerman().localeError;

/**
 * Checks a form's converted body with a contract schema and puts its (German) messages on the form's fields of
 * the same name: the contract stays the one place that says what is valid.
 */
export function addContractIssues(schema: z.ZodType, body: unknown, context: z.RefinementCtx): void {
  const result = schema.safeParse(body, { error: germanZodErrors });
  for (const issue of result.success ? [] : result.error.issues) {
    context.addIssue({
      code: 'custom',
      path: issue.path.filter((part) => typeof part !== 'symbol'),
      message: issue.message,
    });
  }
}
