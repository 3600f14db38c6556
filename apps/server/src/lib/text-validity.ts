import type { FieldError } from './http-problem';

// A high surrogate not followed by a low one, or a low surrogate without a high one before it.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const NUL_MESSAGE = 'Der Text enthält ein Nullzeichen (U+0000); das ist nicht erlaubt.';
export const SURROGATE_MESSAGE =
  'Der Text enthält ein ungültiges Unicode-Zeichen (ein einzelnes Surrogat); das ist nicht erlaubt.';

/**
 * Why `text` cannot be stored, or null when it can. PostgreSQL refuses NUL in text and a lone surrogate in jsonb
 * (and would silently turn one into U+FFFD in text): both are refused before they reach a query.
 */
export function invalidTextReason(text: string): string | null {
  if (text.includes('\u0000')) return NUL_MESSAGE;
  if (LONE_SURROGATE.test(text)) return SURROGATE_MESSAGE;
  return null;
}

/** A name that can be shown in an error: the bad characters of a key replaced by U+FFFD. */
const printable = (key: string) =>
  key.replaceAll('\u0000', '\uFFFD').replace(new RegExp(LONE_SURROGATE.source, 'g'), '\uFFFD');

/** At most this many field errors are listed; one is enough to refuse. */
const MAX_ERRORS = 20;

/** A path as a chain to its parent: pushing a child costs the same however deep the value is nested. */
interface PathLink {
  parent: PathLink | null;
  segment: string;
}

function pathOf(link: PathLink | null): string {
  const segments: string[] = [];
  for (let at = link; at !== null; at = at.parent) segments.push(at.segment);
  return segments.reverse().join('.');
}

/**
 * Every string in a parsed JSON value (object keys included) that cannot be stored, as field errors with dotted
 * paths (`items.0.name`) below `prefix`. Walks with its own stack and builds a path only for an error, so even a
 * deeply nested body costs time in proportion to its size.
 */
export function findInvalidTexts(value: unknown, prefix: readonly string[] = []): FieldError[] {
  const errors: FieldError[] = [];
  let root: PathLink | null = null;
  for (const segment of prefix) root = { parent: root, segment };
  const stack: { value: unknown; path: PathLink | null }[] = [{ value, path: root }];
  while (stack.length > 0 && errors.length < MAX_ERRORS) {
    const { value: current, path } = stack.pop()!;
    if (typeof current === 'string') {
      const message = invalidTextReason(current);
      if (message !== null) errors.push({ path: pathOf(path), message });
    } else if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i--)
        stack.push({ value: current[i], path: { parent: path, segment: String(i) } });
    } else if (typeof current === 'object' && current !== null) {
      const entries = Object.entries(current);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, child] = entries[i]!;
        const keyMessage = invalidTextReason(key);
        if (keyMessage !== null)
          errors.push({ path: pathOf({ parent: path, segment: printable(key) }), message: keyMessage });
        else stack.push({ value: child, path: { parent: path, segment: key } });
      }
    }
  }
  return errors;
}
