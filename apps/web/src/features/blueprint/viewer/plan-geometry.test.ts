import { describe, expect, it } from 'vitest';
import {
  FIT_MARGIN,
  MAX_SCALE,
  OVERVIEW_SIDE,
  PIXEL_BUDGET,
  TILE_SIZE,
  constrainView,
  detailLevel,
  fitView,
  fromPlanFraction,
  overviewSize,
  panBy,
  renderPixelRatio,
  scaleLimits,
  tileAt,
  tilePixels,
  tilesToEvict,
  toPlanFraction,
  visibleTiles,
  zoomAt,
  type Tile,
} from './plan-geometry';

const IMAGE = { width: 10_000, height: 7_000 };
/** An A0 sheet (1189 x 841 mm) in CSS pixels at 96 dpi. */
const A0 = { width: (1189 / 25.4) * 96, height: (841 / 25.4) * 96 };
const DESKTOP = { width: 1100, height: 700 };
const PHONE = { width: 390, height: 600 };

describe('plan viewer geometry', () => {
  it('fits the plan into the viewport with a margin, centred, and zooms from there up to 800 %', () => {
    const wide = { width: 1100, height: 900 };
    const view = fitView(IMAGE, wide);
    expect(view.scale).toBeCloseTo((wide.width - 2 * FIT_MARGIN) / IMAGE.width, 10);
    expect(view.x).toBeCloseTo(FIT_MARGIN, 10);
    expect(view.y).toBeCloseTo((wide.height - IMAGE.height * view.scale) / 2, 10);
    expect(scaleLimits(IMAGE, wide)).toEqual({ min: view.scale, max: MAX_SCALE });
    // Height-bound on a flatter viewport.
    expect(fitView(IMAGE, DESKTOP).scale).toBeCloseTo((DESKTOP.height - 2 * FIT_MARGIN) / IMAGE.height, 10);
    // A plan smaller than the screen may still be shown at 100 %.
    expect(scaleLimits({ width: 200, height: 100 }, DESKTOP).min).toBe(1);

    const zoomedIn = zoomAt(view, 1000, { x: 550, y: 350 }, IMAGE, wide);
    expect(zoomedIn.scale).toBe(MAX_SCALE);
    const zoomedOut = zoomAt(zoomedIn, 0.0001, { x: 10, y: 10 }, IMAGE, wide);
    expect(zoomedOut.scale).toBe(view.scale);
    expect(zoomedOut.x).toBeCloseTo(view.x, 10);
    expect(zoomedOut.y).toBeCloseTo(view.y, 10);
  });

  it('keeps the plan point under the pointer while zooming, and maps points to plan fractions and back', () => {
    const view = { scale: 0.5, x: -1000, y: -400 };
    const anchor = { x: 300, y: 200 };
    const before = toPlanFraction(anchor, view, IMAGE);
    const zoomed = zoomAt(view, 2, anchor, IMAGE, DESKTOP);
    expect(zoomed.scale).toBe(1);
    const after = toPlanFraction(anchor, zoomed, IMAGE);
    expect(after.x).toBeCloseTo(before.x, 10);
    expect(after.y).toBeCloseTo(before.y, 10);
    const back = fromPlanFraction(after, zoomed, IMAGE);
    expect(back.x).toBeCloseTo(anchor.x, 8);
    expect(back.y).toBeCloseTo(anchor.y, 8);
    expect(toPlanFraction({ x: -1000, y: -400 }, view, IMAGE)).toEqual({ x: 0, y: 0 });
  });

  it('pans, but never further than half a viewport past an edge; a plan smaller than the viewport stays centred', () => {
    const view = { scale: 1, x: 0, y: 0 };
    expect(panBy(view, { x: -100, y: -50 }, IMAGE, DESKTOP)).toEqual({ scale: 1, x: -100, y: -50 });
    expect(panBy(view, { x: 5000, y: 5000 }, IMAGE, DESKTOP)).toEqual({
      scale: 1,
      x: DESKTOP.width / 2,
      y: DESKTOP.height / 2,
    });
    expect(panBy(view, { x: -50_000, y: -50_000 }, IMAGE, DESKTOP)).toEqual({
      scale: 1,
      x: DESKTOP.width / 2 - IMAGE.width,
      y: DESKTOP.height / 2 - IMAGE.height,
    });
    const small = { width: 200, height: 100 };
    expect(constrainView({ scale: 1, x: 900, y: -300 }, small, DESKTOP)).toEqual({
      scale: 1,
      x: 450,
      y: 300,
    });
  });

  it('caps the device pixel ratio at 2', () => {
    expect(renderPixelRatio(3)).toBe(2);
    expect(renderPixelRatio(1.5)).toBe(1.5);
    expect(renderPixelRatio(undefined)).toBe(1);
    expect(renderPixelRatio(0.5)).toBe(1);
  });

  it('renders at a level of detail at or just above the screen, an image never above its own pixels', () => {
    for (const scale of [0.11, 0.25, 0.3, 0.5, 1, 1.7, 3, 8]) {
      for (const ratio of [1, 2]) {
        const level = detailLevel(scale, ratio);
        expect(level).toBeGreaterThanOrEqual(scale * ratio * 0.999_999);
        expect(level).toBeLessThan(scale * ratio * 1.2);
      }
    }
    // A small zoom change keeps the level (and so the tiles).
    expect(detailLevel(0.5, 2)).toBe(detailLevel(0.5, 2));
    expect(detailLevel(1, 1)).toBe(1);
    expect(detailLevel(4, 2, 1)).toBe(1);
  });

  it('cuts a level into tiles of at most 512 pixels, the last ones of a row and column smaller', () => {
    const level = 0.25; // 2500 x 1750 device pixels
    const first = tileAt(IMAGE, level, 0, 0);
    expect(first).toMatchObject({ x: 0, y: 0, width: 2048, height: 2048, pixelWidth: 512, pixelHeight: 512 });
    const last = tileAt(IMAGE, level, 4, 3);
    expect(last).toMatchObject({ pixelWidth: 2500 - 4 * 512, pixelHeight: 1750 - 3 * 512 });
    expect(last?.x).toBe(4 * 2048);
    expect(tileAt(IMAGE, level, 5, 0)).toBeNull();
    expect(tileAt(IMAGE, level, 0, 4)).toBeNull();
    expect(tileAt(IMAGE, level, -1, 0)).toBeNull();
  });

  it('lists the tiles on screen, nearest to the centre first, covering the whole viewport', () => {
    const view = { scale: 1, x: -3000, y: -2000 };
    const level = detailLevel(view.scale, 2);
    const tiles = visibleTiles(IMAGE, DESKTOP, view, level);
    const span = TILE_SIZE / level;
    expect(tiles).toHaveLength(Math.ceil(DESKTOP.width / span + 1) * Math.ceil(DESKTOP.height / span + 1));
    // Every corner of the viewport is on one of the tiles.
    for (const corner of [
      { x: 3000, y: 2000 },
      { x: 4099.9, y: 2000 },
      { x: 3000, y: 2699.9 },
      { x: 4099.9, y: 2699.9 },
    ]) {
      expect(
        tiles.some(
          (tile) =>
            corner.x >= tile.x &&
            corner.x < tile.x + tile.width &&
            corner.y >= tile.y &&
            corner.y < tile.y + tile.height,
        ),
      ).toBe(true);
    }
    const centreTile = tiles[0];
    expect(centreTile && centreTile.x <= 3550 && centreTile.x + centreTile.width > 3550).toBe(true);
    // A margin adds a ring of tiles (where the plan has them).
    expect(visibleTiles(IMAGE, DESKTOP, view, level, 1).length).toBeGreaterThan(tiles.length);
  });

  it('keeps the tiles on screen of a desktop at 2x and of a phone within the mobile canvas budget at every zoom', () => {
    for (const [plan, viewport] of [
      [IMAGE, { width: 1440, height: 900 }],
      [A0, { width: 1440, height: 900 }],
      [IMAGE, PHONE],
      [A0, PHONE],
    ] as const) {
      const { min } = scaleLimits(plan, viewport);
      for (let scale = min; scale <= MAX_SCALE; scale *= 1.1) {
        const view = constrainView({ scale, x: -plan.width * scale * 0.3, y: -7 }, plan, viewport);
        const tiles = visibleTiles(plan, viewport, view, detailLevel(scale, 2));
        const overview = overviewSize(plan);
        const pixels = tiles.reduce((sum, tile) => sum + tilePixels(tile), overview.width * overview.height);
        expect(pixels).toBeLessThanOrEqual(PIXEL_BUDGET);
        for (const tile of tiles)
          expect(Math.max(tile.pixelWidth, tile.pixelHeight)).toBeLessThanOrEqual(4096);
      }
    }
  });

  it('sizes the overview to 2048 pixels on the longer side, never upscaled', () => {
    expect(overviewSize(IMAGE)).toEqual({ width: OVERVIEW_SIDE, height: Math.round(7000 * (2048 / 10_000)) });
    expect(overviewSize({ width: 800, height: 600 })).toEqual({ width: 800, height: 600 });
  });

  it('evicts the least recently used tiles that are off screen until the budget holds', () => {
    const tiles = [0, 1, 2, 3].map((column) => tileAt(IMAGE, 1, column, 0) as Tile);
    const [a, b, c, d] = tiles as [Tile, Tile, Tile, Tile];
    const used = new Map([
      [a.key, 4],
      [b.key, 1],
      [c.key, 2],
      [d.key, 3],
    ]);
    const budget = 2 * TILE_SIZE * TILE_SIZE;
    expect(tilesToEvict(tiles, new Set([a.key]), used, budget).map((tile) => tile.key)).toEqual([
      b.key,
      c.key,
    ]);
    expect(tilesToEvict(tiles, new Set(), used, 4 * TILE_SIZE * TILE_SIZE)).toEqual([]);
    // Tiles on screen are kept even over budget.
    expect(tilesToEvict(tiles, new Set(tiles.map((tile) => tile.key)), used, 0)).toEqual([]);
  });
});
