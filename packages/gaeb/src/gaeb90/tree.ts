import type { BoQBody, BreakdownLevel, Category, Item, MarkupItem, Remark } from '../model';
import { newCategory } from '../edit';
import { formatOz } from '../oz';

/** Path of a category: the RNoParts of the lot (if any) and the titles down to it. */
export type CategoryPath = readonly string[];

const keyOf = (parts: readonly string[]): string => parts.join('\u0000');

/**
 * Builds the body of the BoQ from the file's records: categories are found or created by their path (the OZ of
 * GAEB 90 says where everything belongs), items and remarks go into the body of the category they belong to.
 */
export class BoqTreeBuilder {
  readonly body: BoQBody = { entries: [], itemlist: null };
  private readonly categories = new Map<string, Category>();
  private readonly items = new Map<string, { entry: Item | MarkupItem; line: number }>();
  /** Bodies with a category in their entries, and bodies with an item in their item list. */
  private readonly withCategories = new WeakSet<BoQBody>();
  private readonly withItems = new WeakSet<BoQBody>();
  private remarks = 0;

  constructor(private readonly breakdown: readonly BreakdownLevel[]) {}

  /** The OZ of a category or item as the model writes it ("01.02", "01.02.0010.a"). */
  oz(parts: readonly string[], isItem: boolean, index: string | null = null): string {
    return formatOz(parts, this.breakdown, { isItem, index });
  }

  find(path: CategoryPath): Category | undefined {
    return this.categories.get(keyOf(path));
  }

  /**
   * The category at `path`, created (with the missing ones above it) when new: `created` lists the paths made
   * here, so the caller can tell which it did not expect.
   */
  category(path: CategoryPath, wanted: 'lot' | 'title'): { category: Category; created: CategoryPath[] } {
    const created: CategoryPath[] = [];
    let category: Category | undefined;
    for (let depth = 1; depth <= path.length; depth++) {
      const sub = path.slice(0, depth);
      category = this.categories.get(keyOf(sub));
      if (category !== undefined) continue;
      const rNoPart = sub.at(-1)!;
      const oz = this.oz(sub, false);
      const level = depth === path.length ? wanted : this.levelAt(depth - 1);
      category = { ...newCategory({ id: `C-${oz}`, rNoPart, label: '', level }), oz };
      this.categories.set(keyOf(sub), category);
      this.addCategoryTo(this.bodyOf(sub.slice(0, -1)), category);
      created.push(sub);
    }
    if (category === undefined) throw new Error('a category path needs at least one part');
    return { category, created };
  }

  private levelAt(depth: number): 'lot' | 'title' {
    const levels = this.breakdown.filter((level) => level.type === 'Lot' || level.type === 'BoQLevel');
    return levels[depth]?.type === 'Lot' ? 'lot' : 'title';
  }

  /** A sub-category goes to the entries; remarks read so far into an item list move in front of it. */
  private addCategoryTo(body: BoQBody, category: Category): void {
    if (body.itemlist !== null && !this.withItems.has(body)) {
      for (const remark of body.itemlist) body.entries.push(remark as Remark);
      body.itemlist = null;
    }
    body.entries.push(category);
    this.withCategories.add(body);
  }

  /** The body of the category at `path` (the BoQ's own body for the empty path). */
  bodyOf(path: CategoryPath): BoQBody {
    if (path.length === 0) return this.body;
    const category = this.categories.get(keyOf(path));
    if (category === undefined) return this.category(path, this.levelAt(path.length - 1)).category.body!;
    category.body ??= { entries: [], itemlist: null };
    return category.body;
  }

  /** The item with this key (path, position and index), if read. */
  item(key: string): { entry: Item | MarkupItem; line: number } | undefined {
    return this.items.get(key);
  }

  /** Adds an item under its category; false (nothing added) when an item with the same key exists. */
  addItem(path: CategoryPath, key: string, entry: Item | MarkupItem, line: number): boolean {
    if (this.items.has(key)) return false;
    this.items.set(key, { entry, line });
    const body = this.bodyOf(path);
    (body.itemlist ??= []).push(entry);
    this.withItems.add(body);
    return true;
  }

  /** A new remark (Hinweistext) in the body at `path`: in the item list unless the body has categories. */
  addRemark(path: CategoryPath): Remark {
    const remark: Remark = { kind: 'remark', id: `R-${++this.remarks}`, description: null };
    const body = this.bodyOf(path);
    if (this.withCategories.has(body)) body.entries.push(remark);
    else (body.itemlist ??= []).push(remark);
    return remark;
  }

  get itemCount(): number {
    return this.items.size;
  }
}

/** The key of an item: its category path, position and index. */
export const itemKey = (path: CategoryPath, item: string, index: string | null): string =>
  keyOf([...path, item, index ?? '']);
