/**
 * The value at a dotted path of the document data ("client.address.city", "items.3.total"), or undefined when any
 * step is missing. Only own properties are followed (never the prototype: "constructor" or "__proto__" resolve to
 * undefined), numeric steps index arrays. Never throws.
 */
export function resolvePath(data: unknown, path: string): unknown {
  if (path === '') return undefined;
  let current: unknown = data;
  for (const step of path.split('.')) {
    if (Array.isArray(current)) {
      if (!/^\d+$/.test(step)) return undefined;
      current = current[Number(step)];
    } else if (typeof current === 'object' && current !== null && Object.hasOwn(current, step)) {
      current = (current as Record<string, unknown>)[step];
    } else {
      return undefined;
    }
  }
  return current;
}

/** Whether a value counts as "set" for visibility conditions: not missing, not null, not blank text, not []. */
export function hasValue(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  return true;
}
