import { describe, expect, it } from 'vitest';
import {
  coveredBounds,
  handleFraction,
  idsInBox,
  normaliseDegrees,
  resizeByHandle,
  rotateAround,
  spannedBox,
  toElementFrame,
  toPageFrame,
} from './handles';

const upright = { x: 20, y: 30, width: 40, height: 10, rotation: 0 };

describe('resizeByHandle on an upright element', () => {
  it('moves only the edges of the handle', () => {
    expect(resizeByHandle(upright, 'se', 5, 2)).toEqual({ x: 20, y: 30, width: 45, height: 12 });
    expect(resizeByHandle(upright, 'e', 5, 2)).toEqual({ x: 20, y: 30, width: 45, height: 10 });
    expect(resizeByHandle(upright, 's', 5, 2)).toEqual({ x: 20, y: 30, width: 40, height: 12 });
  });

  it('keeps the right and bottom edges where they are when the left or top edge moves', () => {
    expect(resizeByHandle(upright, 'nw', 5, 2)).toEqual({ x: 25, y: 32, width: 35, height: 8 });
    expect(resizeByHandle(upright, 'w', -4.5, 9)).toEqual({ x: 15.5, y: 30, width: 44.5, height: 10 });
    expect(resizeByHandle(upright, 'n', 3, -6)).toEqual({ x: 20, y: 24, width: 40, height: 16 });
    expect(resizeByHandle(upright, 'ne', 3, -6)).toEqual({ x: 20, y: 24, width: 43, height: 16 });
    expect(resizeByHandle(upright, 'sw', 3, 6)).toEqual({ x: 23, y: 30, width: 37, height: 16 });
  });

  it('stops at zero size with the opposite edge still in place', () => {
    expect(resizeByHandle(upright, 'w', 100, 0)).toEqual({ x: 60, y: 30, width: 0, height: 10 });
    expect(resizeByHandle(upright, 'se', -100, -100)).toEqual({ x: 20, y: 30, width: 0, height: 0 });
  });
});

describe('resizeByHandle on a rotated element', () => {
  it('takes the pointer in the element frame: at 90° a move down widens it', () => {
    const turned = { ...upright, rotation: 90 };
    expect(resizeByHandle(turned, 'e', 0, 5)).toEqual({ x: 20, y: 30, width: 45, height: 10 });
    expect(resizeByHandle(turned, 'e', 5, 0)).toEqual({ x: 20, y: 30, width: 40, height: 10 });
  });

  it('moves the corner along the element axes when the left edge moves, so the right edge stays', () => {
    const turned = { ...upright, rotation: 90 };
    const resized = resizeByHandle(turned, 'w', 0, 5);
    expect(resized).toEqual({ x: 20, y: 35, width: 35, height: 10 });
    // The far end of the element (its right edge's top corner) is where it was: (20, 70) on the page.
    const farEnd = (box: { x: number; y: number; width: number }) => {
      const page = toPageFrame(box.width, 0, 90);
      return { x: box.x + page.dx, y: box.y + page.dy };
    };
    expect(farEnd(resized).x).toBeCloseTo(farEnd(turned).x, 6);
    expect(farEnd(resized).y).toBeCloseTo(farEnd(turned).y, 6);
  });
});

describe('frames and angles', () => {
  it('turns vectors into the element frame and back', () => {
    const local = toElementFrame(3, 4, 30);
    const page = toPageFrame(local.dx, local.dy, 30);
    expect(page.dx).toBeCloseTo(3, 10);
    expect(page.dy).toBeCloseTo(4, 10);
    expect(toElementFrame(0, 1, 90).dx).toBeCloseTo(1, 10);
  });

  it('normalises degrees to 0 <= r < 360 in tenths', () => {
    expect(normaliseDegrees(-90)).toBe(270);
    expect(normaliseDegrees(360)).toBe(0);
    expect(normaliseDegrees(725.04)).toBe(5);
    expect(normaliseDegrees(12.345)).toBe(12.3);
  });

  it('rotates by the angle the pointer turned around the corner, snapping to 15° steps', () => {
    const origin = { x: 0, y: 0 };
    // From straight right to straight down: a quarter turn clockwise (y points down on the page).
    expect(rotateAround(0, origin, { x: 10, y: 0 }, { x: 0, y: 10 }, false)).toBe(90);
    expect(rotateAround(350, origin, { x: 10, y: 0 }, { x: 10, y: 10 }, false)).toBe(35);
    const almost30 = { x: Math.cos((28 * Math.PI) / 180), y: Math.sin((28 * Math.PI) / 180) };
    expect(rotateAround(0, origin, { x: 1, y: 0 }, almost30, false)).toBe(28);
    expect(rotateAround(0, origin, { x: 1, y: 0 }, almost30, true)).toBe(30);
    const at22 = { x: Math.cos((22 * Math.PI) / 180), y: Math.sin((22 * Math.PI) / 180) };
    expect(rotateAround(0, origin, { x: 1, y: 0 }, at22, true)).toBe(22);
  });
});

describe('selecting with a box', () => {
  it('spans a box whichever way it is drawn', () => {
    expect(spannedBox({ x: 50, y: 10 }, { x: 20, y: 40 })).toEqual({ x: 20, y: 10, width: 30, height: 30 });
  });

  it('covers the rotated corners of an element', () => {
    const covered = coveredBounds({ ...upright, rotation: 90 });
    expect(covered.x).toBeCloseTo(10, 10);
    expect(covered.y).toBeCloseTo(30, 10);
    expect(covered.width).toBeCloseTo(10, 10);
    expect(covered.height).toBeCloseTo(40, 10);
    expect(handleFraction('sw')).toEqual({ fx: 0, fy: 1 });
  });

  it('selects the elements the box meets, lines and rotated ones included', () => {
    const elements = [
      { id: 'inside', ...upright },
      { id: 'line', x: 0, y: 100, width: 50, height: 0, rotation: 0 },
      { id: 'turned', x: 120, y: 0, width: 40, height: 10, rotation: 90 },
      { id: 'far', x: 150, y: 200, width: 10, height: 10, rotation: 0 },
    ];
    expect(idsInBox(elements, { x: 0, y: 0, width: 60, height: 120 })).toEqual(['inside', 'line']);
    // The turned element covers x 110..120 on the page, not 120..160.
    expect(idsInBox(elements, { x: 105, y: 5, width: 8, height: 5 })).toEqual(['turned']);
    expect(idsInBox(elements, { x: 125, y: 5, width: 8, height: 5 })).toEqual([]);
  });
});
