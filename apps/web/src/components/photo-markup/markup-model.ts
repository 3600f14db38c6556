// Photo markup as plain data: shapes in the photo's own pixels (so they do not depend on the screen that drew them),
// drawn onto any 2D context at any scale. No React here.

/** A point in image pixels (x to the right, y downwards, from the top left corner). */
export interface Point {
  readonly x: number;
  readonly y: number;
}

/** The strong colours a fitter can choose; red is the default. */
export type MarkupColor = 'red' | 'yellow' | 'blue' | 'white';

/** The colours in the order the tool bar shows them. */
export const MARKUP_COLORS: readonly MarkupColor[] = ['red', 'yellow', 'blue', 'white'];

/** Each colour's paint and the contrasting outline of a text label in it. */
export const MARKUP_PAINT: Readonly<
  Record<MarkupColor, { readonly fill: string; readonly outline: string }>
> = {
  red: { fill: '#ff1f1f', outline: '#ffffff' },
  yellow: { fill: '#ffd600', outline: '#000000' },
  blue: { fill: '#1565ff', outline: '#ffffff' },
  white: { fill: '#ffffff', outline: '#000000' },
};

/** What a drag (arrow, ellipse) or a tap (text) on the photo makes. */
export type MarkupTool = 'arrow' | 'ellipse' | 'text';

/** An arrow from `from` to `to`, its filled head at `to`; `lineWidth` in image pixels. */
export interface ArrowShape {
  readonly kind: 'arrow';
  readonly from: Point;
  readonly to: Point;
  readonly color: MarkupColor;
  readonly lineWidth: number;
}

/** An ellipse (a circle drawn by hand) inside the box from (x, y), width and height never negative. */
export interface EllipseShape {
  readonly kind: 'ellipse';
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
  readonly color: MarkupColor;
  readonly lineWidth: number;
}

/** One line of text centred on `at`; `size` is the font size in image pixels. */
export interface TextShape {
  readonly kind: 'text';
  readonly at: Point;
  readonly text: string;
  readonly size: number;
  readonly color: MarkupColor;
}

/** Anything drawn on a photo. */
export type MarkupShape = ArrowShape | EllipseShape | TextShape;

/** The part of CanvasRenderingContext2D that drawing the markup needs (a fake one in tests). */
export type MarkupContext = Pick<
  CanvasRenderingContext2D,
  | 'save'
  | 'restore'
  | 'beginPath'
  | 'closePath'
  | 'moveTo'
  | 'lineTo'
  | 'ellipse'
  | 'stroke'
  | 'fill'
  | 'strokeText'
  | 'fillText'
  | 'strokeStyle'
  | 'fillStyle'
  | 'lineWidth'
  | 'lineCap'
  | 'lineJoin'
  | 'font'
  | 'textAlign'
  | 'textBaseline'
>;

const longSide = (width: number, height: number) => Math.max(width, height);

/**
 * The stroke width for arrows and ellipses on a photo of this size, in its pixels: 1 % of the longer side, so the
 * markup looks as strong on a 4000 px photo as on an 800 px one.
 */
export function markupLineWidth(imageWidth: number, imageHeight: number): number {
  return Math.max(2, Math.round(longSide(imageWidth, imageHeight) * 0.01));
}

/** The font size of a text label on a photo of this size, in its pixels: 4.5 % of the longer side. */
export function markupTextSize(imageWidth: number, imageHeight: number): number {
  return Math.max(12, Math.round(longSide(imageWidth, imageHeight) * 0.045));
}

/** A rectangle on the screen (a canvas's getBoundingClientRect()). */
export interface ScreenRect {
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
}

/**
 * The image point under a pointer at (clientX, clientY) over a canvas shown in `rect` that pictures an image of
 * imageWidth x imageHeight; kept inside the image (a captured pointer may leave the canvas).
 */
export function toImagePoint(
  clientX: number,
  clientY: number,
  rect: ScreenRect,
  imageWidth: number,
  imageHeight: number,
): Point {
  const x = rect.width > 0 ? ((clientX - rect.left) / rect.width) * imageWidth : 0;
  const y = rect.height > 0 ? ((clientY - rect.top) / rect.height) * imageHeight : 0;
  return { x: Math.min(imageWidth, Math.max(0, x)), y: Math.min(imageHeight, Math.max(0, y)) };
}

/** How the next shape is drawn. */
export interface ShapeStyle {
  readonly color: MarkupColor;
  /** Stroke width in image pixels (markupLineWidth). */
  readonly lineWidth: number;
  /** A drag shorter than this (image pixels) is a slip of the finger and makes nothing. */
  readonly minLength: number;
}

/** The arrow or ellipse a drag from `from` to `to` draws, or null for a drag too small to mean anything. */
export function shapeFromDrag(
  tool: 'arrow' | 'ellipse',
  from: Point,
  to: Point,
  style: ShapeStyle,
): ArrowShape | EllipseShape | null {
  if (Math.hypot(to.x - from.x, to.y - from.y) < style.minLength) return null;
  const { color, lineWidth } = style;
  if (tool === 'arrow') return { kind: 'arrow', from, to, color, lineWidth };
  return {
    kind: 'ellipse',
    x: Math.min(from.x, to.x),
    y: Math.min(from.y, to.y),
    width: Math.abs(to.x - from.x),
    height: Math.abs(to.y - from.y),
    color,
    lineWidth,
  };
}

/** A text label at `at`, or null when the text is empty (only spaces). */
export function textShape(
  at: Point,
  text: string,
  style: { readonly color: MarkupColor; readonly size: number },
): TextShape | null {
  const line = text.replace(/\s+/g, ' ').trim();
  return line === '' ? null : { kind: 'text', at, text: line, size: style.size, color: style.color };
}

function drawArrow(context: MarkupContext, arrow: ArrowShape, scale: number) {
  const from = { x: arrow.from.x * scale, y: arrow.from.y * scale };
  const to = { x: arrow.to.x * scale, y: arrow.to.y * scale };
  const width = arrow.lineWidth * scale;
  const length = Math.hypot(to.x - from.x, to.y - from.y);
  if (length === 0) return;
  const along = { x: (to.x - from.x) / length, y: (to.y - from.y) / length };
  const across = { x: -along.y, y: along.x };
  // The head grows with the line, but never past half of a short arrow.
  const headLength = Math.min(width * 4.5, length * 0.5);
  const headHalfWidth = headLength * 0.6;
  // The shaft ends where the head starts: its round cap would otherwise blunt the tip.
  const base = { x: to.x - along.x * headLength, y: to.y - along.y * headLength };
  const paint = MARKUP_PAINT[arrow.color].fill;
  context.strokeStyle = paint;
  context.fillStyle = paint;
  context.lineWidth = width;
  context.lineCap = 'round';
  context.lineJoin = 'round';
  context.beginPath();
  context.moveTo(from.x, from.y);
  context.lineTo(base.x, base.y);
  context.stroke();
  context.beginPath();
  context.moveTo(to.x, to.y);
  context.lineTo(base.x + across.x * headHalfWidth, base.y + across.y * headHalfWidth);
  context.lineTo(base.x - across.x * headHalfWidth, base.y - across.y * headHalfWidth);
  context.closePath();
  context.fill();
}

function drawEllipse(context: MarkupContext, ellipse: EllipseShape, scale: number) {
  context.strokeStyle = MARKUP_PAINT[ellipse.color].fill;
  context.lineWidth = ellipse.lineWidth * scale;
  context.beginPath();
  context.ellipse(
    (ellipse.x + ellipse.width / 2) * scale,
    (ellipse.y + ellipse.height / 2) * scale,
    Math.max(0, (ellipse.width / 2) * scale),
    Math.max(0, (ellipse.height / 2) * scale),
    0,
    0,
    2 * Math.PI,
  );
  context.stroke();
}

function drawText(context: MarkupContext, label: TextShape, scale: number) {
  const size = label.size * scale;
  const paint = MARKUP_PAINT[label.color];
  context.font = `bold ${size}px system-ui, -apple-system, "Segoe UI", Roboto, sans-serif`;
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.lineJoin = 'round';
  // The outline goes first and the letters over it, so the outline only frames them.
  context.strokeStyle = paint.outline;
  context.lineWidth = size * 0.18;
  context.strokeText(label.text, label.at.x * scale, label.at.y * scale);
  context.fillStyle = paint.fill;
  context.fillText(label.text, label.at.x * scale, label.at.y * scale);
}

/**
 * Draws the shapes in order onto `context`, image pixels times `scale` (1 for the full-size photo, less for a
 * preview). The context's state is restored afterwards.
 */
export function drawMarkup(context: MarkupContext, shapes: readonly MarkupShape[], scale: number): void {
  context.save();
  try {
    for (const shape of shapes) {
      if (shape.kind === 'arrow') drawArrow(context, shape, scale);
      else if (shape.kind === 'ellipse') drawEllipse(context, shape, scale);
      else drawText(context, shape, scale);
    }
  } finally {
    context.restore();
  }
}

/** The shapes drawn so far and the states before each change, for undo (which also brings back a clearing). */
export interface MarkupHistory {
  readonly shapes: readonly MarkupShape[];
  readonly past: readonly (readonly MarkupShape[])[];
}

/** No shapes, nothing to undo. */
export const EMPTY_MARKUP: MarkupHistory = { shapes: [], past: [] };

/** What changes the markup. */
export type MarkupAction =
  | { readonly type: 'add'; readonly shape: MarkupShape }
  | { readonly type: 'undo' }
  | { readonly type: 'clear' };

/** The markup after `action`: a shape added, the last change undone, or everything cleared (undoably). */
export function markupReducer(state: MarkupHistory, action: MarkupAction): MarkupHistory {
  switch (action.type) {
    case 'add':
      return { shapes: [...state.shapes, action.shape], past: [...state.past, state.shapes] };
    case 'clear':
      return state.shapes.length === 0 ? state : { shapes: [], past: [...state.past, state.shapes] };
    case 'undo': {
      const previous = state.past.at(-1);
      return previous === undefined ? state : { shapes: previous, past: state.past.slice(0, -1) };
    }
  }
}
