import { describe, expect, it } from 'vitest';
import { snapMove, snapResize, type SnapOptions } from './snapping';

const options = (others: SnapOptions['others'] = []): SnapOptions => ({
  grid: 5,
  tolerance: 1.5,
  pageLinesX: [25, 190, 105],
  pageLinesY: [20, 277, 148.5],
  others,
});

describe('snapping a moved box', () => {
  it("lines up its left edge with another element's right edge and shows a guide there", () => {
    const snapped = snapMove(
      { x: 61.2, y: 33.3, width: 20, height: 10 },
      options([{ x: 40, y: 80, width: 20, height: 5 }]),
    );
    expect(snapped.box.x).toBe(60);
    expect(snapped.guides.x).toEqual([60]);
  });

  it('lines up centres and margins, and otherwise puts the corner on the grid', () => {
    const centred = snapMove({ x: 94.4, y: 52.2, width: 20, height: 10 }, options());
    expect(centred.box.x).toBe(95); // its centre on the page's centre (105)
    expect(centred.guides.x).toEqual([105]);
    expect(centred.box.y).toBe(50); // nothing near: the grid
    expect(centred.guides.y).toEqual([]);
    expect(snapMove({ x: 26, y: 19.2, width: 10, height: 10 }, options()).box).toMatchObject({
      x: 25,
      y: 20,
    });
  });

  it('snaps a resized box by its right and bottom edges, its corner stays', () => {
    const snapped = snapResize({ x: 30, y: 30, width: 159.4, height: 12.3 }, options());
    expect(snapped.box).toEqual({ x: 30, y: 30, width: 160, height: 10 });
    expect(snapped.guides.x).toEqual([190]);
  });

  it('snaps the left and top edges when the top-left handle moves, the right and bottom edges stay', () => {
    const snapped = snapResize({ x: 24.2, y: 61.1, width: 40.8, height: 18.9 }, options(), {
      left: true,
      right: false,
      top: true,
      bottom: false,
    });
    // The left edge onto the margin (25), the top edge onto the grid (60); right (65) and bottom (80) stay.
    expect(snapped.box).toEqual({ x: 25, y: 60, width: 40, height: 20 });
    expect(snapped.guides).toEqual({ x: [25], y: [] });
  });

  it('leaves the edges a side handle does not move alone', () => {
    const snapped = snapResize({ x: 31.3, y: 33.3, width: 20.4, height: 10.2 }, options(), {
      left: false,
      right: true,
      top: false,
      bottom: false,
    });
    expect(snapped.box).toEqual({ x: 31.3, y: 33.3, width: 18.7, height: 10.2 });
  });
});
