import { describe, expect, it } from 'vitest';
import {
  plasterBest,
  plasterSecond,
  sampleItems,
  wallBest,
  wallSecond,
  wallThird,
} from '../testing/match-fixtures';
import {
  alternativesOf,
  bestCandidate,
  buildRows,
  countAboveThreshold,
  countItems,
  decisionFromCandidate,
  filterItems,
  longestUnitPrice,
  parseStatusFilter,
  scorePercent,
  withAccepted,
  withoutAccepted,
  weakCandidates,
  withRejected,
} from './match-items';

describe('match items', () => {
  it('counts open items whose best candidate reaches the threshold, the same way the server compares', () => {
    const items = sampleItems();
    // Wall 0.86, plaster 0.65; the lintel (0.93) is accepted already, the special item has no candidate.
    expect(countAboveThreshold(items, 0.7)).toBe(1);
    expect(countAboveThreshold(items, 0.65)).toBe(2);
    expect(countAboveThreshold(items, 0.66)).toBe(1);
    expect(countAboveThreshold(items, 0.95)).toBe(0);
    expect(countAboveThreshold(items, 0)).toBe(2);
  });

  it('suggests no candidate below the minimum score, and lists the weak ones behind the item', () => {
    const [wall, ...rest] = sampleItems();
    const weak = {
      ...wall!,
      candidates: [
        { ...wallBest, score: 0.39 },
        { ...wallSecond, score: 0.2 },
      ],
    };
    expect(bestCandidate(weak)).toBeNull();
    expect(weakCandidates(weak).map((candidate) => candidate.score)).toEqual([0.39, 0.2]);
    expect(alternativesOf(weak)).toEqual(weak.candidates);
    expect(buildRows([weak], new Set()).map((row) => (row.kind === 'item' ? row.alternatives : -1))).toEqual([
      2,
    ]);
    // At the minimum it is a suggestion again; "accept all" counts the weak item at no threshold.
    expect(bestCandidate({ ...weak, candidates: [{ ...wallBest, score: 0.4 }] })?.score).toBe(0.4);
    expect(countAboveThreshold([weak, ...rest], 0)).toBe(1);
    expect(weakCandidates(wall!)).toEqual([]);
  });

  it('filters and counts by status', () => {
    const items = sampleItems();
    expect(countItems(items)).toEqual({ all: 4, open: 3, accepted: 1 });
    expect(filterItems(items, 'open').map((item) => item.oz)).toEqual(['01.0010', '01.0020', '01.0040']);
    expect(filterItems(items, 'accepted').map((item) => item.oz)).toEqual(['01.0030']);
    expect(filterItems(items, 'all')).toBe(items);
    expect(parseStatusFilter('open')).toBe('open');
    expect(parseStatusFilter('nonsense')).toBe('all');
    expect(parseStatusFilter(null)).toBe('all');
  });

  it('moves the next candidate up when the shown one is rejected', () => {
    const wall = sampleItems()[0]!;
    const rejected = withRejected(wall, wallBest.positionId);
    expect(rejected.candidates).toEqual([wallSecond, wallThird]);
    expect(rejected.rejectedPositionIds).toEqual([wallBest.positionId]);
    expect(withRejected(rejected, wallBest.positionId).rejectedPositionIds).toEqual([wallBest.positionId]);
  });

  it('accepts, rejects an accepted position and takes an acceptance back', () => {
    const plaster = sampleItems()[1]!;
    const accepted = withAccepted(plaster, decisionFromCandidate(plasterSecond));
    expect(accepted.accepted).toMatchObject({
      positionId: plasterSecond.positionId,
      score: 0.52,
      optionIds: [],
    });
    expect(alternativesOf(accepted)).toEqual([plasterBest]);
    expect(withRejected(accepted, plasterSecond.positionId).accepted).toBeNull();
    expect(withoutAccepted(accepted).accepted).toBeNull();
    expect(withoutAccepted(accepted).candidates).toEqual(plaster.candidates);
  });

  it('lists an opened item with its further candidates, ranked as the server ranked them', () => {
    const items = sampleItems();
    const closed = buildRows(items, new Set());
    expect(closed.map((row) => row.kind)).toEqual(['item', 'item', 'item', 'item']);
    expect(closed.map((row) => (row.kind === 'item' ? row.alternatives : -1))).toEqual([2, 1, 0, 0]);

    const rows = buildRows(items, new Set([items[0]!.nodeId]));
    expect(
      rows.map((row) => (row.kind === 'alternative' ? `${row.rank}:${row.candidate.number}` : row.item.oz)),
    ).toEqual(['01.0010', '2:02.0020', '3:02.0030', '01.0020', '01.0030', '01.0040']);
    // Accepting the 2nd leaves the 1st and 3rd as the further candidates, with their own ranks.
    const acceptedSecond = [withAccepted(items[0]!, decisionFromCandidate(wallSecond))];
    expect(
      buildRows(acceptedSecond, new Set([items[0]!.nodeId]))
        .filter((row) => row.kind === 'alternative')
        .map((row) => (row.kind === 'alternative' ? row.rank : 0)),
    ).toEqual([1, 3]);
  });

  it('shows scores as whole percent, never rounding up past a threshold', () => {
    expect(scorePercent(0.86)).toBe(86);
    expect(scorePercent(0.29)).toBe(29);
    expect(scorePercent(0.699)).toBe(69);
    expect(scorePercent(0.7)).toBe(70);
    expect(scorePercent(1)).toBe(100);
    expect(scorePercent(0)).toBe(0);
  });
});

describe('longestUnitPrice', () => {
  it('is the longest price shown in the price column, with the currency, over every candidate', () => {
    const items = sampleItems();
    const [first, ...rest] = items;
    const huge = {
      ...first!,
      candidates: [...first!.candidates, { ...wallBest, unitPrice: '9999999999.999' }],
    };
    // "9.999.999.999,999 €": 17 characters, the space and the sign.
    expect(longestUnitPrice([huge, ...rest], 'EUR')).toBe(19);
    expect(longestUnitPrice([huge, ...rest], 'CHF')).toBe(21);
    expect(longestUnitPrice([], 'EUR')).toBe(0);
  });
});
