import { toFixed } from '@vendoc/money/decimal';
import type { AlternativeRef, Category, Item, Provisional } from './model';
import type { Description, DetailPart, RichBlock } from './model-text';
import { richTextFromPlainText } from './rich-text';
import { itemTotal } from './totals';

/**
 * Edits of model entries: pure functions returning new objects. Edited texts lose their source markup (the writer
 * renders the blocks); what was not edited keeps it.
 */

function emptyDescription(): Description {
  return { wicNo: null, completeText: null, outline: null };
}

/** The description with a new short text (OutlineText). */
export function withShortText(description: Description | null, text: string): Description {
  const base = description ?? emptyDescription();
  const outline = text === '' ? null : richTextFromPlainText(text);
  if (base.completeText === null && base.outline !== null) return { ...base, outline };
  const completeText = base.completeText ?? { detail: null, outline: null };
  return { ...base, completeText: { ...completeText, outline } };
}

/** The description with a new long text (DetailTxt): the blocks replace every text part; other parts stay after them. */
export function withLongText(description: Description | null, blocks: RichBlock[]): Description {
  const base = description ?? emptyDescription();
  const completeText = base.completeText ?? { detail: null, outline: base.outline };
  const kept = (completeText.detail?.parts ?? []).filter((part) => part.kind === 'preserved');
  const parts: DetailPart[] =
    blocks.length === 0 ? kept : [{ kind: 'text', text: { blocks, source: null } }, ...kept];
  const detail = parts.length === 0 ? null : { ...completeText.detail, parts };
  return {
    ...base,
    outline: base.completeText === null ? null : base.outline,
    completeText: { ...completeText, detail },
  };
}

/** The item's stated total (IT) recomputed from quantity and unit price (null without a price). */
export function withComputedTotal(item: Item): Item {
  const total = itemTotal({ ...item, it: null });
  return { ...item, it: total === null ? null : toFixed(total, 2) };
}

/** What an item edit may change. */
export interface ItemChanges {
  qty?: string | null;
  up?: string | null;
  unit?: string | null;
  provisional?: Provisional | null;
  alternative?: { group: number; serial: number } | null;
  lumpSum?: boolean;
  hourly?: boolean;
}

/** The item with the changes applied and its total (IT) recomputed. */
export function editItem(item: Item, changes: ItemChanges): Item {
  const next: Item = { ...item };
  if (changes.qty !== undefined) next.qty = changes.qty;
  if (changes.up !== undefined) {
    next.up = changes.up;
    // Unit price components no longer add up to a price typed by hand.
    next.upComponents = [];
  }
  if (changes.unit !== undefined) next.unit = changes.unit;
  if (changes.provisional !== undefined) next.provisional = changes.provisional;
  if (changes.alternative !== undefined) {
    const alternative = changes.alternative;
    next.alternative =
      alternative === null
        ? null
        : ({ ...alternative, accepted: item.alternative?.accepted ?? null } satisfies AlternativeRef);
  }
  if (changes.lumpSum !== undefined) next.lumpSum = changes.lumpSum;
  if (changes.hourly !== undefined) next.hourly = changes.hourly;
  return withComputedTotal(next);
}

/** A new item (normal kind) with a short text, quantity, unit and unit price. */
export function newItem(fields: {
  id: string;
  rNoPart: string;
  shortText: string;
  qty: string | null;
  unit: string | null;
  up: string | null;
}): Item {
  const item: Item = {
    kind: 'item',
    id: fields.id,
    rNoPart: fields.rNoPart,
    rNoIndex: null,
    oz: fields.rNoPart,
    alternative: null,
    provisional: null,
    lumpSum: false,
    hourly: false,
    keyItem: false,
    markedUp: false,
    upBreakdownRequested: false,
    notApplicable: false,
    notOffered: false,
    changeOrder: null,
    qtyTbd: false,
    qty: fields.qty,
    unit: fields.unit,
    up: fields.up,
    upComponents: [],
    discountPercent: null,
    it: null,
    vat: null,
    description: withShortText(null, fields.shortText),
    bidderComments: [],
    sumDescription: false,
    subDescriptions: [],
  };
  return withComputedTotal(item);
}

/** A new title or lot with a label and an empty body. */
export function newCategory(fields: {
  id: string;
  rNoPart: string;
  label: string;
  level: 'lot' | 'title';
}): Category {
  return {
    kind: 'category',
    id: fields.id,
    rNoPart: fields.rNoPart,
    oz: fields.rNoPart,
    level: fields.level,
    label: fields.label === '' ? null : richTextFromPlainText(fields.label),
    changeOrder: null,
    notApplicable: false,
    body: { entries: [], itemlist: null },
    totals: null,
  };
}
