import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type {
  BoqNode,
  BoqNodeDetail,
  BoqNodesPage,
  BoqNodeUpdateResponse,
  BoqStructureResponse,
  boqNodeCreateSchema,
  boqNodeMoveSchema,
  boqNodesQuerySchema,
  boqNodeUpdateSchema,
} from '@vendoc/contract/boqs';
import { editItem, newCategory, newItem, withLongText, withShortText } from '@vendoc/gaeb/edit';
import type { FlatEntry } from '@vendoc/gaeb/flat';
import type { Provisional } from '@vendoc/gaeb/model';
import { richTextFromPlainText } from '@vendoc/gaeb/rich-text';
import { decimal, toFixed } from '@vendoc/money/decimal';
import type { Database } from '../../db/client';
import { badRequest, conflict, notFound, validationProblem, type FieldError } from '../../lib/http-problem';
import type { AuthContext } from '../../plugins/auth';
import { insertNodes } from './boq-insert.repository';
import { BoqTree, StructureError, isCategoryKind } from './boq-tree';
import {
  addToSubtotals,
  ancestorsOf,
  countVisibleNodes,
  deleteNode,
  findNode,
  listNodes,
  loadTreeRows,
  lockBoq,
  updateBoq,
  updateNodeContent,
  updateStructure,
  type BoqRow,
  type NodeListRow,
  type NodeRow,
} from './boqs.repository';
import { BOQ_NOT_FOUND, getBoq, recomputeTotals, requireBoq, type StoredDocument } from './boqs.service';
import { nodeColumns } from './node-columns';
import { blocksModel, longTextView } from '../../lib/rich-text-view';

type NodesQuery = z.output<typeof boqNodesQuerySchema>;
type NodeUpdateInput = z.output<typeof boqNodeUpdateSchema>;
type NodeCreateInput = z.output<typeof boqNodeCreateSchema>;
type NodeMoveInput = z.output<typeof boqNodeMoveSchema>;

const NODE_NOT_FOUND = 'Den Eintrag gibt es nicht (mehr).';

export function toNodeView(row: NodeListRow): BoqNode {
  const marks = row.marks;
  return {
    id: row.id,
    parentId: row.parentId,
    depth: row.depth,
    kind: row.kind === 'preserved' ? 'remark' : row.kind,
    oz: row.oz,
    shortText: row.shortText,
    qty: row.qty,
    unit: row.unit,
    unitPrice: row.unitPrice,
    total: row.total,
    measuredQty: row.measuredQty,
    counted: row.counted,
    provisional: marks.provisional ?? null,
    alternative: marks.alternative ?? null,
    lumpSum: marks.lumpSum === true,
    hourly: marks.hourly === true,
    markupPercent: marks.markupPercent ?? null,
    hasLongText: row.hasLongText,
    version: row.version,
  };
}

/** A page of the tree in tree order; the cursor is the position of the last node of the page. */
export async function listNodesPage(
  db: Database,
  auth: AuthContext,
  boqId: string,
  query: NodesQuery,
): Promise<BoqNodesPage> {
  await requireBoq(db, auth, boqId);
  let after = 0;
  if (query.cursor !== undefined) {
    if (!/^\d{1,9}$/.test(query.cursor)) throw badRequest('Ungültiger Cursor.');
    after = Number(query.cursor);
  }
  const [rows, total] = await Promise.all([
    listNodes(db, boqId, { afterSeq: after, limit: query.limit + 1 }),
    countVisibleNodes(db, boqId),
  ]);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map(toNodeView),
    nextCursor: rows.length > query.limit && last !== undefined ? String(last.seq) : null,
    total,
  };
}

function longTextOf(entry: FlatEntry): BoqNodeDetail['longText'] {
  switch (entry.kind) {
    case 'item':
    case 'markupItem':
    case 'remark':
      return longTextView(entry.description);
    case 'performanceDescription':
      return entry.descriptions.flatMap(longTextView);
    default:
      return [];
  }
}

function detailOf(row: NodeRow): BoqNodeDetail {
  return { ...toNodeView(row), longText: longTextOf(row.data as FlatEntry) };
}

export async function getNodeDetail(
  db: Database,
  auth: AuthContext,
  boqId: string,
  nodeId: string,
): Promise<BoqNodeDetail> {
  await requireBoq(db, auth, boqId);
  const row = await findNode(db, boqId, nodeId);
  if (row === null) throw notFound(NODE_NOT_FOUND);
  return detailOf(row);
}

const PROVISIONAL: Record<'withTotal' | 'withoutTotal', Provisional> = {
  withTotal: 'WithTotal',
  withoutTotal: 'WithoutTotal',
};

const ITEM_ONLY = ['qty', 'unitPrice', 'unit', 'provisional', 'alternative', 'lumpSum', 'hourly'] as const;

/** The entry with the changes applied; 400 naming the fields that do not apply to this kind of entry. */
function applyChanges(entry: FlatEntry, input: NodeUpdateInput): FlatEntry {
  const errors: FieldError[] = [];
  const refuse = (path: string, message: string) => errors.push({ path, message });
  if (entry.kind !== 'item') {
    for (const field of ITEM_ONLY) {
      if (input[field] !== undefined)
        refuse(field, 'Nur Positionen haben Menge, Preis, Einheit und Positionsart.');
    }
  }
  if (entry.kind === 'category' && input.longText !== undefined)
    refuse('longText', 'Titel haben keinen Langtext.');
  if (entry.kind === 'performanceDescription' || entry.kind === 'preserved') {
    if (input.shortText !== undefined) refuse('shortText', 'Dieser Eintrag hat keinen bearbeitbaren Text.');
    if (input.longText !== undefined) refuse('longText', 'Dieser Eintrag hat keinen bearbeitbaren Text.');
  }
  if (entry.kind === 'item' && input.hourly === true && input.lumpSum === true) {
    refuse('hourly', 'Eine Position kann nicht zugleich pauschal und Stundenlohn sein.');
  }
  if (errors.length > 0) throw validationProblem(errors);

  switch (entry.kind) {
    case 'category':
      return input.shortText === undefined
        ? entry
        : { ...entry, label: input.shortText === '' ? null : richTextFromPlainText(input.shortText) };
    case 'item': {
      let item = editItem(entry, {
        ...(input.qty === undefined ? {} : { qty: input.qty }),
        ...(input.unitPrice === undefined ? {} : { up: input.unitPrice }),
        ...(input.unit === undefined ? {} : { unit: input.unit === '' ? null : input.unit }),
        ...(input.provisional === undefined
          ? {}
          : { provisional: input.provisional === null ? null : PROVISIONAL[input.provisional] }),
        ...(input.alternative === undefined ? {} : { alternative: input.alternative }),
        ...(input.lumpSum === undefined ? {} : { lumpSum: input.lumpSum }),
        ...(input.hourly === undefined ? {} : { hourly: input.hourly }),
      });
      if (input.shortText !== undefined)
        item = { ...item, description: withShortText(item.description, input.shortText) };
      if (input.longText !== undefined)
        item = { ...item, description: withLongText(item.description, blocksModel(input.longText)) };
      return item;
    }
    case 'markupItem':
    case 'remark': {
      let description = entry.description;
      if (input.shortText !== undefined) description = withShortText(description, input.shortText);
      if (input.longText !== undefined) description = withLongText(description, blocksModel(input.longText));
      return { ...entry, description };
    }
    default:
      return entry;
  }
}

async function lockedBoq(tx: Database, auth: AuthContext, boqId: string): Promise<BoqRow> {
  const boq = await lockBoq(tx, auth.companyId, boqId);
  if (boq === null) throw notFound(BOQ_NOT_FOUND);
  return boq;
}

/**
 * Changes quantity, unit price, unit, texts or kind of a node. The item's total, the subtotals of its categories
 * and the BoQ's totals change in the same transaction; 409 with the current node when its version is stale.
 */
export async function updateNode(
  db: Database,
  auth: AuthContext,
  boqId: string,
  nodeId: string,
  input: NodeUpdateInput,
): Promise<BoqNodeUpdateResponse> {
  return db.transaction(async (tx) => {
    const boq = await lockedBoq(tx, auth, boqId);
    const row = await findNode(tx, boqId, nodeId);
    if (row === null) throw notFound(NODE_NOT_FOUND);
    if (row.version !== input.version)
      throw conflict('Der Eintrag wurde inzwischen geändert.', toNodeView(row));
    const entry = applyChanges(row.data as FlatEntry, input);
    const ancestors = await ancestorsOf(tx, nodeId);
    const { notApplicable: _category, kind: _kind, ...columns } = nodeColumns(entry);
    // Structure columns stay as they are (they own the number).
    const { rNoPart: _number, rNoIndex: _index, oz: _oz, ...content } = columns;
    const counted = columns.counted && !ancestors.some((ancestor) => ancestor.notApplicable);
    const isCategory = isCategoryKind(row.kind);
    const total = isCategory ? row.total : content.total;
    await updateNodeContent(tx, boqId, nodeId, input.version, { ...content, total, counted, data: entry });

    const amount = (counts: boolean, value: string | null) =>
      counts && value !== null ? decimal(value) : decimal('0');
    const delta = isCategory ? decimal('0') : amount(counted, total).minus(amount(row.counted, row.total));
    const categories = delta.isZero()
      ? []
      : await addToSubtotals(
          tx,
          ancestors.map((ancestor) => ancestor.id),
          toFixed(delta, 2),
        );
    const totals = await recomputeTotals(tx, boq);
    await updateBoq(tx, auth.companyId, boqId, null, { totals });
    const updated = await findNode(tx, boqId, nodeId);
    return {
      node: toNodeView(updated!),
      categories: categories.map((category) => ({ id: category.id, total: toFixed(category.total, 2) })),
      totals,
      boqVersion: boq.version + 1,
    };
  });
}

/** Runs a structural change on the BoQ's tree and writes what changed, the totals and the counts. */
async function changeStructure(
  db: Database,
  auth: AuthContext,
  boqId: string,
  change: (tx: Database, tree: BoqTree, boq: BoqRow) => Promise<string | null>,
): Promise<BoqStructureResponse> {
  const nodeId = await db.transaction(async (tx) => {
    const boq = await lockedBoq(tx, auth, boqId);
    const document = boq.document as StoredDocument;
    const tree = new BoqTree(await loadTreeRows(tx, boqId), document.award.boq.info.breakdown);
    let id: string | null;
    try {
      id = await change(tx, tree, boq);
      tree.layout();
    } catch (error) {
      if (error instanceof StructureError) throw badRequest(error.message);
      throw error;
    }
    await updateStructure(tx, tree.changedRows());
    const counts = tree.counts();
    const totals = await recomputeTotals(tx, boq);
    await updateBoq(tx, auth.companyId, boqId, null, {
      totals,
      categoryCount: counts.categories,
      itemCount: counts.items,
    });
    return id;
  });
  const boq = await getBoq(db, auth, boqId);
  if (nodeId === null) return { node: null, boq };
  const row = await findNode(db, boqId, nodeId);
  return { node: row === null ? null : toNodeView(row), boq };
}

/** Adds a title or an item; the siblings are renumbered by the mask. */
export function createNode(
  db: Database,
  auth: AuthContext,
  boqId: string,
  input: NodeCreateInput,
): Promise<BoqStructureResponse> {
  return changeStructure(db, auth, boqId, async (tx, tree) => {
    const id = randomUUID();
    const modelId = `ID_${id.replaceAll('-', '')}`;
    const parent = input.parentId === null ? null : tree.get(input.parentId);
    if (parent === undefined) throw new StructureError('Den übergeordneten Titel gibt es nicht (mehr).');
    const depth = parent === null ? 0 : parent.depth + 1;
    const entry: FlatEntry =
      input.kind === 'title'
        ? newCategory({ id: modelId, rNoPart: '', label: input.shortText, level: tree.categoryKindAt(depth) })
        : newItem({
            id: modelId,
            rNoPart: '',
            shortText: input.shortText,
            qty: input.qty,
            unit: input.unit === '' ? null : input.unit,
            up: input.unitPrice,
          });
    const { notApplicable: _category, ...columns } = nodeColumns(entry);
    const ancestors = input.parentId === null ? [] : [parent!, ...(await ancestorsOf(tx, input.parentId))];
    const counted =
      columns.counted && !ancestors.some((ancestor) => ancestor !== null && ancestor.notApplicable);
    const created = tree.insert(
      {
        id,
        parentId: input.parentId,
        list: input.kind === 'title' ? 'entries' : 'itemlist',
        kind: columns.kind,
        rNoPart: null,
        rNoIndex: null,
        oz: '',
        total: columns.total,
        counted,
        notApplicable: false,
      },
      input.afterId,
    );
    tree.renumber(input.parentId);
    tree.layout();
    await insertNodes(tx, [
      {
        ...columns,
        id,
        companyId: auth.companyId,
        boqId,
        parentId: created.parentId,
        seq: created.seq,
        depth: created.depth,
        list: created.list,
        rNoPart: created.rNoPart,
        oz: created.oz,
        total: created.total,
        counted,
        data: entry,
      },
    ]);
    return id;
  });
}

/** Moves a node (with its subtree) within its level; old and new siblings are renumbered. */
export function moveNode(
  db: Database,
  auth: AuthContext,
  boqId: string,
  nodeId: string,
  input: NodeMoveInput,
): Promise<BoqStructureResponse> {
  return changeStructure(db, auth, boqId, async (_tx, tree) => {
    if (tree.get(nodeId) === undefined) throw notFound(NODE_NOT_FOUND);
    tree.move(nodeId, input.parentId, input.afterId);
    return nodeId;
  });
}

/** Deletes a node with its subtree; the siblings are renumbered. */
export function deleteNodeRecord(
  db: Database,
  auth: AuthContext,
  boqId: string,
  nodeId: string,
): Promise<BoqStructureResponse> {
  return changeStructure(db, auth, boqId, async (tx, tree) => {
    const row = tree.get(nodeId);
    if (row === undefined || row.kind === 'preserved') throw notFound(NODE_NOT_FOUND);
    tree.remove(nodeId);
    await deleteNode(tx, nodeId);
    return null;
  });
}
