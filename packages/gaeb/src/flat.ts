import type { BodyEntry, BoQBody, Category, ItemlistEntry } from './model';

/** Which list of its parent's body an entry belongs to: the categories/remarks list or the item list. */
export type FlatList = 'entries' | 'itemlist';

/** An entry of a body with a category's own body reduced to its skeleton (children are separate nodes). */
export type FlatEntry = BodyEntry | ItemlistEntry;

/** One node of a flattened body, in tree order (depth first, document order). */
export interface FlatNode {
  /** Index of the parent category in the flattened array; null on the top level. */
  parent: number | null;
  list: FlatList;
  /** 0 on the top level. */
  depth: number;
  entry: FlatEntry;
}

/** The body without its entries: its own attributes and extensions, and whether it has an item list. */
export function bodySkeleton(body: BoQBody): BoQBody {
  return { ...body, entries: [], itemlist: body.itemlist === null ? null : [] };
}

function skeletonEntry(entry: FlatEntry): FlatEntry {
  if (entry.kind !== 'category') return entry;
  return { ...entry, body: entry.body === null ? null : bodySkeleton(entry.body) };
}

/**
 * Flattens a body into nodes in tree order, so each can be stored as a row and edited on its own. Nothing is
 * lost: `assembleBody(bodySkeleton(body), …)` over the nodes gives the body back.
 */
export function flattenBody(body: BoQBody): FlatNode[] {
  const nodes: FlatNode[] = [];
  const visit = (current: BoQBody, parent: number | null, depth: number): void => {
    for (const entry of current.entries) {
      const index = nodes.length;
      nodes.push({ parent, list: 'entries', depth, entry: skeletonEntry(entry) });
      if (entry.kind === 'category' && entry.body !== null) visit(entry.body, index, depth + 1);
    }
    for (const entry of current.itemlist ?? []) {
      nodes.push({ parent, list: 'itemlist', depth, entry });
    }
  };
  visit(body, null, 0);
  return nodes;
}

/** A stored node to assemble: its key, its parent's key (null on the top level), list and entry. */
export interface AssemblyNode {
  key: string;
  parentKey: string | null;
  list: FlatList;
  entry: FlatEntry;
}

/**
 * Builds a body from its skeleton and nodes in tree order (a parent before its children). A category's body is
 * created when it gets children but had none; an item list likewise.
 */
export function assembleBody(skeleton: BoQBody, nodes: Iterable<AssemblyNode>): BoQBody {
  const root = bodySkeleton(skeleton);
  const bodies = new Map<string, Category>();
  for (const node of nodes) {
    let target = root;
    if (node.parentKey !== null) {
      const parent = bodies.get(node.parentKey);
      if (parent === undefined)
        throw new Error(`node ${node.key}: parent ${node.parentKey} comes later or is not a category`);
      parent.body ??= { entries: [], itemlist: null };
      target = parent.body;
    }
    let entry = node.entry;
    if (entry.kind === 'category') {
      const category: Category = { ...entry, body: entry.body === null ? null : bodySkeleton(entry.body) };
      bodies.set(node.key, category);
      entry = category;
    }
    if (node.list === 'itemlist') {
      target.itemlist ??= [];
      target.itemlist.push(entry as ItemlistEntry);
    } else {
      target.entries.push(entry as BodyEntry);
    }
  }
  return root;
}
