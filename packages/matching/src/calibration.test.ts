import { describe, expect, it } from 'vitest';
import {
  DEFAULT_THRESHOLD,
  IDENTITY_CALIBRATION,
  MIN_SCORE,
  NO_TEXT_CEILING,
  POOR_TEXT_CEILING,
  TEXT_FLOOR,
  TEXT_MINIMUM,
  UNIT_MISMATCH_CEILING,
  calibratedScore,
  fitCalibration,
  fitLogistic,
  scoreCeiling,
  thresholdFigures,
  type CalibrationSample,
} from './calibration';

const sample = (
  evidence: number,
  right: boolean,
  extra: Partial<CalibrationSample> = {},
): CalibrationSample => ({
  evidence,
  ceiling: 1,
  right,
  answerable: true,
  ...extra,
});

describe('calibratedScore', () => {
  const calibration = { minEvidence: 0.5, thresholdEvidence: 0.9 };

  it('maps the knots onto the minimum and the threshold, linearly in between', () => {
    expect(calibratedScore(0, 1, calibration)).toBe(0);
    expect(calibratedScore(0.5, 1, calibration)).toBeCloseTo(MIN_SCORE, 10);
    expect(calibratedScore(0.7, 1, calibration)).toBeCloseTo((MIN_SCORE + DEFAULT_THRESHOLD) / 2, 10);
    expect(calibratedScore(0.9, 1, calibration)).toBeCloseTo(DEFAULT_THRESHOLD, 10);
    expect(calibratedScore(1, 1, calibration)).toBe(1);
    expect(calibratedScore(0.25, 1, calibration)).toBeCloseTo(MIN_SCORE / 2, 10);
  });

  it('never exceeds the ceiling, and the identity curve leaves the evidence as it is', () => {
    expect(calibratedScore(1, 0.6, calibration)).toBe(0.6);
    expect(calibratedScore(0.2, 0.6, calibration)).toBeLessThan(0.6);
    for (const evidence of [0, 0.1, 0.4, 0.55, 0.7, 0.95, 1]) {
      expect(calibratedScore(evidence, 1, IDENTITY_CALIBRATION)).toBeCloseTo(evidence, 10);
    }
  });

  it('is monotone in the evidence', () => {
    let previous = -1;
    for (let evidence = 0; evidence <= 1; evidence += 0.01) {
      const score = calibratedScore(evidence, 1, calibration);
      expect(score).toBeGreaterThanOrEqual(previous);
      previous = score;
    }
  });
});

describe('scoreCeiling', () => {
  it('keeps a unit of another dimension and a poor text below the threshold, no text below the minimum', () => {
    expect(scoreCeiling(0.9, false)).toBe(1);
    expect(scoreCeiling(0.9, true)).toBe(UNIT_MISMATCH_CEILING);
    expect(scoreCeiling(TEXT_FLOOR - 0.01, false)).toBe(POOR_TEXT_CEILING);
    expect(scoreCeiling(TEXT_MINIMUM - 0.01, false)).toBe(NO_TEXT_CEILING);
    expect(scoreCeiling(0.28, true)).toBe(Math.min(UNIT_MISMATCH_CEILING, NO_TEXT_CEILING));
    expect(UNIT_MISMATCH_CEILING).toBeLessThan(DEFAULT_THRESHOLD);
    expect(POOR_TEXT_CEILING).toBeLessThan(DEFAULT_THRESHOLD);
    expect(NO_TEXT_CEILING).toBeLessThan(MIN_SCORE);
  });
});

describe('fitCalibration', () => {
  // Right with probability e² / (e² + (1 - e)²): a logistic curve of slope 2 over the log-odds, crossing 50 % at 0.5.
  const truth = (e: number) => (e * e) / (e * e + (1 - e) * (1 - e));
  const drawn = (ceiling = 1) =>
    [0.1, 0.3, 0.5, 0.7, 0.8, 0.9, 0.95, 0.99].flatMap((evidence) => {
      const right = Math.round(200 * truth(evidence));
      return Array.from({ length: 200 }, (_, index) => sample(evidence, index < right, { ceiling }));
    });

  it('recovers the logistic curve of the samples', () => {
    const fit = fitLogistic(drawn());
    expect(fit.intercept).toBeCloseTo(0, 1);
    expect(fit.slope).toBeCloseTo(2, 1);
  });

  it('puts the threshold where a suggestion is right 99 times in 100, the minimum where as often as wrong', () => {
    const { minEvidence, thresholdEvidence } = fitCalibration(drawn());
    // logit(e) = logit(0.99) / 2, e = 0.909; and e = 0.5.
    expect(thresholdEvidence).toBeGreaterThan(0.9);
    expect(thresholdEvidence).toBeLessThan(0.92);
    expect(minEvidence).toBeGreaterThan(0.48);
    expect(minEvidence).toBeLessThan(0.52);
  });

  it('fits the threshold only on what the rules let reach it, and never reaches it without right ones', () => {
    const capped = [...drawn(), ...Array.from({ length: 400 }, () => sample(0.99, false, { ceiling: 0.6 }))];
    expect(fitCalibration(capped).thresholdEvidence).toBe(fitCalibration(drawn()).thresholdEvidence);
    expect(fitCalibration(capped).minEvidence).toBeGreaterThan(fitCalibration(drawn()).minEvidence);
    const wrong = [0.2, 0.6, 0.99].map((evidence) => sample(evidence, false));
    expect(fitCalibration(wrong)).toEqual({ minEvidence: 1, thresholdEvidence: 1 });
  });
});

describe('thresholdFigures', () => {
  it('counts suggestions, right ones, precision and recall per threshold; hard negatives only as wrong', () => {
    const samples = [
      sample(1, true),
      sample(0.8, true),
      sample(0.75, false),
      sample(0.5, false, { answerable: false }),
      sample(0.2, true),
    ];
    const figures = thresholdFigures(samples, [0.7, 0.9, 0.1], IDENTITY_CALIBRATION);
    expect(figures).toEqual([
      { threshold: 0.7, suggested: 3, right: 2, precision: 2 / 3, recall: 2 / 4 },
      { threshold: 0.9, suggested: 1, right: 1, precision: 1, recall: 1 / 4 },
      { threshold: 0.1, suggested: 5, right: 3, precision: 3 / 5, recall: 3 / 4 },
    ]);
    expect(thresholdFigures([], [0.7])[0]).toMatchObject({ suggested: 0, precision: 1, recall: 0 });
  });
});
