import { describe, expect, it } from 'vitest';
import { fitWithin, IMAGE_DEFAULTS } from './image-resize';

describe('fitWithin (SPEC.md sections 3 and 9)', () => {
  it('has the spec defaults', () => {
    expect(IMAGE_DEFAULTS).toEqual({ maxWidth: 1024, maxHeight: 1024, quality: 1, accept: 'image/*' });
  });

  it('scales a landscape image down to the box width', () => {
    expect(fitWithin(4000, 3000, 1024, 1024)).toEqual({ width: 1024, height: 768 });
  });

  it('scales a portrait image down to the box height', () => {
    expect(fitWithin(3000, 4000, 1024, 1024)).toEqual({ width: 768, height: 1024 });
  });

  it('never enlarges an image smaller than the box', () => {
    expect(fitWithin(640, 480, 1024, 1024)).toEqual({ width: 640, height: 480 });
  });

  it('keeps an image of exactly the box size', () => {
    expect(fitWithin(1024, 1024, 1024, 1024)).toEqual({ width: 1024, height: 1024 });
  });

  it('respects the tighter side of a non-square box', () => {
    expect(fitWithin(2000, 1000, 800, 300)).toEqual({ width: 600, height: 300 });
  });

  it('rounds to whole pixels and keeps at least one pixel', () => {
    expect(fitWithin(1000, 333, 100, 100)).toEqual({ width: 100, height: 33 });
    expect(fitWithin(10000, 1, 1024, 1024)).toEqual({ width: 1024, height: 1 });
  });

  it('rejects an empty image', () => {
    expect(() => fitWithin(0, 100, 1024, 1024)).toThrow(RangeError);
  });
});
