import { get, type FieldErrors } from 'react-hook-form';

/** The message of the form error at a dotted field path (e.g. `addresses.0.street`), if there is one. */
export function fieldErrorText(errors: FieldErrors, name: string): string | undefined {
  const fieldError: { message?: unknown } | undefined = get(errors, name);
  return typeof fieldError?.message === 'string' ? fieldError.message : undefined;
}
