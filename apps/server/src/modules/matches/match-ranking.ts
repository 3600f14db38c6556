import type { BoqMatchItem, MatchCandidate } from '@vendoc/contract/matches';
import {
  HISTORY_MIN_SIMILARITY,
  prepareTender,
  preparePosition,
  rankCandidates,
  tenderQueryText,
  type HistoryEvidence,
  type RankedCandidate,
  type TenderItemText,
} from '@vendoc/matching/rank';
import type { Database } from '../../db/client';
import {
  cachedPriceParts,
  positionUnitPrice,
  priceForMatch,
} from '../catalog-positions/catalog-positions.service';
import {
  loadPositions,
  type DecisionRow,
  type HistoryRow,
  type ItemRow,
  type PositionRow,
  type SearchText,
} from './matches.repository';
import { searchCandidates } from './matches-search';
import { tenderItemText } from './tender-text';

// Ranking the catalog's positions for the items of a BoQ: nearest by trigram distance (matches-search.ts), plus
// positions accepted before for similar texts, re-ranked with @vendoc/matching.

/** Nearest positions the search finds per item; the re-ranking picks the best of them. */
const NEAREST = 20;
/** Remembered texts looked at per item. */
const REMEMBERED = 10;

/**
 * The unit price an accepted position gives the item: the position's price with the chosen options (defaults fill
 * the other groups), as `priceForMatch` computes it. A position without variant groups and without chosen options
 * is priced from its cached columns, which is what priceForMatch gives for it without reading the calculation
 * again; both through positionUnitPrice, the one price the catalog shows too.
 */
async function acceptedPrice(
  db: Database,
  companyId: string,
  position: PositionRow,
  optionIds: readonly string[],
): Promise<string | null> {
  if (position.variantGroups === 0 && optionIds.length === 0) return cachedPrice(position);
  return (await priceForMatch(db, companyId, position.id, optionIds)).unitPrice;
}

/** The position's price without options from the cached columns, as the catalog lists it (positionUnitPrice). */
function cachedPrice(position: PositionRow): string | null {
  return positionUnitPrice(cachedPriceParts(position)).unitPrice;
}

interface Ranked {
  candidates: MatchCandidate[];
  /** The ranking's own view of the candidates (evidence and ceiling before calibration), for calibrating. */
  ranked: RankedCandidate[];
}

/**
 * The best `limit` candidates of the catalog for each item (rejected positions left out): nearest positions by
 * trigram distance (matches-search.ts), plus positions the company accepted for similar texts, re-ranked with
 * @vendoc/matching. Items without any text get none.
 */
async function rankItems(
  db: Database,
  companyId: string,
  catalogId: string,
  items: readonly ItemRow[],
  texts: readonly TenderItemText[],
  rejected: ReadonlyMap<string, ReadonlySet<string>>,
  limit: number,
): Promise<Ranked[]> {
  const searches: SearchText[] = [];
  items.forEach((item, idx) => {
    const text = tenderQueryText(texts[idx]!);
    if (text !== '') searches.push({ idx, nodeId: item.id, text });
  });
  const found = await searchCandidates(db, companyId, catalogId, searches, rejected, {
    positions: NEAREST,
    remembered: REMEMBERED,
    minSimilarity: HISTORY_MIN_SIMILARITY,
  });
  const { nearest, remembered } = found;

  const candidateIds = items.map(() => [] as string[]);
  for (const row of nearest) candidateIds[row.idx]!.push(row.positionId);
  const history = items.map(() => [] as HistoryRow[]);
  for (const row of remembered) {
    if (rejected.get(items[row.idx]!.id)?.has(row.positionId)) continue;
    history[row.idx]!.push(row);
    // A position accepted for a similar text is a candidate even where the text search did not find it.
    if (row.accepted > row.rejected) candidateIds[row.idx]!.push(row.positionId);
  }

  const rows = found.positions ?? (await loadPositions(db, companyId, candidateIds.flat()));
  const positions = new Map(
    [...rows.values()].filter((row) => row.catalogId === catalogId).map((row) => [row.id, row]),
  );
  // Prepared once per candidate (the set-based search read the whole catalog; only candidates are compared).
  const prepared = new Map<string, ReturnType<typeof preparePosition>>();
  const preparedOf = (row: PositionRow) => {
    let known = prepared.get(row.id);
    if (known === undefined) prepared.set(row.id, (known = preparePosition(toPositionText(row))));
    return known;
  };
  return items.map((_item, idx) => {
    const found = candidateIds[idx]!.flatMap((id) => {
      const position = positions.get(id);
      return position === undefined ? [] : [preparedOf(position)];
    });
    if (found.length === 0) return { candidates: [], ranked: [] };
    const evidence: HistoryEvidence[] = history[idx]!.map((row) => ({
      positionId: row.positionId,
      accepted: row.accepted,
      rejected: row.rejected,
      similarity: row.similarity,
    }));
    const ranked = rankCandidates(prepareTender(texts[idx]!), found, evidence, limit);
    return {
      ranked,
      candidates: ranked.map((candidate) => {
        const row = positions.get(candidate.positionId)!;
        return {
          positionId: row.id,
          number: row.number,
          shortText: row.shortText,
          unit: row.unit,
          unitPrice: cachedPrice(row),
          score: candidate.score,
          reasons: candidate.reasons,
        };
      }),
    };
  });
}

const toPositionText = (position: PositionRow) => ({
  positionId: position.id,
  number: position.number,
  shortText: position.shortText,
  matchText: position.matchText,
  unit: position.unit,
  stlbCode: position.stlbCode,
});

/**
 * The ranked candidates of each item as @vendoc/matching returns them (with evidence and ceiling), without
 * decisions: what the calibration of the score is fitted on (matches-calibration.test.ts).
 */
export async function rankedCandidates(
  db: Database,
  companyId: string,
  catalogId: string,
  items: readonly ItemRow[],
  limit: number,
): Promise<RankedCandidate[][]> {
  const ranked = await rankItems(
    db,
    companyId,
    catalogId,
    items,
    items.map(tenderItemText),
    new Map(),
    limit,
  );
  return ranked.map((item) => item.ranked);
}

/** The items with their decisions and ranked candidates, in the order given. */
export async function matchItems(
  db: Database,
  companyId: string,
  catalogId: string,
  items: readonly ItemRow[],
  decisions: readonly DecisionRow[],
  limit: number,
): Promise<BoqMatchItem[]> {
  const accepted = new Map<string, DecisionRow>();
  const rejected = new Map<string, Set<string>>();
  for (const decision of decisions) {
    if (decision.status === 'accepted') accepted.set(decision.nodeId, decision);
    else if (decision.catalogId === catalogId) {
      const set = rejected.get(decision.nodeId) ?? new Set<string>();
      set.add(decision.positionId);
      rejected.set(decision.nodeId, set);
    }
  }
  const texts = items.map(tenderItemText);
  const ranked = await rankItems(db, companyId, catalogId, items, texts, rejected, limit);

  const acceptedPositions = new Map(
    (
      await loadPositions(
        db,
        companyId,
        [...accepted.values()].map((decision) => decision.positionId),
      )
    ).map((position) => [position.id, position]),
  );
  const result: BoqMatchItem[] = [];
  for (const [idx, item] of items.entries()) {
    const decision = accepted.get(item.id);
    const position = decision === undefined ? undefined : acceptedPositions.get(decision.positionId);
    result.push({
      nodeId: item.id,
      oz: item.oz,
      shortText: item.shortText,
      qty: item.qty,
      unit: item.unit,
      unitPrice: item.unitPrice,
      accepted:
        decision === undefined || position === undefined
          ? null
          : {
              positionId: position.id,
              number: position.number,
              shortText: position.shortText,
              unit: position.unit,
              unitPrice: await acceptedPrice(db, companyId, position, decision.optionIds),
              optionIds: decision.optionIds,
              score: decision.score,
            },
      rejectedPositionIds: [...(rejected.get(item.id) ?? [])],
      candidates: ranked[idx]!.candidates,
    });
  }
  return result;
}
