import { describe, expect, it } from 'vitest';
import { MIN_SUGGESTION_SCORE } from '@vendoc/contract/matches';
import { DEFAULT_THRESHOLD, MIN_SCORE } from '@vendoc/matching/calibration';

describe('score levels', () => {
  it("give the client the matcher's minimum score, below the default threshold", () => {
    expect(MIN_SUGGESTION_SCORE).toBe(MIN_SCORE);
    expect(MIN_SCORE).toBeLessThan(DEFAULT_THRESHOLD);
  });
});
