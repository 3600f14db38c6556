import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  acceptAllInputSchema,
  acceptAllResponseSchema,
  applyMatchesInputSchema,
  ApplyMatchesResponse,
  BoqMatches,
  boqMatchesQuerySchema,
  BoqMatchItem,
  matchDecisionInputSchema,
} from '@vendoc/contract/matches';
import { resolveSelection } from '@vendoc/calculation/selection';
import type { Variants } from '@vendoc/calculation/types';
import { MIN_SCORE } from '@vendoc/matching/calibration';
import { tenderQueryText } from '@vendoc/matching/rank';
import type { Database } from '../../db/client';
import { notFound, validationProblem } from '../../lib/http-problem';
import type { AuthContext } from '../../plugins/auth';
import { BOQ_NOT_FOUND, lockBoq, requireBoq, setUnitPrices, type BoqRow } from '../boqs/boqs.service';
import { priceForMatch, requireCatalog } from '../catalog-positions/catalog-positions.service';
import {
  changeMemory,
  deleteAccepted,
  findDecision,
  loadDecisions,
  loadItems,
  loadPositions,
  upsertDecisions,
  type ItemRow,
  type MemoryChange,
} from './matches.repository';
import { tenderItemText } from './tender-text';
import { matchItems } from './match-ranking';

type MatchesQuery = z.output<typeof boqMatchesQuerySchema>;
type DecisionInput = z.output<typeof matchDecisionInputSchema>;
type AcceptAllInput = z.output<typeof acceptAllInputSchema>;
type ApplyInput = z.output<typeof applyMatchesInputSchema>;
type AcceptAllResponse = z.output<typeof acceptAllResponseSchema>;

const ITEM_NOT_FOUND = 'Die Position gibt es in diesem Leistungsverzeichnis nicht (mehr).';
const POSITION_NOT_FOUND = 'Die Katalogposition gibt es in diesem Leistungskatalog nicht (mehr).';

/** Candidates listed for the item a decision answers with (the list's default). */
const DEFAULT_CANDIDATES = 3;

/** GET …/matches: every item of the BoQ in tree order with its decisions and best candidates. */
export async function getMatches(
  db: Database,
  auth: AuthContext,
  boqId: string,
  query: MatchesQuery,
): Promise<BoqMatches> {
  await requireBoq(db, auth, boqId);
  await requireCatalog(db, auth, query.catalogId);
  const [items, decisions] = await Promise.all([
    loadItems(db, boqId),
    loadDecisions(db, boqId, query.catalogId),
  ]);
  return {
    boqId,
    catalogId: query.catalogId,
    items: await matchItems(db, auth.companyId, query.catalogId, items, decisions, query.candidates),
  };
}

/** One item as the list shows it (after a decision). */
async function itemView(
  db: Database,
  companyId: string,
  boqId: string,
  catalogId: string,
  nodeId: string,
): Promise<BoqMatchItem> {
  const items = await loadItems(db, boqId, nodeId);
  if (items.length === 0) throw notFound(ITEM_NOT_FOUND);
  const decisions = await loadDecisions(db, boqId, catalogId, nodeId);
  const [item] = await matchItems(db, companyId, catalogId, items, decisions, DEFAULT_CANDIDATES);
  return item!;
}

async function lockedBoq(tx: Database, auth: AuthContext, boqId: string): Promise<BoqRow> {
  const boq = await lockBoq(tx, auth.companyId, boqId);
  if (boq === null) throw notFound(BOQ_NOT_FOUND);
  return boq;
}

async function requireItem(db: Database, boqId: string, nodeId: string): Promise<ItemRow> {
  const [item] = await loadItems(db, boqId, nodeId);
  if (item === undefined) throw notFound(ITEM_NOT_FOUND);
  return item;
}

async function positionVariants(db: Database, positionId: string): Promise<Variants> {
  const result = await db.execute(sql`select p.variants from catalog_positions p where p.id = ${positionId}`);
  return (result as unknown as { rows: { variants: Variants }[] }).rows[0]!.variants;
}

/** The memory entry of an item's text: the text it was matched with and its unit as written. */
function memoryKey(item: ItemRow): Pick<MemoryChange, 'tenderText' | 'tenderUnit'> {
  return { tenderText: tenderQueryText(tenderItemText(item)), tenderUnit: item.unit };
}

/**
 * PUT …/matches/{nodeId}: accepts or rejects a position for an item. Accepting replaces the item's accepted
 * position (one per item); rejecting the accepted one takes the acceptance back. The company's memory follows
 * every change (the replaced or taken back decision is taken out of it again).
 */
export async function decideMatch(
  db: Database,
  auth: AuthContext,
  boqId: string,
  nodeId: string,
  input: DecisionInput,
): Promise<BoqMatchItem> {
  await requireBoq(db, auth, boqId);
  await requireCatalog(db, auth, input.catalogId);
  const item = await requireItem(db, boqId, nodeId);
  const [position] = await loadPositions(db, auth.companyId, [input.positionId]);
  if (position === undefined || position.catalogId !== input.catalogId) throw notFound(POSITION_NOT_FOUND);
  const optionIds = input.status === 'accepted' ? [...new Set(input.optionIds)] : [];
  if (optionIds.length > 0 || position.variantGroups > 0) {
    const selection = resolveSelection(await positionVariants(db, position.id), optionIds);
    if (!selection.ok) {
      throw validationProblem(
        selection.errors.map((error) => ({
          path: error.path.replace(/^chosenOptionIds/, 'optionIds'),
          message: error.message,
        })),
        'Die gewählten Varianten passen nicht zusammen.',
      );
    }
  }

  const key = memoryKey(item);
  await db.transaction(async (tx) => {
    await lockedBoq(tx, auth, boqId);
    const before = await findDecision(tx, nodeId, position.id);
    const memory: MemoryChange[] = [];
    if (input.status === 'accepted') {
      const previous = await deleteAccepted(tx, nodeId);
      if (previous !== null && previous !== position.id)
        memory.push({ ...key, positionId: previous, accepted: -1, rejected: 0 });
      if (before?.status !== 'accepted') {
        memory.push({
          ...key,
          positionId: position.id,
          accepted: 1,
          rejected: before?.status === 'rejected' ? -1 : 0,
        });
      }
    } else if (before?.status !== 'rejected') {
      memory.push({
        ...key,
        positionId: position.id,
        accepted: before?.status === 'accepted' ? -1 : 0,
        rejected: 1,
      });
    }
    await upsertDecisions(tx, [
      {
        companyId: auth.companyId,
        boqId,
        nodeId,
        catalogId: input.catalogId,
        positionId: position.id,
        status: input.status,
        optionIds,
        score: input.score,
        decidedBy: auth.userId,
      },
    ]);
    await changeMemory(tx, auth.companyId, memory);
  });
  return itemView(db, auth.companyId, boqId, input.catalogId, nodeId);
}

/**
 * DELETE …/matches/{nodeId}: takes the item's accepted position back (its memory entry too). With `catalogId`
 * the item is answered as the list of that catalog shows it; without, nothing (null).
 */
export async function clearMatch(
  db: Database,
  auth: AuthContext,
  boqId: string,
  nodeId: string,
  catalogId: string | undefined,
): Promise<BoqMatchItem | null> {
  await requireBoq(db, auth, boqId);
  if (catalogId !== undefined) await requireCatalog(db, auth, catalogId);
  const item = await requireItem(db, boqId, nodeId);
  await db.transaction(async (tx) => {
    await lockedBoq(tx, auth, boqId);
    const previous = await deleteAccepted(tx, nodeId);
    if (previous !== null) {
      await changeMemory(tx, auth.companyId, [
        { ...memoryKey(item), positionId: previous, accepted: -1, rejected: 0 },
      ]);
    }
  });
  return catalogId === undefined ? null : itemView(db, auth.companyId, boqId, catalogId, nodeId);
}

/**
 * POST …/matches/accept: accepts the best candidate of every item without an accepted position whose score is
 * at least the threshold and the minimum score (default options). Ranking runs before the transaction (it is the slow part); the
 * transaction then only writes, skipping items decided meanwhile.
 */
export async function acceptAll(
  db: Database,
  auth: AuthContext,
  boqId: string,
  input: AcceptAllInput,
): Promise<AcceptAllResponse> {
  await requireBoq(db, auth, boqId);
  await requireCatalog(db, auth, input.catalogId);
  const [items, decisions] = await Promise.all([
    loadItems(db, boqId),
    loadDecisions(db, boqId, input.catalogId),
  ]);
  const decided = new Set(decisions.filter((d) => d.status === 'accepted').map((d) => d.nodeId));
  const open = items.filter((item) => !decided.has(item.id));
  const matched = await matchItems(db, auth.companyId, input.catalogId, open, decisions, 1);
  const chosen = matched.flatMap((match, idx) => {
    const best = match.candidates[0];
    // A candidate under the minimum is no suggestion (the page shows none), whatever threshold is asked for.
    return best !== undefined && best.score >= Math.max(input.threshold, MIN_SCORE)
      ? [{ item: open[idx]!, best }]
      : [];
  });
  if (chosen.length === 0) return { accepted: 0 };

  return db.transaction(async (tx) => {
    await lockedBoq(tx, auth, boqId);
    const result = await tx.execute(sql`
      select d.node_id from boq_match_decisions d where d.boq_id = ${boqId} and d.status = 'accepted'`);
    const acceptedMeanwhile = new Set(
      (result as unknown as { rows: { node_id: string }[] }).rows.map((row) => row.node_id),
    );
    const writes = chosen.filter(({ item }) => !acceptedMeanwhile.has(item.id));
    await upsertDecisions(
      tx,
      writes.map(({ item, best }) => ({
        companyId: auth.companyId,
        boqId,
        nodeId: item.id,
        catalogId: input.catalogId,
        positionId: best.positionId,
        status: 'accepted' as const,
        optionIds: [],
        score: best.score,
        decidedBy: auth.userId,
      })),
    );
    // The best candidate is never a rejected one, so each write adds an acceptance.
    await changeMemory(
      tx,
      auth.companyId,
      writes.map(({ item, best }) => ({
        ...memoryKey(item),
        positionId: best.positionId,
        accepted: 1,
        rejected: 0,
      })),
    );
    return { accepted: writes.length };
  });
}

/**
 * POST …/matches/apply: every item with an accepted position of this catalog gets the position's price with its
 * options as unit price; totals are recomputed; all in one transaction. Items whose position has no price are
 * skipped with the reason.
 */
export async function applyMatches(
  db: Database,
  auth: AuthContext,
  boqId: string,
  input: ApplyInput,
): Promise<ApplyMatchesResponse> {
  await requireBoq(db, auth, boqId);
  await requireCatalog(db, auth, input.catalogId);
  return db.transaction(async (tx) => {
    const boq = await lockedBoq(tx, auth, boqId);
    const result = await tx.execute(sql`
      select d.node_id, d.position_id, d.option_ids, n.oz
        from boq_match_decisions d
        join boq_nodes n on n.id = d.node_id and n.kind = 'item'
        where d.boq_id = ${boqId} and d.catalog_id = ${input.catalogId} and d.status = 'accepted'
        order by n.seq`);
    const accepted = (
      result as unknown as {
        rows: { node_id: string; position_id: string; option_ids: string[]; oz: string }[];
      }
    ).rows;
    const changes: { nodeId: string; unitPrice: string }[] = [];
    const skipped: ApplyMatchesResponse['skipped'] = [];
    for (const decision of accepted) {
      const priced = await priceForMatch(tx, auth.companyId, decision.position_id, decision.option_ids);
      if (priced.unitPrice === null) {
        skipped.push({
          nodeId: decision.node_id,
          oz: decision.oz,
          reason: priced.problem ?? 'Die Katalogposition hat keinen Preis',
        });
      } else changes.push({ nodeId: decision.node_id, unitPrice: priced.unitPrice });
    }
    if (changes.length === 0) {
      return {
        updated: 0,
        skipped,
        totals: boq.totals as ApplyMatchesResponse['totals'],
        boqVersion: boq.version,
      };
    }
    const applied = await setUnitPrices(tx, auth.companyId, boq, changes);
    return {
      updated: applied.updated.length,
      skipped,
      totals: applied.totals,
      boqVersion: applied.boqVersion,
    };
  });
}
