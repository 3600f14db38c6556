/**
 * Re-ranking of the candidates the database found for a tender item (trigram nearest neighbours of its text):
 * text similarity of the whole texts and of the short texts, how much of the position's short text the item's
 * text contains, whether the sizes agree, unit compatibility, STLB-Bau code and OZ hints, and what the company
 * chose before for similar texts. Each candidate gets a score from 0 to 1 and the reasons behind it.
 *
 * The score is the candidate's share of the evidence among all candidates and "none of them" (a softmax over the
 * candidates' points and a fixed level for "the right position is not among them"): two near-identical variants
 * that the text cannot tell apart share the score instead of both looking certain, so "accept all above a
 * threshold" only takes clear cases. That share is the candidate's evidence; calibration.ts maps it onto the score
 * the estimator sees (fitted so that the default threshold keeps what it promises) and caps it where the unit
 * measures something else or the text is poor.
 *
 * The weights were set on the 'dev' split of the labelled data set (apps/server/src/modules/matches/testdata) and
 * are kept round: text similarity of the whole texts counts most, short texts and the short-text coverage half
 * each; a missing size or an incompatible unit costs a little (never excludes: a window sill per piece can still
 * be the one priced per metre); the STLB-Bau code and the company's history add a lot, the OZ a little.
 */
import { CALIBRATION, calibratedScore, scoreCeiling, type Calibration } from './calibration';
import { normalizeForMatching } from './normalize';
import { numbersFound, textNumbers, type TextNumber } from './sizes';
import { containment, similarity, trigrams } from './trigram';
import { isCompatible, unitFit, type UnitFit } from './units';

/** Why a candidate was suggested (the shape of the API's match reasons). */
export type MatchReason =
  | { kind: 'text'; similarity: number }
  | { kind: 'unit'; compatible: boolean; tenderUnit: string | null; catalogUnit: string }
  | { kind: 'oz'; detail: string }
  | { kind: 'stlb'; code: string }
  | { kind: 'history'; accepted: number; rejected: number; similarity: number };

/** A tender (BoQ) item as the matcher reads it. */
export interface TenderItemText {
  oz: string;
  shortText: string;
  /** Plain long text ('' when there is none). */
  longText: string;
  unit: string | null;
  /** STLB-Bau reference of the item, if the tender has one. */
  stlbCode: string | null;
}

/** A catalog position as the matcher reads it. */
export interface PositionText {
  positionId: string;
  number: string;
  shortText: string;
  /** The stored normalised text (positionMatchText of short and long text). */
  matchText: string;
  unit: string;
  stlbCode: string | null;
}

/** What the company decided before for a text similar to the item's, for one position. */
export interface HistoryEvidence {
  positionId: string;
  accepted: number;
  rejected: number;
  /** Trigram similarity of the remembered text to the item's text (0..1). */
  similarity: number;
}

export interface RankedCandidate {
  positionId: string;
  /** The calibrated score (calibration.ts): what the estimator sees and "accept all" compares. */
  score: number;
  reasons: MatchReason[];
  /** The candidate's share of the evidence before calibration (0..1). */
  evidence: number;
  /** The highest score the rules allow it (1 when no rule applies): unit of another dimension, poor text. */
  ceiling: number;
}

/** Points of the evidence (see the module comment). */
export const WEIGHTS = {
  fullText: 1,
  shortText: 0.5,
  coverage: 0.5,
  /** Subtracted in proportion to the share of the position's short-text numbers the item does not mention. */
  missingSizes: 0.1,
  unitDifferent: 0.1,
  unitConvertible: 0.02,
  stlb: 0.15,
  oz: 0.05,
  /** For an identical remembered text accepted (rejected) every time; less for less similar texts. */
  history: 0.3,
} as const;

/** How sharply points separate candidates (fitted on the dev split: the likelihood of the right position). */
export const SHARPNESS = 50;
/** The points of "none of the candidates is right": a weak paraphrase scores about this much. */
export const NONE_LEVEL = 0.45;
/** Remembered texts less similar than this to the item's are not taken as history. */
export const HISTORY_MIN_SIMILARITY = 0.4;

/** Longest text (characters) used for the search: the short text and the start of the long text. */
export const QUERY_TEXT_LENGTH = 1000;

/** The normalised text of a tender item the database searches with (and remembers decisions under). */
export function tenderQueryText(item: Pick<TenderItemText, 'shortText' | 'longText'>): string {
  return normalizeForMatching(`${item.shortText} ${item.longText}`).slice(0, QUERY_TEXT_LENGTH);
}

interface PreparedTender {
  item: TenderItemText;
  shortTrigrams: Set<string>;
  fullTrigrams: Set<string>;
  numbers: TextNumber[];
  ozKey: string;
  stlbKey: string | null;
}

/** The item's texts in the forms the comparisons need (prepare once, rank many candidates). */
export function prepareTender(item: TenderItemText): PreparedTender {
  const full = tenderQueryText(item);
  return {
    item,
    shortTrigrams: trigrams(normalizeForMatching(item.shortText)),
    fullTrigrams: trigrams(full),
    numbers: textNumbers(normalizeForMatching(`${item.shortText} ${item.longText}`)),
    ozKey: ozKey(item.oz),
    stlbKey: item.stlbCode === null ? null : stlbKey(item.stlbCode),
  };
}

interface PreparedPosition {
  position: PositionText;
  shortTrigrams: Set<string>;
  fullTrigrams: Set<string>;
  shortNumbers: TextNumber[];
}

export function preparePosition(position: PositionText): PreparedPosition {
  const short = normalizeForMatching(position.shortText);
  return {
    position,
    shortTrigrams: trigrams(short),
    fullTrigrams: trigrams(position.matchText),
    shortNumbers: textNumbers(short),
  };
}

/** An OZ or position number compared without blanks and leading zeros of its parts ("01.02.0010" = "1.2.10"). */
function ozKey(oz: string): string {
  return oz
    .trim()
    .split(/[.\s]+/)
    .filter((part) => part !== '')
    .map((part) => part.replace(/^0+(?=.)/, '').toLowerCase())
    .join('.');
}

/** An STLB-Bau reference compared by its digits and letters only ("039-2110-04" = "039 2110 04"). */
function stlbKey(code: string): string | null {
  const key = code.toLowerCase().replace(/[^a-z0-9]/g, '');
  return key === '' ? null : key;
}

const round3 = (value: number) => Math.round(value * 1000) / 1000;
const clamp01 = (value: number) => Math.min(1, Math.max(0, value));

interface Evaluated {
  positionId: string;
  number: string;
  points: number;
  reasons: MatchReason[];
  ceiling: number;
}

/** Catalog order of position numbers ("15.0140" before "15.1010", "2.9" before "2.10"). */
const byNumber = new Intl.Collator('de', { numeric: true }).compare;

function historyWeight(evidence: HistoryEvidence): number {
  const closeness = clamp01((evidence.similarity - HISTORY_MIN_SIMILARITY) / (1 - HISTORY_MIN_SIMILARITY));
  // Net decisions, damped: once accepted counts half, three times three quarters; rejections count against.
  const net = (evidence.accepted - evidence.rejected) / (evidence.accepted + evidence.rejected + 1);
  return WEIGHTS.history * closeness * net;
}

function evaluate(tender: PreparedTender, prepared: PreparedPosition, history: HistoryEvidence | undefined) {
  const { position } = prepared;
  const fullText = similarity(tender.fullTrigrams, prepared.fullTrigrams);
  const shortText = similarity(tender.shortTrigrams, prepared.shortTrigrams);
  const coverage = containment(prepared.shortTrigrams, tender.fullTrigrams);
  const textPoints =
    WEIGHTS.fullText * fullText + WEIGHTS.shortText * shortText + WEIGHTS.coverage * coverage;
  const maxTextPoints = WEIGHTS.fullText + WEIGHTS.shortText + WEIGHTS.coverage;
  let points = textPoints;
  const sizes = numbersFound(prepared.shortNumbers, tender.numbers);
  if (sizes !== null) points -= WEIGHTS.missingSizes * (1 - sizes);
  const textSimilarity = round3(clamp01(textPoints / maxTextPoints));
  const reasons: MatchReason[] = [{ kind: 'text', similarity: textSimilarity }];

  const fit: UnitFit = unitFit(tender.item.unit, position.unit);
  if (fit === 'different') points -= WEIGHTS.unitDifferent;
  else if (fit === 'convertible') points -= WEIGHTS.unitConvertible;
  reasons.push({
    kind: 'unit',
    compatible: isCompatible(fit),
    tenderUnit: tender.item.unit,
    catalogUnit: position.unit,
  });

  if (tender.ozKey !== '' && tender.ozKey === ozKey(position.number)) {
    points += WEIGHTS.oz;
    reasons.push({ kind: 'oz', detail: `OZ ${tender.item.oz.trim()} = Nr. ${position.number.trim()}` });
  }
  if (
    tender.stlbKey !== null &&
    position.stlbCode !== null &&
    stlbKey(position.stlbCode) === tender.stlbKey
  ) {
    points += WEIGHTS.stlb;
    reasons.push({ kind: 'stlb', code: position.stlbCode });
  }
  if (history !== undefined && (history.accepted > 0 || history.rejected > 0)) {
    points += historyWeight(history);
    reasons.push({
      kind: 'history',
      accepted: history.accepted,
      rejected: history.rejected,
      similarity: round3(clamp01(history.similarity)),
    });
  }
  // History and codes add evidence, but never lift a poor text or a unit of another dimension over the threshold.
  const ceiling = scoreCeiling(textSimilarity, fit === 'different');
  return {
    positionId: position.positionId,
    number: position.number,
    points,
    reasons,
    ceiling,
  } satisfies Evaluated;
}

/**
 * The candidates ranked best first with scores and reasons, at most `limit`; equal evidence ranks in catalog order
 * (position number), so the answer never depends on ids. Positions may repeat in the input (found by the text
 * search and by history): each is ranked once. History evidence for the same position: the most similar
 * remembered text counts. Scores are calibrated (calibration.ts) and never rise down the list.
 */
export function rankCandidates(
  tender: PreparedTender,
  positions: readonly PreparedPosition[],
  history: readonly HistoryEvidence[],
  limit: number,
  calibration: Calibration = CALIBRATION,
): RankedCandidate[] {
  const bestHistory = new Map<string, HistoryEvidence>();
  for (const evidence of history) {
    const known = bestHistory.get(evidence.positionId);
    if (known === undefined || evidence.similarity > known.similarity)
      bestHistory.set(evidence.positionId, evidence);
  }
  const seen = new Set<string>();
  const evaluated: Evaluated[] = [];
  for (const prepared of positions) {
    const id = prepared.position.positionId;
    if (seen.has(id)) continue;
    seen.add(id);
    evaluated.push(evaluate(tender, prepared, bestHistory.get(id)));
  }
  if (evaluated.length === 0) return [];
  // Shares of exp(SHARPNESS * points), computed relative to the largest exponent so nothing overflows.
  const top = Math.max(NONE_LEVEL, ...evaluated.map((candidate) => candidate.points));
  const weightOf = (points: number) => Math.exp(SHARPNESS * (points - top));
  const total = evaluated.reduce((sum, candidate) => sum + weightOf(candidate.points), weightOf(NONE_LEVEL));
  let previous = 1;
  return (
    evaluated
      // Equal evidence (variants whose texts differ only in sizes the item does not name): catalog order.
      .sort(
        (a, b) =>
          b.points - a.points || byNumber(a.number, b.number) || a.positionId.localeCompare(b.positionId),
      )
      .slice(0, Math.max(0, limit))
      .map((candidate) => {
        const evidence = round3(weightOf(candidate.points) / total);
        // A capped candidate ranked above caps the ones below it: a later one is never more certain.
        previous = Math.min(previous, round3(calibratedScore(evidence, candidate.ceiling, calibration)));
        return {
          positionId: candidate.positionId,
          score: previous,
          reasons: candidate.reasons,
          evidence,
          ceiling: candidate.ceiling,
        };
      })
  );
}
