import { useRef, type KeyboardEvent, type PointerEvent } from 'react';

/** Arrow keys change a width by this much, with Shift by five times as much. */
const KEY_STEP = 8;

export interface ColumnResizerProps {
  /** The accessible name ("Breite der Spalte Menge"). */
  readonly label: string;
  readonly hint: string;
  /** The width as spoken ("180 Pixel"). */
  readonly valueText: string;
  readonly width: number;
  readonly least: number;
  readonly most: number;
  /** While dragging: the width under the pointer (not yet remembered). */
  readonly onPreview: (width: number) => void;
  /** The width the user chose: remembered. */
  readonly onCommit: (width: number) => void;
  /** Back to the width of the content (double click, Enter). */
  readonly onFit: () => void;
}

/**
 * The edge of a column header: dragging it sets the column's width, a double click fits the column to its
 * content again (as spreadsheets do). A focusable separator (WAI-ARIA window splitter): arrows change the width,
 * Home takes the least, Enter fits it to the content.
 */
export function ColumnResizer({
  label,
  hint,
  valueText,
  width,
  least,
  most,
  onPreview,
  onCommit,
  onFit,
}: ColumnResizerProps) {
  const drag = useRef<{ pointerId: number; startX: number; startWidth: number; width: number } | null>(null);
  const clamp = (value: number) => Math.round(Math.min(most, Math.max(least, value)));

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    event.preventDefault();
    event.stopPropagation();
    // Moves outside the edge (a fast drag) still reach it; not every test DOM has pointer capture.
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = { pointerId: event.pointerId, startX: event.clientX, startWidth: width, width };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    current.width = clamp(current.startWidth + event.clientX - current.startX);
    onPreview(current.width);
  };
  const endDrag = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    drag.current = null;
    // A click without a move (the first of a double click) chooses nothing.
    if (current.width !== current.startWidth) onCommit(current.width);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Tab') return;
    // The table's own keys (arrows move the active cell, typing edits) are not for the separator's.
    event.stopPropagation();
    const step = event.shiftKey ? KEY_STEP * 5 : KEY_STEP;
    const next: Record<string, () => void> = {
      ArrowLeft: () => onCommit(clamp(width - step)),
      ArrowRight: () => onCommit(clamp(width + step)),
      Home: () => onCommit(least),
      Enter: onFit,
    };
    const action = next[event.key];
    if (action) {
      event.preventDefault();
      action();
    }
  };

  return (
    <div
      role="separator"
      aria-orientation="vertical"
      aria-label={label}
      aria-valuenow={width}
      aria-valuemin={least}
      aria-valuemax={most}
      aria-valuetext={valueText}
      title={hint}
      tabIndex={0}
      className="resizer"
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={endDrag}
      onPointerCancel={endDrag}
      onLostPointerCapture={endDrag}
      onDoubleClick={(event) => {
        event.stopPropagation();
        onFit();
      }}
      onKeyDown={onKeyDown}
      onClick={(event) => event.stopPropagation()}
    />
  );
}
