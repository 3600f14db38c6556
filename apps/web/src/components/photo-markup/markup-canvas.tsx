import { useCallback, useEffect, useRef, type PointerEvent } from 'react';
import Box from '@mui/material/Box';
import type { MarkupImage } from './load-image';
import {
  drawMarkup,
  markupLineWidth,
  shapeFromDrag,
  toImagePoint,
  type MarkupColor,
  type MarkupShape,
  type MarkupTool,
  type Point,
} from './markup-model';

/** The preview is drawn at most this many pixels wide and high (phones have little memory); the saved photo is not. */
const PREVIEW_MAX_SIDE = 2048;
/** A drag shorter than this many screen pixels is a slip of the finger. */
const MIN_DRAG_PX = 12;

export interface MarkupCanvasProps {
  readonly image: MarkupImage;
  readonly shapes: readonly MarkupShape[];
  readonly tool: MarkupTool;
  readonly color: MarkupColor;
  /** The accessible name of the drawing surface. */
  readonly label: string;
  readonly disabled?: boolean;
  /** An arrow or ellipse was drawn. */
  readonly onShape: (shape: MarkupShape) => void;
  /** With the text tool: the photo was tapped at this point (image pixels). */
  readonly onTextAt: (point: Point) => void;
}

interface Drag {
  readonly pointerId: number;
  readonly from: Point;
  to: Point;
  /** MIN_DRAG_PX in image pixels, as the canvas was shown when the drag began. */
  readonly minLength: number;
}

/**
 * The photo scaled to fit its box with the shapes over it. A drag draws an arrow or an ellipse (shown while the
 * finger moves), a tap with the text tool asks for a text. One finger at a time; the page does not scroll or zoom
 * under it (`touch-action: none`).
 */
export function MarkupCanvas({
  image,
  shapes,
  tool,
  color,
  label,
  disabled,
  onShape,
  onTextAt,
}: MarkupCanvasProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const drag = useRef<Drag | null>(null);
  const previewScale = Math.min(1, PREVIEW_MAX_SIDE / Math.max(image.width, image.height));
  const lineWidth = markupLineWidth(image.width, image.height);

  const draftOf = useCallback(
    (current: Drag | null) =>
      current === null || tool === 'text'
        ? null
        : shapeFromDrag(tool, current.from, current.to, { color, lineWidth, minLength: current.minLength }),
    [tool, color, lineWidth],
  );

  const redraw = useCallback(() => {
    const canvas = canvasRef.current;
    // No 2D canvas (happy-dom, a browser short of memory): the tools still work, nothing is painted.
    const context = canvas?.getContext('2d');
    if (!canvas || !context) return;
    context.clearRect(0, 0, canvas.width, canvas.height);
    context.drawImage(image.source, 0, 0, canvas.width, canvas.height);
    const draft = draftOf(drag.current);
    drawMarkup(context, draft ? [...shapes, draft] : shapes, canvas.width / image.width);
  }, [image, shapes, draftOf]);

  useEffect(redraw, [redraw]);

  const pointAt = (event: PointerEvent<HTMLCanvasElement>) =>
    toImagePoint(
      event.clientX,
      event.clientY,
      event.currentTarget.getBoundingClientRect(),
      image.width,
      image.height,
    );

  const start = (event: PointerEvent<HTMLCanvasElement>) => {
    if (disabled || drag.current !== null || (event.pointerType === 'mouse' && event.button !== 0)) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    const shownWidth = event.currentTarget.getBoundingClientRect().width;
    const from = pointAt(event);
    drag.current = {
      pointerId: event.pointerId,
      from,
      to: from,
      minLength: shownWidth > 0 ? (MIN_DRAG_PX * image.width) / shownWidth : 0,
    };
  };

  const move = (event: PointerEvent<HTMLCanvasElement>) => {
    if (drag.current?.pointerId !== event.pointerId) return;
    drag.current.to = pointAt(event);
    redraw();
  };

  const end = (event: PointerEvent<HTMLCanvasElement>) => {
    const current = drag.current;
    if (current?.pointerId !== event.pointerId) return;
    current.to = pointAt(event);
    drag.current = null;
    if (tool === 'text') {
      onTextAt(current.to);
      return;
    }
    const shape = draftOf(current);
    if (shape) onShape(shape);
    else redraw();
  };

  const cancel = (event: PointerEvent<HTMLCanvasElement>) => {
    if (drag.current?.pointerId !== event.pointerId) return;
    drag.current = null;
    redraw();
  };

  return (
    <Box
      component="canvas"
      ref={canvasRef}
      role="img"
      aria-label={label}
      width={Math.max(1, Math.round(image.width * previewScale))}
      height={Math.max(1, Math.round(image.height * previewScale))}
      onPointerDown={start}
      onPointerMove={move}
      onPointerUp={end}
      onPointerCancel={cancel}
      // After a tap the browser clicks whatever is under the finger by then: the text dialog's buttons, which a tap
      // with the text tool has just opened there. A drawing surface needs no clicks from touch, nor a long press menu.
      onTouchEnd={(event) => {
        // The end of a drag cannot be cancelled (and needs not be: no click follows a drag).
        if (event.cancelable) event.preventDefault();
      }}
      onContextMenu={(event) => event.preventDefault()}
      sx={{
        // Shown as large as its box allows, proportions kept, centred (a replaced element with auto size).
        position: 'absolute',
        inset: 0,
        m: 'auto',
        maxWidth: '100%',
        maxHeight: '100%',
        display: 'block',
        touchAction: 'none',
        userSelect: 'none',
        cursor: disabled ? 'default' : 'crosshair',
      }}
    />
  );
}
