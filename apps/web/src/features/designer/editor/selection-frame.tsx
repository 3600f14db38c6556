import type { PointerEvent } from 'react';
import type { TemplateElement } from '@vendoc/contract/document-template-elements';
import { handleFraction, RESIZE_HANDLES, type ResizeHandle } from '@vendoc/designer/handles';
import type { DragMode } from './use-pointer-drag';

const HANDLE_PX = 10;
/** How far (px) the rotation handle stands above the element's top edge. */
const ROTATE_OFFSET_PX = 22;

const CURSORS: Record<ResizeHandle, string> = {
  nw: 'nwse-resize',
  se: 'nwse-resize',
  ne: 'nesw-resize',
  sw: 'nesw-resize',
  n: 'ns-resize',
  s: 'ns-resize',
  e: 'ew-resize',
  w: 'ew-resize',
};

/**
 * The selected element's handles: eight to resize (corners and edge midpoints) and one above it to rotate, turned
 * with the element around its top-left corner. Pointer only: the keyboard resizes with Alt+arrows and the property
 * panel sets size and rotation.
 */
export function SelectionFrame({
  element,
  scale,
  onGrab,
}: {
  element: TemplateElement;
  scale: number;
  onGrab: (event: PointerEvent, mode: DragMode) => void;
}) {
  const width = element.width * scale;
  const height = element.height * scale;
  const grab = (mode: DragMode) => (event: PointerEvent) => {
    event.stopPropagation();
    event.preventDefault();
    onGrab(event, mode);
  };
  const handle = { position: 'absolute', boxSizing: 'border-box', touchAction: 'none' } as const;
  return (
    <div
      aria-hidden
      data-drag-id={element.id}
      data-testid="selection-frame"
      style={{
        position: 'absolute',
        left: element.x * scale,
        top: element.y * scale,
        width,
        height,
        transform: element.rotation ? `rotate(${element.rotation}deg)` : undefined,
        transformOrigin: 'top left',
        pointerEvents: 'none',
      }}
    >
      <div
        style={{
          position: 'absolute',
          left: width / 2,
          top: -ROTATE_OFFSET_PX,
          height: ROTATE_OFFSET_PX,
          borderLeft: '1px solid #1976d2',
        }}
      />
      <div
        data-testid="rotate-handle"
        title="Drehen"
        onPointerDown={grab({ type: 'rotate' })}
        style={{
          ...handle,
          left: width / 2 - HANDLE_PX / 2,
          top: -ROTATE_OFFSET_PX - HANDLE_PX / 2,
          width: HANDLE_PX,
          height: HANDLE_PX,
          borderRadius: '50%',
          background: '#fff',
          border: '2px solid #1976d2',
          cursor: 'grab',
          pointerEvents: 'auto',
        }}
      />
      {RESIZE_HANDLES.map((name) => {
        const { fx, fy } = handleFraction(name);
        return (
          <div
            key={name}
            data-testid={`resize-handle-${name}`}
            onPointerDown={grab({ type: 'resize', handle: name })}
            style={{
              ...handle,
              left: fx * width - HANDLE_PX / 2,
              top: fy * height - HANDLE_PX / 2,
              width: HANDLE_PX,
              height: HANDLE_PX,
              background: '#1976d2',
              border: '1px solid #fff',
              cursor: CURSORS[name],
              pointerEvents: 'auto',
            }}
          />
        );
      })}
    </div>
  );
}
