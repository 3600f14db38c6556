import { describe, expect, it } from 'vitest';
import { formatNumberPreview } from './number-range-preview';

describe('number range preview', () => {
  it('pads the number and puts the prefix in front', () => {
    expect(formatNumberPreview({ prefix: 'K-', nextNumber: 42, padding: 5, yearlyReset: false }, 2026)).toBe(
      'K-00042',
    );
  });

  it('adds the year with a yearly reset', () => {
    expect(formatNumberPreview({ prefix: 'RE-', nextNumber: 7, padding: 4, yearlyReset: true }, 2026)).toBe(
      'RE-2026-0007',
    );
  });

  it('never cuts a number longer than the padding', () => {
    expect(
      formatNumberPreview({ prefix: 'P', nextNumber: 123456, padding: 3, yearlyReset: false }, 2026),
    ).toBe('P123456');
  });

  it('works without a prefix', () => {
    expect(formatNumberPreview({ prefix: '', nextNumber: 1, padding: 1, yearlyReset: true }, 2027)).toBe(
      '2027-1',
    );
  });
});
