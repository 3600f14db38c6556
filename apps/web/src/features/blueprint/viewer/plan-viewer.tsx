import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
} from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import { mdiFitToScreenOutline, mdiMinus, mdiPlus } from '@mdi/js';
import { useTranslation } from 'react-i18next';
import { MdiIcon } from '../../../components/mdi-icon/mdi-icon';
import { PinBadge, type PinLook } from '../components/pin-badge';
import {
  fitView,
  fromPlanFraction,
  isOnPlan,
  panBy,
  renderPixelRatio,
  toPlanFraction,
  zoomAt,
  zoomPercent,
  type Point,
  type Size,
  type View,
} from './plan-geometry';
import type { PlanSource } from './plan-source';
import { TileLayer, type TileProgress } from './tile-layer';

/** A pin as the viewer draws it: where on the plan (fractions 0..1), its colour and its name. */
export interface ViewerPin {
  readonly id: string;
  readonly x: number;
  readonly y: number;
  readonly label: string;
  readonly look: PinLook;
  readonly selected: boolean;
}

export interface PlanViewerProps {
  readonly source: PlanSource;
  /** The file's name, for the plan's accessible name. */
  readonly name: string;
  readonly pins: readonly ViewerPin[];
  /** A tap (or Enter) on the plan at a position in fractions of its size. */
  readonly onPlace?: (at: Point) => void;
  readonly onPinClick?: (id: string) => void;
  /** Plans shown above this one, half transparent (an older revision laid over). */
  readonly overlay?: { readonly source: PlanSource; readonly opacity: number } | null;
}

/** Zoom steps of the buttons and keys (√2: two steps double it). */
const ZOOM_STEP = Math.SQRT2;
/** The zoom settles (the tiles of the new level are drawn) this long after its last change. */
const SETTLE_MS = 120;
/** A pointer that moves less than this (CSS pixels) between down and up is a tap. */
const TAP_SLOP = 6;
/** Arrow keys pan by this many CSS pixels. */
const KEY_PAN = 80;

interface Gesture {
  readonly pointers: Map<number, Point>;
  moved: number;
  multi: boolean;
}

const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);
const middle = (a: Point, b: Point) => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });

/**
 * A construction plan (PDF page or large image) drawn in tiles: pan by dragging, zoom by wheel, pinch or the buttons
 * from fit-to-screen to 800 %, pins in plan coordinates on top. Keyboard: arrows pan, + and − zoom, 0 fits, Enter
 * places a pin in the middle.
 */
export function PlanViewer({ source, name, pins, onPlace, onPinClick, overlay = null }: PlanViewerProps) {
  const { t } = useTranslation('app');
  const viewportRef = useRef<HTMLDivElement>(null);
  const planRef = useRef<HTMLDivElement>(null);
  const overlayRef = useRef<HTMLDivElement>(null);
  const layerRef = useRef<TileLayer | null>(null);
  const overlayLayerRef = useRef<TileLayer | null>(null);
  const gestureRef = useRef<Gesture>({ pointers: new Map(), moved: 0, multi: false });
  const [viewport, setViewport] = useState<Size | null>(null);
  const [view, setView] = useState<View | null>(null);
  const [progress, setProgress] = useState<TileProgress>({ level: 0, sharp: false });
  const { size } = source;

  // The viewport's size, followed as the window changes.
  useLayoutEffect(() => {
    const element = viewportRef.current;
    if (!element) return;
    const measure = () => {
      const box = element.getBoundingClientRect();
      if (box.width > 0 && box.height > 0) setViewport({ width: box.width, height: box.height });
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  // A new plan (or the first size) starts fitted to the screen; a resize keeps the zoom (constrained below). Set
  // while rendering, so the first commit already has the view.
  const [fittedSource, setFittedSource] = useState<PlanSource | null>(null);
  if (viewport && fittedSource !== source) {
    setFittedSource(source);
    setView(fitView(size, viewport));
  }

  // Layout effects, before the one placing the view below: the layers are there for the first view.
  useLayoutEffect(() => {
    const host = planRef.current;
    if (!host) return;
    const layer = new TileLayer(host, source, renderPixelRatio(window.devicePixelRatio), setProgress);
    layerRef.current = layer;
    return () => {
      layer.destroy();
      layerRef.current = null;
    };
  }, [source]);

  const overlaySource = overlay?.source ?? null;
  useLayoutEffect(() => {
    const host = overlayRef.current;
    if (!host || !overlaySource) return;
    const layer = new TileLayer(
      host,
      overlaySource,
      renderPixelRatio(window.devicePixelRatio),
      () => undefined,
    );
    overlayLayerRef.current = layer;
    return () => {
      layer.destroy();
      overlayLayerRef.current = null;
    };
  }, [overlaySource]);

  // Canvases follow the view at once; the tiles of a new level come once it has settled.
  useLayoutEffect(() => {
    if (!view || !viewport) return;
    // Not sharp until the tiles of this view are drawn.
    setProgress((current) => (current.sharp ? { ...current, sharp: false } : current));
    const layers = [layerRef.current, overlayLayerRef.current];
    for (const layer of layers) layer?.place(view, viewport);
    // A plan's first view is drawn at once; later ones once the zoom or pan has come to rest.
    if (layers.some((layer) => layer && !layer.settled)) {
      for (const layer of layers) layer?.settle();
      return;
    }
    const timer = window.setTimeout(() => {
      for (const layer of layers) layer?.settle();
    }, SETTLE_MS);
    return () => window.clearTimeout(timer);
  }, [view, viewport, source, overlaySource]);

  const change = useCallback(
    (next: (current: View, box: Size) => View) =>
      setView((current) => (current && viewport ? next(current, viewport) : current)),
    [viewport],
  );
  const zoomBy = (factor: number, anchor?: Point) =>
    change((current, box) =>
      zoomAt(current, factor, anchor ?? { x: box.width / 2, y: box.height / 2 }, size, box),
    );

  // Wheel zoom about the pointer (a non-passive listener: the page must not scroll).
  useEffect(() => {
    const element = viewportRef.current;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const box = element.getBoundingClientRect();
      const lines = event.deltaMode === WheelEvent.DOM_DELTA_LINE ? 16 : 1;
      const factor = Math.exp(-event.deltaY * lines * 0.0015);
      const anchor = { x: event.clientX - box.left, y: event.clientY - box.top };
      change((current, viewportSize) => zoomAt(current, factor, anchor, size, viewportSize));
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, [change, size]);

  const local = (event: PointerEvent<HTMLElement>): Point => {
    const box = event.currentTarget.getBoundingClientRect();
    return { x: event.clientX - box.left, y: event.clientY - box.top };
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    const gesture = gestureRef.current;
    if (gesture.pointers.size === 0) {
      gesture.moved = 0;
      gesture.multi = false;
    }
    gesture.pointers.set(event.pointerId, local(event));
    if (gesture.pointers.size > 1) gesture.multi = true;
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const gesture = gestureRef.current;
    const previous = gesture.pointers.get(event.pointerId);
    if (!previous) return;
    const point = local(event);
    const others = [...gesture.pointers.entries()].filter(([id]) => id !== event.pointerId);
    const other = others[0]?.[1];
    if (other) {
      // Pinch: zoom by the change of the fingers' distance about their middle, and pan with the middle.
      const before = distance(previous, other);
      const factor = before > 0 ? distance(point, other) / before : 1;
      const from = middle(previous, other);
      const to = middle(point, other);
      change((current, box) =>
        panBy(zoomAt(current, factor, from, size, box), { x: to.x - from.x, y: to.y - from.y }, size, box),
      );
    } else {
      const delta = { x: point.x - previous.x, y: point.y - previous.y };
      gesture.moved += Math.hypot(delta.x, delta.y);
      if (gesture.moved > TAP_SLOP) change((current, box) => panBy(current, delta, size, box));
    }
    gesture.pointers.set(event.pointerId, point);
  };

  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const gesture = gestureRef.current;
    if (!gesture.pointers.delete(event.pointerId)) return;
    if (gesture.pointers.size > 0 || gesture.multi || gesture.moved > TAP_SLOP || !view || !onPlace) return;
    const at = toPlanFraction(local(event), view, size);
    if (isOnPlan(at)) onPlace(at);
  };

  const onPointerCancel = (event: PointerEvent<HTMLDivElement>) => {
    gestureRef.current.pointers.delete(event.pointerId);
    gestureRef.current.multi = true;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget || !viewport) return;
    const pan = (x: number, y: number) => change((current, box) => panBy(current, { x, y }, size, box));
    const keys: Record<string, () => void> = {
      ArrowLeft: () => pan(KEY_PAN, 0),
      ArrowRight: () => pan(-KEY_PAN, 0),
      ArrowUp: () => pan(0, KEY_PAN),
      ArrowDown: () => pan(0, -KEY_PAN),
      '+': () => zoomBy(ZOOM_STEP),
      '=': () => zoomBy(ZOOM_STEP),
      '-': () => zoomBy(1 / ZOOM_STEP),
      '0': () => setView(fitView(size, viewport)),
      Enter: () => {
        if (view && onPlace)
          onPlace(toPlanFraction({ x: viewport.width / 2, y: viewport.height / 2 }, view, size));
      },
    };
    const action = keys[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };

  return (
    <Box
      sx={{ position: 'relative', width: '100%', height: '100%', minHeight: 0, overflow: 'hidden' }}
      data-testid="plan-viewer"
      data-sharp={progress.sharp && view !== null ? 'true' : 'false'}
      data-level={progress.level}
      data-scale={view?.scale ?? 0}
    >
      <Box
        ref={viewportRef}
        role="application"
        aria-label={t('blueprint.planLabel', { name })}
        aria-roledescription={t('blueprint.planRole')}
        aria-describedby="blueprint-plan-keys"
        tabIndex={0}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerCancel}
        onKeyDown={onKeyDown}
        sx={{
          position: 'absolute',
          inset: 0,
          overflow: 'hidden',
          touchAction: 'none',
          userSelect: 'none',
          cursor: onPlace ? 'crosshair' : 'grab',
          bgcolor: (theme) => (theme.palette.mode === 'dark' ? 'grey.900' : 'grey.200'),
          '&:focus-visible': {
            outline: (theme) => `3px solid ${theme.palette.primary.main}`,
            outlineOffset: -3,
          },
        }}
      >
        <Box ref={planRef} sx={{ position: 'absolute', inset: 0, pointerEvents: 'none' }} />
        {overlay ? (
          <Box
            ref={overlayRef}
            data-testid="plan-overlay"
            sx={{ position: 'absolute', inset: 0, pointerEvents: 'none', opacity: overlay.opacity }}
          />
        ) : null}
      </Box>
      <span id="blueprint-plan-keys" hidden>
        {t('blueprint.planKeys')}
      </span>
      {view
        ? pins.map((pin) => {
            const at = fromPlanFraction(pin, view, size);
            return (
              <Tooltip key={pin.id} title={pin.label}>
                <Box
                  component="button"
                  type="button"
                  aria-label={pin.label}
                  aria-pressed={pin.selected}
                  data-pin-id={pin.id}
                  onClick={() => onPinClick?.(pin.id)}
                  // Inline: it changes every frame of a pan or zoom.
                  style={{ left: at.x, top: at.y }}
                  sx={{
                    position: 'absolute',
                    transform: 'translate(-50%, -50%)',
                    zIndex: pin.selected ? 2 : 1,
                    p: 0.5,
                    border: 0,
                    background: 'none',
                    cursor: 'pointer',
                    lineHeight: 0,
                    borderRadius: '50%',
                    outline: pin.selected ? '3px solid #000' : 'none',
                    '&:focus-visible': { outline: '3px solid #000', outlineOffset: 1 },
                  }}
                >
                  <PinBadge look={pin.look} size={pin.selected ? 34 : 28} />
                </Box>
              </Tooltip>
            );
          })
        : null}
      <Paper
        elevation={3}
        sx={{ position: 'absolute', right: 12, bottom: 12, display: 'flex', alignItems: 'center' }}
      >
        <ButtonGroup variant="text" aria-label={t('blueprint.zoom')}>
          <Button
            onClick={() => zoomBy(1 / ZOOM_STEP)}
            aria-label={t('blueprint.zoomOut')}
            sx={{ minWidth: 44 }}
          >
            <MdiIcon path={mdiMinus} />
          </Button>
          <Button
            onClick={() => viewport && setView(fitView(size, viewport))}
            aria-label={t('blueprint.fit')}
            sx={{ minWidth: 44 }}
          >
            <MdiIcon path={mdiFitToScreenOutline} />
          </Button>
          <Button onClick={() => zoomBy(ZOOM_STEP)} aria-label={t('blueprint.zoomIn')} sx={{ minWidth: 44 }}>
            <MdiIcon path={mdiPlus} />
          </Button>
        </ButtonGroup>
        <Box
          component="output"
          data-testid="blueprint-zoom"
          aria-live="polite"
          sx={{ px: 1.5, minWidth: 64, textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}
        >
          {view ? `${zoomPercent(view.scale)} %` : ''}
        </Box>
      </Paper>
    </Box>
  );
}
