import { MIN_SUGGESTION_SCORE, type BoqMatchItem, type MatchCandidate } from '@vendoc/contract/matches';
import type { CatalogPosition } from '@vendoc/contract/service-catalogs';
import { germanLength } from '../../../../lib/format/decimal-format';

/** The accepted position of an item, as the contract describes it. */
export type MatchDecision = NonNullable<BoqMatchItem['accepted']>;

/** Which items the table lists. */
export type StatusFilter = 'all' | 'open' | 'accepted';
export const STATUS_FILTERS: readonly StatusFilter[] = ['all', 'open', 'accepted'];

export function parseStatusFilter(value: string | null): StatusFilter {
  return STATUS_FILTERS.find((filter) => filter === value) ?? 'all';
}

export function isAccepted(item: BoqMatchItem): boolean {
  return item.accepted !== null;
}

export function filterItems(items: readonly BoqMatchItem[], filter: StatusFilter): readonly BoqMatchItem[] {
  if (filter === 'all') return items;
  const wanted = filter === 'accepted';
  return items.filter((item) => isAccepted(item) === wanted);
}

export interface MatchCounts {
  readonly all: number;
  readonly open: number;
  readonly accepted: number;
}

export function countItems(items: readonly BoqMatchItem[]): MatchCounts {
  const accepted = items.filter(isAccepted).length;
  return { all: items.length, open: items.length - accepted, accepted };
}

/**
 * The candidate an open item shows: the best one left after rejections (the server leaves rejected ones out), if it
 * reaches the minimum score; a weaker one is no suggestion ("Kein passender Vorschlag").
 */
export function bestCandidate(item: BoqMatchItem): MatchCandidate | null {
  const best = item.candidates[0];
  return best !== undefined && best.score >= MIN_SUGGESTION_SCORE ? best : null;
}

/** The candidates scoring below the minimum score: not suggested, only listed behind the item. */
export function weakCandidates(item: BoqMatchItem): readonly MatchCandidate[] {
  return item.candidates.filter((candidate) => candidate.score < MIN_SUGGESTION_SCORE);
}

/**
 * The candidates behind the shown one: the 2nd and 3rd of an open item (all of them when none is suggested), all
 * but the accepted one otherwise.
 */
export function alternativesOf(item: BoqMatchItem): readonly MatchCandidate[] {
  const accepted = item.accepted;
  if (accepted === null) return bestCandidate(item) === null ? item.candidates : item.candidates.slice(1);
  return item.candidates.filter((candidate) => candidate.positionId !== accepted.positionId);
}

/**
 * How many items "accept all above the threshold" will accept: the open items whose best candidate scores at
 * least `threshold`. The same comparison as the server's (score ≥ threshold, both 0..1), so the number asked
 * about is the number done.
 */
export function countAboveThreshold(items: readonly BoqMatchItem[], threshold: number): number {
  let count = 0;
  for (const item of items) {
    const best = item.accepted === null ? bestCandidate(item) : null;
    if (best !== null && best.score >= threshold) count += 1;
  }
  return count;
}

/** A score (0..1) as whole percent, rounded down so "70 %" is never shown for a score below a 70 % threshold. */
export function scorePercent(score: number): number {
  // The small epsilon keeps 0.29 (28.999999999999996 in binary) at 29.
  return Math.floor(score * 100 + 1e-9);
}

/** The decision accepting a suggested candidate (default variant options). */
export function decisionFromCandidate(candidate: MatchCandidate): MatchDecision {
  return {
    positionId: candidate.positionId,
    number: candidate.number,
    shortText: candidate.shortText,
    unit: candidate.unit,
    unitPrice: candidate.unitPrice,
    optionIds: [],
    score: candidate.score,
  };
}

/** The decision accepting a position picked by search: it has no score. */
export function decisionFromPosition(position: CatalogPosition): MatchDecision {
  return {
    positionId: position.id,
    number: position.number,
    shortText: position.shortText,
    unit: position.unit,
    unitPrice: position.unitPrice,
    optionIds: [],
    score: null,
  };
}

/** The item as it looks once `decision` is accepted (shown at once, before the server answers). */
export function withAccepted(item: BoqMatchItem, decision: MatchDecision): BoqMatchItem {
  return {
    ...item,
    accepted: decision,
    rejectedPositionIds: item.rejectedPositionIds.filter((id) => id !== decision.positionId),
  };
}

/** The item once `positionId` is rejected: it leaves the candidates, so the next one moves up. */
export function withRejected(item: BoqMatchItem, positionId: string): BoqMatchItem {
  return {
    ...item,
    accepted: item.accepted?.positionId === positionId ? null : item.accepted,
    rejectedPositionIds: item.rejectedPositionIds.includes(positionId)
      ? item.rejectedPositionIds
      : [...item.rejectedPositionIds, positionId],
    candidates: item.candidates.filter((candidate) => candidate.positionId !== positionId),
  };
}

/** The item once its accepted decision is taken back: open again, with its candidates. */
export function withoutAccepted(item: BoqMatchItem): BoqMatchItem {
  return { ...item, accepted: null };
}

/** A line of the table: an item, or one of its further candidates while the item is opened. */
export type MatchRow =
  | { readonly kind: 'item'; readonly id: string; readonly item: BoqMatchItem; readonly alternatives: number }
  | {
      readonly kind: 'alternative';
      readonly id: string;
      readonly item: BoqMatchItem;
      readonly candidate: MatchCandidate;
      /** The candidate's place in the server's ranking: 2 for the second-best, 3 for the third. */
      readonly rank: number;
    };

/** The table's lines: each item, followed by its further candidates when it is in `expanded`. */
export function buildRows(items: readonly BoqMatchItem[], expanded: ReadonlySet<string>): MatchRow[] {
  const rows: MatchRow[] = [];
  for (const item of items) {
    const alternatives = alternativesOf(item);
    rows.push({ kind: 'item', id: item.nodeId, item, alternatives: alternatives.length });
    if (!expanded.has(item.nodeId)) continue;
    for (const candidate of alternatives) {
      rows.push({
        kind: 'alternative',
        id: `${item.nodeId}:${candidate.positionId}`,
        item,
        candidate,
        rank: item.candidates.indexOf(candidate) + 1,
      });
    }
  }
  return rows;
}

/**
 * The longest unit price of the price column in characters, with the currency after it ("1.234,567 €"): over every
 * candidate and accepted position of the items, so the column fits whichever is shown.
 */
export function longestUnitPrice(items: readonly BoqMatchItem[], currency: string): number {
  let longest = 0;
  for (const item of items) {
    for (const price of [
      item.accepted?.unitPrice,
      ...item.candidates.map((candidate) => candidate.unitPrice),
    ]) {
      if (price != null) longest = Math.max(longest, germanLength(price, 3));
    }
  }
  // The non-breaking space and the sign (or code) of the currency.
  return longest === 0 ? 0 : longest + 1 + (currency === 'EUR' ? 1 : currency.length);
}
