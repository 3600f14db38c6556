/**
 * Copies a value to the clipboard (SPEC.md section 8). Strings are copied as they are, numbers, booleans and
 * bigints as their text; an empty value (null, undefined, '') logs a warning and copies an empty string; any
 * other type is only logged. Resolves whether something was copied.
 */
export async function copyToClipboard(value: unknown): Promise<boolean> {
  let text: string;
  if (value === null || value === undefined || value === '') {
    console.warn('copyToClipboard: empty value, copying an empty string');
    text = '';
  } else if (typeof value === 'string') {
    text = value;
  } else if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') {
    text = String(value);
  } else {
    console.error(`copyToClipboard: cannot copy a value of type ${typeof value}`, value);
    return false;
  }
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch (error) {
    console.error('copyToClipboard: the clipboard refused the text', error);
    return false;
  }
}
