// Pure geometry of the tiled plan viewer: the view (zoom and offset), fitting, zooming about a point, the level of
// detail to render at and the tiles of it that are on screen. Framework-free, unit-tested.

/** A size in plan units (CSS pixels at 100 %: an image's pixels, a PDF page's points at 96 dpi). */
export interface Size {
  readonly width: number;
  readonly height: number;
}

export interface Point {
  readonly x: number;
  readonly y: number;
}

/**
 * What the viewport shows: `scale` CSS pixels per plan unit (1 = 100 %), and where the plan's top left corner is in
 * the viewport (CSS pixels, negative when scrolled past it).
 */
export interface View {
  readonly scale: number;
  readonly x: number;
  readonly y: number;
}

/** The highest zoom: 800 % of the plan's natural size. */
export const MAX_SCALE = 8;
/** Tiles are this many device pixels square (the last ones of a row or column smaller). */
export const TILE_SIZE = 512;
/** The device pixel ratio rendered at, at most: sharp on retina screens, a quarter of the pixels of 4x phones. */
export const MAX_PIXEL_RATIO = 2;
/** Canvas pixels the viewer keeps at most (all tiles and the overview): mobile Safari's limit is about 16.7 M. */
export const PIXEL_BUDGET = 16 * 1024 * 1024;
/** The longest side of the overview (the whole plan at low detail, shown under the tiles). */
export const OVERVIEW_SIDE = 2048;
/** Fit-to-screen leaves this margin (CSS pixels) around the plan. */
export const FIT_MARGIN = 16;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** The device pixel ratio the tiles are rendered at (1 when unknown, at most MAX_PIXEL_RATIO). */
export function renderPixelRatio(devicePixelRatio: number | undefined): number {
  return clamp(
    devicePixelRatio && Number.isFinite(devicePixelRatio) ? devicePixelRatio : 1,
    1,
    MAX_PIXEL_RATIO,
  );
}

/** The scale at which the whole plan fits the viewport (with FIT_MARGIN around it), never above MAX_SCALE. */
export function fitScale(plan: Size, viewport: Size): number {
  if (plan.width <= 0 || plan.height <= 0) return 1;
  const width = Math.max(1, viewport.width - 2 * FIT_MARGIN);
  const height = Math.max(1, viewport.height - 2 * FIT_MARGIN);
  return Math.min(MAX_SCALE, width / plan.width, height / plan.height);
}

/** The allowed zoom range: from fit-to-screen (or 100 % for a plan smaller than the screen) up to MAX_SCALE. */
export function scaleLimits(plan: Size, viewport: Size): { readonly min: number; readonly max: number } {
  return { min: Math.min(1, fitScale(plan, viewport)), max: MAX_SCALE };
}

/** The plan fitted to the viewport and centred in it. */
export function fitView(plan: Size, viewport: Size): View {
  const scale = fitScale(plan, viewport);
  return centred(plan, viewport, scale);
}

function centred(plan: Size, viewport: Size, scale: number): View {
  return {
    scale,
    x: (viewport.width - plan.width * scale) / 2,
    y: (viewport.height - plan.height * scale) / 2,
  };
}

/**
 * Keeps the plan reachable: along an axis where it is smaller than the viewport it is centred, else no gap wider
 * than half the viewport opens at either edge.
 */
export function constrainView(view: View, plan: Size, viewport: Size): View {
  const { min, max } = scaleLimits(plan, viewport);
  const scale = clamp(view.scale, min, max);
  const axis = (offset: number, length: number, space: number) => {
    const drawn = length * scale;
    if (drawn <= space) return (space - drawn) / 2;
    return clamp(offset, space / 2 - drawn, space / 2);
  };
  return {
    scale,
    x: axis(view.x, plan.width, viewport.width),
    y: axis(view.y, plan.height, viewport.height),
  };
}

/** The view zoomed by `factor` about `anchor` (viewport CSS pixels): the plan point under it stays under it. */
export function zoomAt(view: View, factor: number, anchor: Point, plan: Size, viewport: Size): View {
  const { min, max } = scaleLimits(plan, viewport);
  const scale = clamp(view.scale * factor, min, max);
  const applied = scale / view.scale;
  return constrainView(
    { scale, x: anchor.x - (anchor.x - view.x) * applied, y: anchor.y - (anchor.y - view.y) * applied },
    plan,
    viewport,
  );
}

/** The view moved by `delta` CSS pixels. */
export function panBy(view: View, delta: Point, plan: Size, viewport: Size): View {
  return constrainView({ ...view, x: view.x + delta.x, y: view.y + delta.y }, plan, viewport);
}

/** A viewport point as a position on the plan in fractions of its width and height (0..1 on the plan). */
export function toPlanFraction(point: Point, view: View, plan: Size): Point {
  return {
    x: (point.x - view.x) / (view.scale * plan.width),
    y: (point.y - view.y) / (view.scale * plan.height),
  };
}

/** Where a plan position (fractions 0..1) is in the viewport (CSS pixels). */
export function fromPlanFraction(fraction: Point, view: View, plan: Size): Point {
  return {
    x: view.x + fraction.x * plan.width * view.scale,
    y: view.y + fraction.y * plan.height * view.scale,
  };
}

/** Whether a plan position (fractions) lies on the plan. */
export function isOnPlan(fraction: Point): boolean {
  return fraction.x >= 0 && fraction.x <= 1 && fraction.y >= 0 && fraction.y <= 1;
}

/** Levels of detail per doubling of the zoom: a level renders at most 19 % more pixels per side than shown. */
export const LEVELS_PER_OCTAVE = 4;

/**
 * The level of detail for a view: device pixels per plan unit, at or just above what the screen shows (so a tile
 * is never blurred by upscaling), in steps of a quarter octave (a small zoom change keeps the tiles), at most
 * `maxLevel` (an image has no detail above its own pixels).
 */
export function detailLevel(scale: number, pixelRatio: number, maxLevel = Number.POSITIVE_INFINITY): number {
  const wanted = scale * pixelRatio;
  const level = 2 ** (Math.ceil(Math.log2(wanted) * LEVELS_PER_OCTAVE - 1e-6) / LEVELS_PER_OCTAVE);
  return Math.min(level, maxLevel);
}

/** One tile of a level: column and row, and the part of the plan it covers (plan units). */
export interface Tile {
  readonly key: string;
  readonly level: number;
  readonly column: number;
  readonly row: number;
  /** The part of the plan (plan units). */
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
  /** The tile's canvas size (device pixels, at most TILE_SIZE). */
  readonly pixelWidth: number;
  readonly pixelHeight: number;
}

/** The tile at `column`, `row` of `level`, or null outside the plan. */
export function tileAt(
  plan: Size,
  level: number,
  column: number,
  row: number,
  tileSize = TILE_SIZE,
): Tile | null {
  const levelWidth = Math.ceil(plan.width * level);
  const levelHeight = Math.ceil(plan.height * level);
  const left = column * tileSize;
  const top = row * tileSize;
  if (column < 0 || row < 0 || left >= levelWidth || top >= levelHeight) return null;
  const pixelWidth = Math.min(tileSize, levelWidth - left);
  const pixelHeight = Math.min(tileSize, levelHeight - top);
  return {
    key: `${level}:${column}:${row}`,
    level,
    column,
    row,
    x: left / level,
    y: top / level,
    width: pixelWidth / level,
    height: pixelHeight / level,
    pixelWidth,
    pixelHeight,
  };
}

/**
 * The tiles of `level` that the viewport shows (with `margin` more tiles around it for panning), nearest to the
 * viewport's centre first: the order they are rendered in.
 */
export function visibleTiles(
  plan: Size,
  viewport: Size,
  view: View,
  level: number,
  margin = 0,
  tileSize = TILE_SIZE,
): Tile[] {
  const span = tileSize / level; // plan units per tile
  const left = -view.x / view.scale;
  const top = -view.y / view.scale;
  const right = left + viewport.width / view.scale;
  const bottom = top + viewport.height / view.scale;
  const columns = Math.ceil((plan.width * level) / tileSize);
  const rows = Math.ceil((plan.height * level) / tileSize);
  const firstColumn = Math.max(0, Math.floor(left / span) - margin);
  const lastColumn = Math.min(columns - 1, Math.ceil(right / span) - 1 + margin);
  const firstRow = Math.max(0, Math.floor(top / span) - margin);
  const lastRow = Math.min(rows - 1, Math.ceil(bottom / span) - 1 + margin);
  const centre = { x: (left + right) / 2, y: (top + bottom) / 2 };
  const tiles: Tile[] = [];
  for (let row = firstRow; row <= lastRow; row += 1) {
    for (let column = firstColumn; column <= lastColumn; column += 1) {
      const tile = tileAt(plan, level, column, row, tileSize);
      if (tile) tiles.push(tile);
    }
  }
  const distance = (tile: Tile) =>
    Math.hypot(tile.x + tile.width / 2 - centre.x, tile.y + tile.height / 2 - centre.y);
  return tiles.sort((a, b) => distance(a) - distance(b));
}

/** The pixels of a tile's canvas. */
export const tilePixels = (tile: Pick<Tile, 'pixelWidth' | 'pixelHeight'>) =>
  tile.pixelWidth * tile.pixelHeight;

/** The overview's size (device pixels): the whole plan, its longer side OVERVIEW_SIDE at most (never upscaled). */
export function overviewSize(plan: Size, side = OVERVIEW_SIDE): Size {
  const factor = Math.min(1, side / Math.max(plan.width, plan.height, 1));
  return {
    width: Math.max(1, Math.round(plan.width * factor)),
    height: Math.max(1, Math.round(plan.height * factor)),
  };
}

/**
 * The tiles to drop so the kept ones stay within `budget` pixels: least recently used first, never one of `wanted`
 * (the tiles on screen now). `lastUsed` maps a kept tile's key to when it was last on screen.
 */
export function tilesToEvict(
  kept: readonly Tile[],
  wanted: ReadonlySet<string>,
  lastUsed: ReadonlyMap<string, number>,
  budget: number,
): Tile[] {
  let total = kept.reduce((sum, tile) => sum + tilePixels(tile), 0);
  if (total <= budget) return [];
  const candidates = kept
    .filter((tile) => !wanted.has(tile.key))
    .sort((a, b) => (lastUsed.get(a.key) ?? 0) - (lastUsed.get(b.key) ?? 0));
  const evicted: Tile[] = [];
  for (const tile of candidates) {
    if (total <= budget) break;
    evicted.push(tile);
    total -= tilePixels(tile);
  }
  return evicted;
}

/** The zoom as the toolbar shows it (whole per cent). */
export const zoomPercent = (scale: number) => Math.round(scale * 100);
