import {
  detailLevel,
  overviewSize,
  PIXEL_BUDGET,
  TILE_SIZE,
  tilesToEvict,
  visibleTiles,
  type Size,
  type Tile,
  type View,
} from './plan-geometry';
import type { PlanSource } from './plan-source';
import { markPlan } from './plan-timing';

interface Kept {
  readonly tile: Tile;
  readonly canvas: HTMLCanvasElement;
}

/** What the layer reports after each render step: the level shown and whether every tile on screen is drawn. */
export interface TileProgress {
  readonly level: number;
  readonly sharp: boolean;
}

/**
 * The canvases of a plan in the viewer (imperative, outside React: tiles come and go many times a second). The
 * overview (the whole plan, 2048 px at most) lies under everything and is scaled with the view; per level of detail
 * a layer holds that level's tiles at whole device pixels and is scaled as one. While the zoom changes the layers
 * are only transformed (the previous level, scaled, stays in view); once it settles (`settle`) the tiles of the new
 * level are drawn one after another, nearest the centre first, and the least recently used ones beyond the pixel
 * budget go. The first view's tiles come before the overview (it is drawn once they are: what is on screen first),
 * and the view is sharp when its tiles are drawn.
 */
export class TileLayer {
  private readonly overview: HTMLCanvasElement;
  private readonly layers = new Map<number, HTMLDivElement>();
  private readonly kept = new Map<string, Kept>();
  private readonly lastUsed = new Map<string, number>();
  private readonly aborter = new AbortController();
  private queue: Tile[] = [];
  private drawing: { key: string; abort: AbortController } | null = null;
  private view: View | null = null;
  private viewport: Size = { width: 0, height: 0 };
  private level = 0;
  private clock = 0;
  private overviewStarted = false;
  private settledOnce = false;
  private readonly tileSize: number;

  constructor(
    private readonly host: HTMLElement,
    private readonly source: PlanSource,
    private readonly pixelRatio: number,
    private readonly onProgress: (progress: TileProgress) => void,
  ) {
    const size = overviewSize(source.size);
    this.tileSize = source.tileSize ?? TILE_SIZE;
    this.overview = this.createCanvas(size.width, size.height);
    this.overview.dataset['overview'] = 'true';
    host.append(this.overview);
  }

  /** Whether the tiles of a view were asked for yet (the first view is settled at once, no need to wait). */
  get settled(): boolean {
    return this.settledOnce;
  }

  /** Moves every canvas to `view` (cheap: CSS transforms only). */
  place(view: View, viewport: Size) {
    this.view = view;
    this.viewport = viewport;
    const { size } = this.source;
    const overviewScale = (view.scale * size.width) / this.overview.width;
    this.overview.style.transform = `translate(${view.x}px, ${view.y}px) scale(${overviewScale})`;
    for (const [level, layer] of this.layers) {
      layer.style.transform = `translate(${view.x}px, ${view.y}px) scale(${view.scale / level})`;
    }
  }

  /** Draws the tiles the current view needs at its level of detail (call once the zoom has settled). */
  settle() {
    const view = this.view;
    if (!view) return;
    markPlan('settle');
    this.settledOnce = true;
    this.level = detailLevel(view.scale, this.pixelRatio, this.source.maxLevel);
    const wanted = visibleTiles(this.source.size, this.viewport, view, this.level, 0, this.tileSize);
    this.clock += 1;
    for (const tile of wanted) this.lastUsed.set(tile.key, this.clock);
    this.queue = wanted.filter((tile) => !this.kept.has(tile.key));
    if (this.drawing && !this.queue.some((tile) => tile.key === this.drawing?.key))
      this.drawing.abort.abort();
    // The current level above the others.
    for (const [level, layer] of this.layers) layer.style.zIndex = level === this.level ? '2' : '1';
    this.evict(new Set(wanted.map((tile) => tile.key)));
    this.report();
    void this.drawNext();
  }

  /** Removes every canvas and stops drawing. */
  destroy() {
    this.aborter.abort();
    this.drawing?.abort.abort();
    this.queue = [];
    this.overview.remove();
    for (const layer of this.layers.values()) layer.remove();
    this.layers.clear();
    this.kept.clear();
  }

  /** Whether every tile the view needs is drawn. */
  get sharp(): boolean {
    return this.queue.length === 0 && this.drawing === null && this.level > 0;
  }

  private report() {
    const { sharp } = this;
    if (sharp) markPlan('sharp');
    this.onProgress({ level: this.level, sharp });
  }

  private async drawNext() {
    if (this.drawing || this.aborter.signal.aborted) return;
    const tile = this.queue[0];
    if (!tile) {
      this.report();
      this.drawOverview();
      return;
    }
    const abort = new AbortController();
    this.drawing = { key: tile.key, abort };
    const stop = () => abort.abort();
    this.aborter.signal.addEventListener('abort', stop, { once: true });
    const canvas = this.createCanvas(tile.pixelWidth, tile.pixelHeight);
    try {
      await this.source.drawTile(tile, canvas, abort.signal);
      markPlan('tile');
      if (!abort.signal.aborted) this.keep(tile, canvas);
    } catch (error) {
      // A tile that cannot be drawn stays blank (the overview shows through) rather than being retried forever.
      if (!isAbort(error)) this.keep(tile, canvas);
    } finally {
      this.aborter.signal.removeEventListener('abort', stop);
      this.drawing = null;
      this.queue = this.queue.filter((each) => each.key !== tile.key);
    }
    if (this.queue.length === 0) this.report();
    void this.drawNext();
  }

  /** The overview, once: after the first view's tiles (a PDF page is rendered one part at a time). */
  private drawOverview() {
    if (this.overviewStarted || this.aborter.signal.aborted) return;
    this.overviewStarted = true;
    void this.source.drawOverview(this.overview, this.aborter.signal).then(
      () => markPlan('overview'),
      () => {
        // Not drawn (left, or unreadable): the tiles still come.
      },
    );
  }

  private keep(tile: Tile, canvas: HTMLCanvasElement) {
    canvas.style.left = `${Math.round(tile.x * tile.level)}px`;
    canvas.style.top = `${Math.round(tile.y * tile.level)}px`;
    this.layerOf(tile.level).append(canvas);
    this.kept.set(tile.key, { tile, canvas });
  }

  private layerOf(level: number): HTMLDivElement {
    let layer = this.layers.get(level);
    if (!layer) {
      layer = document.createElement('div');
      layer.dataset['level'] = String(level);
      Object.assign(layer.style, {
        position: 'absolute',
        left: '0',
        top: '0',
        transformOrigin: '0 0',
        zIndex: level === this.level ? '2' : '1',
      });
      if (this.view) {
        layer.style.transform = `translate(${this.view.x}px, ${this.view.y}px) scale(${this.view.scale / level})`;
      }
      this.host.append(layer);
      this.layers.set(level, layer);
    }
    return layer;
  }

  private evict(wanted: ReadonlySet<string>) {
    const { width, height } = this.overview;
    const tiles = [...this.kept.values()].map((each) => each.tile);
    for (const tile of tilesToEvict(tiles, wanted, this.lastUsed, PIXEL_BUDGET - width * height)) {
      const kept = this.kept.get(tile.key);
      kept?.canvas.remove();
      // A canvas of zero size lets the browser free its pixels at once.
      if (kept) kept.canvas.width = kept.canvas.height = 0;
      this.kept.delete(tile.key);
      this.lastUsed.delete(tile.key);
    }
    for (const [level, layer] of this.layers) {
      if (layer.childElementCount === 0 && level !== this.level) {
        layer.remove();
        this.layers.delete(level);
      }
    }
  }

  private createCanvas(width: number, height: number): HTMLCanvasElement {
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    Object.assign(canvas.style, {
      position: 'absolute',
      left: '0',
      top: '0',
      width: `${width}px`,
      height: `${height}px`,
      transformOrigin: '0 0',
    });
    return canvas;
  }
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';
