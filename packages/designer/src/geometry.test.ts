import { describe, expect, it } from 'vitest';
import { mmToPt, pageSizeMm, ptToMm } from './geometry';

describe('geometry', () => {
  it('gives page sizes in mm after orientation', () => {
    expect(pageSizeMm({ format: 'A4', orientation: 'portrait' })).toEqual({ width: 210, height: 297 });
    expect(pageSizeMm({ format: 'A4', orientation: 'landscape' })).toEqual({ width: 297, height: 210 });
    expect(pageSizeMm({ format: 'A5', orientation: 'portrait' })).toEqual({ width: 148, height: 210 });
  });

  it('converts between mm and PDF points', () => {
    expect(mmToPt(25.4)).toBeCloseTo(72, 10);
    expect(ptToMm(mmToPt(148.5))).toBeCloseTo(148.5, 10);
    expect(mmToPt(210)).toBeCloseTo(595.28, 2);
  });
});
