import type { BoqNode, BoqNodeMove } from '@vendoc/contract/boqs';
import { isCategory, neighbours } from './boq-tree';

export type Placement = Required<BoqNodeMove>;

/**
 * Where a new title or item goes "after the selected row": an item right below a selected title (its first
 * child) or after a selected item; a title after the selected title, or after the title of a selected item.
 * Without a selection both go to the end of the top level.
 */
export function placementForNew(
  kind: 'title' | 'item',
  selected: BoqNode | null,
  nodes: readonly BoqNode[],
  byId: ReadonlyMap<string, BoqNode>,
): Placement {
  if (selected === null) {
    const topLevel = nodes.filter((node) => node.parentId === null);
    return { parentId: null, afterId: topLevel.at(-1)?.id ?? null };
  }
  if (kind === 'item') {
    return isCategory(selected)
      ? { parentId: selected.id, afterId: null }
      : { parentId: selected.parentId, afterId: selected.id };
  }
  if (isCategory(selected)) return { parentId: selected.parentId, afterId: selected.id };
  const parent = selected.parentId === null ? undefined : byId.get(selected.parentId);
  return parent
    ? { parentId: parent.parentId, afterId: parent.id }
    : { parentId: selected.parentId, afterId: selected.id };
}

/** The move one place up or down among the node's siblings; null when it is first or last already. */
export function placementForMove(
  direction: 'up' | 'down',
  node: BoqNode,
  nodes: readonly BoqNode[],
): Placement | null {
  const { before, beforeBefore, after } = neighbours(nodes, node);
  if (direction === 'up')
    return before ? { parentId: node.parentId, afterId: beforeBefore?.id ?? null } : null;
  return after ? { parentId: node.parentId, afterId: after.id } : null;
}
