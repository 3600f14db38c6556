/**
 * Article references inside a position's stored documents: `calculation.components[*].articleId` and
 * `variants.groups[*].options[*].effect.components[*].articleId` (replacement components of variant options).
 * The documents come from jsonb columns, so they are walked defensively rather than trusted to have a shape.
 */

type Json = unknown;

const isObject = (value: Json): value is Record<string, Json> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const arrayAt = (value: Json, key: string): Json[] => {
  if (!isObject(value)) return [];
  const found = value[key];
  return Array.isArray(found) ? found : [];
};

/** The component lists of a calculation or variants document (the lists themselves, to read or replace). */
function componentLists(document: Json): Json[][] {
  if (!isObject(document)) return [];
  if ('components' in document) return [arrayAt(document, 'components')];
  return arrayAt(document, 'groups').flatMap((group) =>
    arrayAt(group, 'options').flatMap((option) => {
      const effect = isObject(option) ? option['effect'] : undefined;
      return isObject(effect) && effect['kind'] === 'replaceComponents'
        ? [arrayAt(effect, 'components')]
        : [];
    }),
  );
}

/** Ids of the articles a position's calculation and variant options refer to. */
export function articleIdsIn(calculation: Json, variants: Json): string[] {
  const ids = new Set<string>();
  for (const list of [...componentLists(calculation), ...componentLists(variants)]) {
    for (const component of list) {
      if (
        isObject(component) &&
        component['kind'] === 'article' &&
        typeof component['articleId'] === 'string'
      )
        ids.add(component['articleId']);
    }
  }
  return [...ids];
}

/**
 * A copy of a calculation or variants document whose article references are replaced through `ids`;
 * references not in the map stay as they are.
 */
export function remapArticleIds(document: Json, ids: ReadonlyMap<string, string>): Json {
  const copy: Json = structuredClone(document);
  for (const list of componentLists(copy)) {
    for (const component of list) {
      if (!isObject(component) || component['kind'] !== 'article') continue;
      const original = component['articleId'];
      const replacement = typeof original === 'string' ? ids.get(original) : undefined;
      if (replacement !== undefined) component['articleId'] = replacement;
    }
  }
  return copy;
}
