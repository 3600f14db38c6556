import type { BreakdownLevel } from '@vendoc/gaeb/model';
import { formatOz, formatOzPart, splitBreakdown } from '@vendoc/gaeb/oz';
import { decimal, toFixed, type Decimal } from '@vendoc/money/decimal';

export type StoredNodeKind =
  'lot' | 'title' | 'item' | 'markupItem' | 'remark' | 'performanceDescription' | 'preserved';

/** The structure and amounts of a node: what structural changes and subtotals need (no texts, no payload). */
export interface TreeRow {
  id: string;
  parentId: string | null;
  seq: number;
  depth: number;
  list: 'entries' | 'itemlist';
  kind: StoredNodeKind;
  rNoPart: string | null;
  rNoIndex: string | null;
  oz: string;
  total: string | null;
  counted: boolean;
  /** Categories marked not applicable (NotAppl) count nothing. */
  notApplicable: boolean;
}

/** A change the structure does not allow; the message is for the user. */
export class StructureError extends Error {
  override readonly name = 'StructureError';
}

export const isCategoryKind = (kind: StoredNodeKind): boolean => kind === 'lot' || kind === 'title';
export const isItemKind = (kind: StoredNodeKind): boolean => kind === 'item' || kind === 'markupItem';

/** The step between item numbers: 10 (0010, 0020, …) where the mask has room for it, else 1. */
function itemStep(length: number, count: number): number {
  return length >= 3 && count * 10 < 10 ** length ? 10 : 1;
}

/**
 * A BoQ's tree in memory for structural changes: insert, move, remove, renumbering by the breakdown mask, and the
 * layout (tree order, depth, OZ, category subtotals) that follows. Rows are copies; `changedRows` lists what to
 * write back.
 */
export class BoqTree {
  private readonly rows = new Map<string, TreeRow>();
  private readonly before = new Map<string, TreeRow>();
  private readonly childIds = new Map<string | null, string[]>();
  private readonly categoryLevels: BreakdownLevel[];
  private readonly itemLevel: BreakdownLevel | undefined;
  /** Nodes whose OZ must be recomputed (their own number or an ancestor's changed). */
  private readonly renumbered = new Set<string>();

  private readonly breakdown: readonly BreakdownLevel[];

  constructor(rows: readonly TreeRow[], declared: readonly BreakdownLevel[]) {
    this.breakdown = effectiveBreakdown(declared, rows);
    const split = splitBreakdown(this.breakdown);
    this.categoryLevels = split.categoryLevels;
    this.itemLevel = split.itemLevel;
    for (const row of [...rows].sort((a, b) => a.seq - b.seq)) {
      this.rows.set(row.id, { ...row });
      this.before.set(row.id, row);
      this.children(row.parentId).push(row.id);
    }
  }

  get(id: string): TreeRow | undefined {
    return this.rows.get(id);
  }

  private children(parentId: string | null): string[] {
    let list = this.childIds.get(parentId);
    if (list === undefined) {
      list = [];
      this.childIds.set(parentId, list);
    }
    return list;
  }

  /** Depth the children of `parentId` have (0 on the top level). */
  private childDepth(parentId: string | null): number {
    if (parentId === null) return 0;
    const parent = this.rows.get(parentId);
    if (parent === undefined) throw new StructureError('Den übergeordneten Titel gibt es nicht (mehr).');
    if (!isCategoryKind(parent.kind))
      throw new StructureError('Einträge lassen sich nur unter einem Titel einordnen.');
    return parent.depth + 1;
  }

  /** The kind a category gets at this depth by the mask (lot or title); throws when the mask has no level there. */
  categoryKindAt(depth: number): 'lot' | 'title' {
    const level = this.categoryLevels[depth];
    if (level === undefined) {
      throw new StructureError(
        'Die Gliederung dieses LV hat auf dieser Ebene keine Titel: Titel gehören über die Positionen.',
      );
    }
    return level.type === 'Lot' ? 'lot' : 'title';
  }

  /** Checks that `kind` may be placed under `parentId` by the mask and the GAEB body rules. */
  private checkPlacement(kind: StoredNodeKind, parentId: string | null, movingId: string | null): number {
    const depth = this.childDepth(parentId);
    const siblings = this.children(parentId).filter((id) => id !== movingId);
    const siblingKinds = siblings.map((id) => this.rows.get(id)!.kind);
    if (isCategoryKind(kind)) {
      this.categoryKindAt(depth);
      if (siblingKinds.some(isItemKind)) {
        throw new StructureError('Ein Titel mit Positionen kann keine Untertitel haben.');
      }
    } else if (isItemKind(kind)) {
      if (this.breakdown.length > 0 && depth !== this.categoryLevels.length) {
        throw new StructureError(
          `Positionen stehen in diesem LV auf Gliederungsebene ${this.categoryLevels.length + 1}: wählen Sie einen Titel der untersten Ebene.`,
        );
      }
      if (siblingKinds.some(isCategoryKind)) {
        throw new StructureError('Ein Titel mit Untertiteln kann keine Positionen haben.');
      }
    }
    return depth;
  }

  private insertAt(id: string, parentId: string | null, afterId: string | null): void {
    const siblings = this.children(parentId);
    if (afterId === null) {
      siblings.unshift(id);
      return;
    }
    const index = siblings.indexOf(afterId);
    if (index < 0)
      throw new StructureError(
        'Der Eintrag, nach dem eingefügt werden soll, steht nicht unter diesem Titel.',
      );
    siblings.splice(index + 1, 0, id);
  }

  /** Adds a new row under `parentId` right after `afterId` (null = first); its number comes from renumbering. */
  insert(row: Omit<TreeRow, 'seq' | 'depth'>, afterId: string | null): TreeRow {
    const depth = this.checkPlacement(row.kind, row.parentId, null);
    const created: TreeRow = { ...row, seq: 0, depth };
    this.rows.set(created.id, created);
    this.insertAt(created.id, row.parentId, afterId);
    return created;
  }

  /** Moves a node (with its subtree) within its level of the mask. */
  move(id: string, parentId: string | null, afterId: string | null): void {
    const row = this.rows.get(id);
    if (row === undefined) throw new StructureError('Den Eintrag gibt es nicht (mehr).');
    if (afterId === id) throw new StructureError('Ein Eintrag kann nicht nach sich selbst stehen.');
    for (let ancestor = parentId; ancestor !== null; ancestor = this.rows.get(ancestor)?.parentId ?? null) {
      if (ancestor === id) throw new StructureError('Ein Titel kann nicht in sich selbst verschoben werden.');
    }
    const depth = this.checkPlacement(row.kind, parentId, id);
    if (depth !== row.depth) {
      throw new StructureError(
        'Titel und Positionen lassen sich nur innerhalb ihrer Gliederungsebene verschieben.',
      );
    }
    const oldSiblings = this.children(row.parentId);
    oldSiblings.splice(oldSiblings.indexOf(id), 1);
    const oldParent = row.parentId;
    row.parentId = parentId;
    try {
      this.insertAt(id, parentId, afterId);
    } catch (error) {
      row.parentId = oldParent;
      throw error;
    }
    this.renumber(oldParent);
    if (oldParent !== parentId) this.renumber(parentId);
  }

  /** Removes a node and its subtree; returns the removed ids (the node first). */
  remove(id: string): string[] {
    const row = this.rows.get(id);
    if (row === undefined) throw new StructureError('Den Eintrag gibt es nicht (mehr).');
    const removed: string[] = [];
    const visit = (nodeId: string) => {
      removed.push(nodeId);
      for (const child of this.childIds.get(nodeId) ?? []) visit(child);
      this.childIds.delete(nodeId);
      this.rows.delete(nodeId);
    };
    const siblings = this.children(row.parentId);
    siblings.splice(siblings.indexOf(id), 1);
    visit(id);
    this.renumber(row.parentId);
    return removed;
  }

  /**
   * Numbers the children of `parentId` consecutively by the mask: titles 1, 2, 3 at their level's length ("01"),
   * items in steps of 10 where the item level has room ("0010", "0020"), else 1; items that share a number with an
   * index (RNoIndex) keep sharing it. Remarks have no number.
   */
  renumber(parentId: string | null): void {
    const depth = parentId === null ? 0 : (this.rows.get(parentId)?.depth ?? -1) + 1;
    const children = this.children(parentId).map((id) => this.rows.get(id)!);
    const categories = children.filter((row) => isCategoryKind(row.kind));
    const level = this.categoryLevels[depth];
    const length = level?.length ?? 2;
    if (categories.length >= 10 ** length) {
      throw new StructureError(
        `Die Gliederung erlaubt auf dieser Ebene höchstens ${10 ** length - 1} Titel.`,
      );
    }
    categories.forEach((row, i) =>
      this.setNumber(row, formatOzPart(String(i + 1), level ?? { ...DEFAULT_LEVEL, length })),
    );

    const items = children.filter((row) => isItemKind(row.kind));
    // Items with an index share the number of the item before them when they had the same number.
    const groups: TreeRow[][] = [];
    let previousOld: string | null = null;
    for (const row of items) {
      const last = groups.at(-1);
      if (last !== undefined && row.rNoIndex !== null && row.rNoPart === previousOld) last.push(row);
      else groups.push([row]);
      previousOld = row.rNoPart;
    }
    const itemLength = this.itemLevel?.length ?? 4;
    const step = itemStep(itemLength, groups.length);
    if (groups.length * step >= 10 ** itemLength) {
      throw new StructureError(
        `Die Gliederung erlaubt in einem Titel höchstens ${10 ** itemLength - 1} Positionen.`,
      );
    }
    groups.forEach((group, i) => {
      const number = formatOzPart(
        String((i + 1) * step),
        this.itemLevel ?? { ...DEFAULT_LEVEL, length: itemLength },
      );
      for (const row of group) this.setNumber(row, number);
    });
  }

  private setNumber(row: TreeRow, rNoPart: string): void {
    if (row.rNoPart === rNoPart) return;
    row.rNoPart = rNoPart;
    this.renumbered.add(row.id);
  }

  /**
   * Tree order, depth, OZ (for renumbered nodes and their subtrees, so numbers the file had stay as written) and
   * every category's subtotal (counted item totals; nothing under a category that is not applicable).
   */
  layout(): TreeRow[] {
    const ordered: TreeRow[] = [];
    const visit = (parentId: string | null, depth: number, parts: string[], ozDirty: boolean): Decimal => {
      let subtotal = decimal('0');
      for (const id of this.childIds.get(parentId) ?? []) {
        const row = this.rows.get(id)!;
        row.seq = ordered.length + 1;
        row.depth = depth;
        ordered.push(row);
        const dirty = ozDirty || this.renumbered.has(id);
        const ownParts = row.rNoPart === null ? parts : [...parts, row.rNoPart];
        if (isCategoryKind(row.kind)) {
          if (dirty) row.oz = formatOz(ownParts, this.breakdown, { isItem: false });
          const total = visit(id, depth + 1, ownParts, dirty);
          const counted = row.notApplicable ? decimal('0') : total;
          row.total = toFixed(counted, 2);
          subtotal = subtotal.plus(counted);
        } else if (isItemKind(row.kind)) {
          if (dirty) row.oz = formatOz(ownParts, this.breakdown, { index: row.rNoIndex });
          if (row.counted && row.total !== null) subtotal = subtotal.plus(row.total);
        }
      }
      return subtotal;
    };
    visit(null, 0, [], false);
    return ordered;
  }

  /** Rows that differ from what was loaded (new rows included), after `layout()`. */
  changedRows(): TreeRow[] {
    const changed: TreeRow[] = [];
    for (const row of this.rows.values()) {
      const old = this.before.get(row.id);
      if (
        old === undefined ||
        old.seq !== row.seq ||
        old.depth !== row.depth ||
        old.parentId !== row.parentId ||
        old.rNoPart !== row.rNoPart ||
        old.oz !== row.oz ||
        old.total !== row.total
      ) {
        changed.push(row);
      }
    }
    return changed;
  }

  /** The BoQ's top-level and total figures after `layout()`: number of categories and items. */
  counts(): { categories: number; items: number } {
    let categories = 0;
    let items = 0;
    for (const row of this.rows.values()) {
      if (isCategoryKind(row.kind)) categories++;
      else if (isItemKind(row.kind)) items++;
    }
    return { categories, items };
  }
}

/**
 * The mask the tree actually follows. Real files often declare less than they use (only the item level, yet
 * titles in the body): missing title levels and a missing item level are inferred from the numbers in the tree
 * (their longest length, numeric when all are digits), so rules and renumbering follow the file.
 */
export function effectiveBreakdown(
  declared: readonly BreakdownLevel[],
  rows: readonly TreeRow[],
): BreakdownLevel[] {
  const { categoryLevels, itemLevel, indexLevel } = splitBreakdown(declared);
  const infer = (numbers: string[], type: BreakdownLevel['type'], fallback: number): BreakdownLevel => ({
    type,
    label: null,
    length: Math.max(
      1,
      ...numbers.map((number) => number.trim().length),
      numbers.length === 0 ? fallback : 1,
    ),
    numeric: numbers.every((number) => /^\d*$/.test(number.trim())),
    alignment: null,
  });
  const categoryDepth = Math.max(
    -1,
    ...rows.filter((row) => isCategoryKind(row.kind)).map((row) => row.depth),
  );
  const levels = [...categoryLevels];
  for (let depth = levels.length; depth <= categoryDepth; depth++) {
    const numbers = rows
      .filter((row) => isCategoryKind(row.kind) && row.depth === depth)
      .map((row) => row.rNoPart ?? '');
    levels.push(infer(numbers, 'BoQLevel', 2));
  }
  const items = rows.filter((row) => isItemKind(row.kind)).map((row) => row.rNoPart ?? '');
  return [...levels, itemLevel ?? infer(items, 'Item', 4), ...(indexLevel === undefined ? [] : [indexLevel])];
}

const DEFAULT_LEVEL: BreakdownLevel = {
  type: 'BoQLevel',
  label: null,
  length: 2,
  numeric: true,
  alignment: null,
};
