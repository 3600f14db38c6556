/**
 * What a match score means. The ranking (rank.ts) gives every candidate its share of the evidence (0..1); that share
 * says which candidate is best, not how often the best one is right. Calibration maps it monotonically onto the
 * score the estimator sees, fitted on the labelled calibration split (docs/decisions/0035-matching-calibration.md):
 *
 * - a score of at least `DEFAULT_THRESHOLD` (70 %, the default of "Alle über Schwelle annehmen") is given only to
 *   evidence at which a suggestion is right with probability `THRESHOLD_PRECISION` (a logistic regression on the
 *   calibration split);
 * - a score below `MIN_SCORE` (40 %) is given to evidence at which a suggestion is more often wrong than right:
 *   the page shows "Kein passender Vorschlag" instead;
 * - in between and above, the score grows linearly with the evidence.
 *
 * Rules the data cannot overrule cap the score (`ceiling`): a unit that measures something else, a poor text.
 */

/** The default threshold of "accept all above the threshold" (the page's default). */
export const DEFAULT_THRESHOLD = 0.7;
/** Below this score a suggestion is not offered as the item's match ("Kein passender Vorschlag"). */
export const MIN_SCORE = 0.4;
/** The probability of being right the fit demands of a suggestion at the default threshold. */
export const THRESHOLD_PRECISION = 0.99;
/** The probability of being right at the minimum score: below it a suggestion is more often wrong than right. */
export const MIN_PRECISION = 0.5;

/** The highest score of a candidate whose unit measures something else (psch against km, m² against St). */
export const UNIT_MISMATCH_CEILING = 0.6;
/** Text similarity (the text reason, 0..1) below which a candidate never reaches the threshold. */
export const TEXT_FLOOR = 0.4;
/** The highest score of a candidate whose text similarity is below `TEXT_FLOOR`. */
export const POOR_TEXT_CEILING = 0.6;
/** Text similarity below which a candidate is no suggestion at all (its score stays under `MIN_SCORE`). */
export const TEXT_MINIMUM = 0.3;
/** The highest score of a candidate whose text similarity is below `TEXT_MINIMUM`. */
export const NO_TEXT_CEILING = 0.3;

/**
 * The calibration curve: evidence (the ranking's share) at which the score reaches the minimum and the default
 * threshold. Between the knots (0 → 0, minimum, threshold, 1 → 1) the score is linear in the evidence.
 */
export interface Calibration {
  minEvidence: number;
  thresholdEvidence: number;
}

/**
 * Fitted on the calibration split ('dev') by matches-calibration.test.ts (it fails when this is not what the fit
 * gives; the figures are in apps/server/src/modules/matches/testdata/CALIBRATION.md).
 */
export const CALIBRATION: Calibration = { minEvidence: 0.334, thresholdEvidence: 0.938 };

/** The uncalibrated score (the evidence itself), for fitting. */
export const IDENTITY_CALIBRATION: Calibration = {
  minEvidence: MIN_SCORE,
  thresholdEvidence: DEFAULT_THRESHOLD,
};

const interpolate = (x: number, x0: number, x1: number, y0: number, y1: number) =>
  x1 <= x0 ? y1 : y0 + ((x - x0) / (x1 - x0)) * (y1 - y0);

/** The score of `evidence` (0..1) on the calibration curve, not above `ceiling`. */
export function calibratedScore(
  evidence: number,
  ceiling: number,
  calibration: Calibration = CALIBRATION,
): number {
  const { minEvidence, thresholdEvidence } = calibration;
  const e = Math.min(1, Math.max(0, evidence));
  let score: number;
  if (e < minEvidence) score = interpolate(e, 0, minEvidence, 0, MIN_SCORE);
  else if (e < thresholdEvidence)
    score = interpolate(e, minEvidence, thresholdEvidence, MIN_SCORE, DEFAULT_THRESHOLD);
  else score = interpolate(e, thresholdEvidence, 1, DEFAULT_THRESHOLD, 1);
  return Math.min(score, ceiling);
}

/**
 * The highest score the rules allow a candidate: a unit of another dimension and a poor text keep it below the
 * threshold, a text hardly related keeps it below the minimum, whatever history or codes add to the evidence.
 */
export function scoreCeiling(textSimilarity: number, unitMeasuresOtherThing: boolean): number {
  let ceiling = 1;
  if (unitMeasuresOtherThing) ceiling = Math.min(ceiling, UNIT_MISMATCH_CEILING);
  if (textSimilarity < TEXT_FLOOR) ceiling = Math.min(ceiling, POOR_TEXT_CEILING);
  if (textSimilarity < TEXT_MINIMUM) ceiling = Math.min(ceiling, NO_TEXT_CEILING);
  return ceiling;
}

/** The best candidate of one labelled item: its evidence, its ceiling and whether it is the right position. */
export interface CalibrationSample {
  evidence: number;
  ceiling: number;
  right: boolean;
  /** Whether the item has a right position in the catalog at all (false for a hard negative). */
  answerable: boolean;
}

/** A logistic curve over the log-odds of the evidence: p(right) = 1 / (1 + exp(-(intercept + slope * logit(e)))). */
export interface LogisticFit {
  intercept: number;
  slope: number;
}

const EPSILON = 1e-3;
const logit = (p: number) => {
  const q = Math.min(1 - EPSILON, Math.max(EPSILON, p));
  return Math.log(q / (1 - q));
};
const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));
/** A weak ridge on the slope: keeps the fit finite when the evidence separates right and wrong completely. */
const RIDGE = 0.01;

/**
 * Logistic regression of "right" on the log-odds of the evidence (Platt scaling), by Newton's method: the
 * probability that a suggestion with this evidence is right, smoothed over the whole calibration split.
 */
export function fitLogistic(samples: readonly Pick<CalibrationSample, 'evidence' | 'right'>[]): LogisticFit {
  let intercept = 0;
  let slope = 1;
  for (let iteration = 0; iteration < 100; iteration++) {
    // Gradient and Hessian of the log-likelihood (minus the ridge) in (intercept, slope).
    let g0 = 0;
    let g1 = -RIDGE * slope;
    let h00 = 0;
    let h01 = 0;
    let h11 = RIDGE;
    for (const sample of samples) {
      const x = logit(sample.evidence);
      const p = sigmoid(intercept + slope * x);
      const residual = (sample.right ? 1 : 0) - p;
      const weight = p * (1 - p);
      g0 += residual;
      g1 += residual * x;
      h00 += weight;
      h01 += weight * x;
      h11 += weight * x * x;
    }
    const determinant = h00 * h11 - h01 * h01;
    if (determinant <= 1e-12) break;
    const step0 = (h11 * g0 - h01 * g1) / determinant;
    const step1 = (h00 * g1 - h01 * g0) / determinant;
    intercept += step0;
    slope += step1;
    if (Math.abs(step0) + Math.abs(step1) < 1e-10) break;
  }
  return { intercept, slope };
}

/** The lowest evidence (3 decimals, rounded up) at which the fitted probability reaches `probability`; 1 if never. */
function evidenceFor(fit: LogisticFit, probability: number): number {
  if (!(fit.slope > 0)) return 1;
  const evidence = sigmoid((logit(probability) - fit.intercept) / fit.slope);
  return Math.min(1, Math.ceil(evidence * 1000 - 1e-9) / 1000);
}

/**
 * Fits the curve on the calibration split: a logistic regression of "right" on the evidence of each item's best
 * candidate, over the samples the rules let reach the threshold; the threshold knot is the evidence at which a
 * suggestion is right with probability `THRESHOLD_PRECISION` (so every suggestion at or above 70 % is, not only
 * their average), the minimum knot the one at which it is right as often as wrong (`MIN_PRECISION`, fitted over
 * the samples the rules let reach the minimum). Deterministic; the knots are rounded up to 3 decimals.
 */
export function fitCalibration(samples: readonly CalibrationSample[]): Calibration {
  const thresholdEvidence = evidenceFor(
    fitLogistic(samples.filter((sample) => sample.ceiling >= DEFAULT_THRESHOLD)),
    THRESHOLD_PRECISION,
  );
  const minEvidence = evidenceFor(
    fitLogistic(samples.filter((sample) => sample.ceiling >= MIN_SCORE)),
    MIN_PRECISION,
  );
  return { minEvidence: Math.min(minEvidence, thresholdEvidence), thresholdEvidence };
}

/** Precision and recall of the suggestions scored at or above one threshold. */
export interface ThresholdFigures {
  threshold: number;
  /** Suggestions scored at or above the threshold. */
  suggested: number;
  /** Of those, the right ones. */
  right: number;
  /** right / suggested (1 when nothing is suggested). */
  precision: number;
  /** right / items that have a right position. */
  recall: number;
}

/** Precision and recall per threshold of the samples scored with `calibration`. */
export function thresholdFigures(
  samples: readonly CalibrationSample[],
  thresholds: readonly number[],
  calibration: Calibration = CALIBRATION,
): ThresholdFigures[] {
  const scored = samples.map((sample) => ({
    ...sample,
    score: calibratedScore(sample.evidence, sample.ceiling, calibration),
  }));
  const answerable = samples.filter((sample) => sample.answerable).length;
  return thresholds.map((threshold) => {
    const above = scored.filter((sample) => sample.score >= threshold);
    const right = above.filter((sample) => sample.right).length;
    return {
      threshold,
      suggested: above.length,
      right,
      precision: above.length === 0 ? 1 : right / above.length,
      recall: answerable === 0 ? 0 : right / answerable,
    };
  });
}
