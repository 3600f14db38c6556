import type { BoQ, BoQBody, Category, Item, ItemlistEntry, MarkupItem } from './model';
import type { Description } from './model-text';
import { plainText } from './rich-text';

/** Visits every category (depth first, in document order) and every item list entry of a body. */
export function walkBody(
  body: BoQBody,
  visit: { category?: (category: Category, depth: number) => void; entry?: (entry: ItemlistEntry) => void },
  depth = 0,
): void {
  for (const entry of body.entries) {
    if (entry.kind !== 'category') continue;
    visit.category?.(entry, depth);
    if (entry.body) walkBody(entry.body, visit, depth + 1);
  }
  for (const entry of body.itemlist ?? []) visit.entry?.(entry);
}

/** All items and markup items of a BoQ in document order. */
export function boqItems(boq: BoQ): (Item | MarkupItem)[] {
  const items: (Item | MarkupItem)[] = [];
  walkBody(boq.body, {
    entry: (entry) => {
      if (entry.kind === 'item' || entry.kind === 'markupItem') items.push(entry);
    },
  });
  return items;
}

/** All categories (lots and titles) of a BoQ in document order. */
export function boqCategories(boq: BoQ): Category[] {
  const categories: Category[] = [];
  walkBody(boq.body, { category: (category) => categories.push(category) });
  return categories;
}

/** Short text (OutlineText) of a description as plain text; '' when there is none. */
export function shortText(description: Description | null): string {
  return plainText(description?.completeText?.outline ?? description?.outline ?? null);
}

/** Long text (the Text parts of DetailTxt, complements inline) as plain text, paragraphs separated by "\n". */
export function longText(description: Description | null): string {
  const parts = description?.completeText?.detail?.parts ?? [];
  return parts
    .map((part) => {
      if (part.kind === 'text') return plainText(part.text);
      if (part.kind === 'complement') {
        return plainText([
          { type: 'paragraph', inlines: [{ type: 'complement', complement: part.complement }] },
        ]);
      }
      return '';
    })
    .filter((text) => text !== '')
    .join('\n');
}
