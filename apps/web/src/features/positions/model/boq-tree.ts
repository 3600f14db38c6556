import type { BoqNode } from '@vendoc/contract/boqs';

/** A row of the tree table: the node, whether it has children and whether they are shown. */
export interface TreeRow {
  readonly node: BoqNode;
  readonly hasChildren: boolean;
  readonly expanded: boolean;
}

/** Lots and titles: the nodes that hold others and show a subtotal. */
export function isCategory(node: Pick<BoqNode, 'kind'>): boolean {
  return node.kind === 'lot' || node.kind === 'title';
}

/** Items and markup items: the rows with quantity, unit price and total. */
export function isItem(node: Pick<BoqNode, 'kind'>): boolean {
  return node.kind === 'item' || node.kind === 'markupItem';
}

/** Remarks and performance descriptions: text rows without figures. */
export function isTextRow(node: Pick<BoqNode, 'kind'>): boolean {
  return node.kind === 'remark' || node.kind === 'performanceDescription';
}

/** Ids of every node that has children (in tree order a node has children when the next one is deeper). */
export function parentIds(nodes: readonly BoqNode[]): Set<string> {
  const ids = new Set<string>();
  for (let index = 0; index + 1 < nodes.length; index += 1) {
    const node = nodes[index] as BoqNode;
    if ((nodes[index + 1] as BoqNode).depth > node.depth) ids.add(node.id);
  }
  return ids;
}

/** Whether a node matches the search: its OZ starts with it (dots optional) or its short text contains it. */
export function matchesSearch(node: BoqNode, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (needle === '') return true;
  const oz = node.oz.toLowerCase();
  if (
    oz !== '' &&
    (oz.startsWith(needle) || oz.replace(/[.\s]/g, '').startsWith(needle.replace(/[.\s]/g, '')))
  ) {
    return true;
  }
  return node.shortText.toLowerCase().includes(needle);
}

/**
 * The rows to show, from nodes in tree order (depth first): without a search, every node whose ancestors are
 * all expanded; with a search, the matching nodes and their ancestors (shown expanded, whatever was collapsed).
 */
export function visibleRows(
  nodes: readonly BoqNode[],
  collapsed: ReadonlySet<string>,
  query = '',
): TreeRow[] {
  const withChildren = parentIds(nodes);
  if (query.trim() !== '') return searchRows(nodes, withChildren, query);
  const rows: TreeRow[] = [];
  // Depth of the collapsed node whose descendants are being skipped.
  let hiddenBelow = Number.POSITIVE_INFINITY;
  for (const node of nodes) {
    if (node.depth > hiddenBelow) continue;
    hiddenBelow = Number.POSITIVE_INFINITY;
    const hasChildren = withChildren.has(node.id);
    const expanded = hasChildren && !collapsed.has(node.id);
    rows.push({ node, hasChildren, expanded });
    if (hasChildren && !expanded) hiddenBelow = node.depth;
  }
  return rows;
}

function searchRows(nodes: readonly BoqNode[], withChildren: ReadonlySet<string>, query: string): TreeRow[] {
  const MATCH = 1;
  const ANCESTOR = 2;
  const shown = new Uint8Array(nodes.length);
  // Index of the current ancestor at each depth; in tree order the ancestors of a node come before it.
  const ancestors: number[] = [];
  nodes.forEach((node, index) => {
    ancestors.length = node.depth;
    if (matchesSearch(node, query)) {
      shown[index] = (shown[index] ?? 0) | MATCH;
      for (const ancestor of ancestors) shown[ancestor] = (shown[ancestor] ?? 0) | ANCESTOR;
    }
    ancestors[node.depth] = index;
  });
  const rows: TreeRow[] = [];
  nodes.forEach((node, index) => {
    const state = shown[index] ?? 0;
    if (state === 0) return;
    // Expanded when one of its descendants is shown as well.
    rows.push({ node, hasChildren: withChildren.has(node.id), expanded: (state & ANCESTOR) !== 0 });
  });
  return rows;
}

/** Every node by id. */
export function indexById(nodes: readonly BoqNode[]): Map<string, BoqNode> {
  return new Map(nodes.map((node) => [node.id, node]));
}

/** The siblings (same parent) just before and after a node, for moving it up or down. */
export function neighbours(
  nodes: readonly BoqNode[],
  node: BoqNode,
): { before: BoqNode | null; beforeBefore: BoqNode | null; after: BoqNode | null } {
  const siblings = nodes.filter((candidate) => candidate.parentId === node.parentId);
  const index = siblings.findIndex((candidate) => candidate.id === node.id);
  return {
    before: siblings[index - 1] ?? null,
    beforeBefore: siblings[index - 2] ?? null,
    after: siblings[index + 1] ?? null,
  };
}
