import { startTransition, useCallback, useMemo, useRef, type Dispatch } from 'react';
import Box from '@mui/material/Box';
import type { TemplateElement } from '@vendoc/contract/document-template-elements';
import type { Background, DesignerTemplate } from '@vendoc/contract/document-templates';
import { pageSizeMm } from '@vendoc/designer/geometry';
import { useDesignerTranslation } from '../designer-i18n';
import { DragOverlay } from './drag-overlay';
import type { TemplateEditorAction } from './editor-state';
import { ElementView } from './element-view';
import { PageBackground } from './page-background';
import { Ruler, RULER_PX } from './rulers';
import { canvasMeasurer, sampleContext } from './sample-layout';
import { PX_PER_MM } from './scale';
import { SelectionFrame } from './selection-frame';
import type { SnapOptions } from './snapping';
import { usePointerDrag } from './use-pointer-drag';

export interface CanvasSettings {
  zoom: number;
  /** Grid spacing in mm. */
  grid: number;
  showGrid: boolean;
  snap: boolean;
  /** Draw the content with sample data through the layout engine (else the fields' paths). */
  sample: boolean;
}

interface DesignerCanvasProps {
  readonly template: DesignerTemplate;
  readonly elements: readonly TemplateElement[];
  /** The region's letterhead, drawn under the elements. */
  readonly background: Background | null;
  readonly selectedIds: readonly string[];
  readonly settings: CanvasSettings;
  readonly dispatch: Dispatch<TemplateEditorAction>;
  readonly labelOf: (element: TemplateElement) => string;
}

/** The page at true scale × zoom with rulers, grid, margins, the elements, the selection's handle and guides. */
export function DesignerCanvas({
  template,
  elements,
  background,
  selectedIds,
  settings,
  dispatch,
  labelOf,
}: DesignerCanvasProps) {
  const { t } = useDesignerTranslation();
  const scale = PX_PER_MM * settings.zoom;
  const page = pageSizeMm(template.page);
  const { margins } = template;
  const snapOptions = useCallback(
    (moving: ReadonlySet<string>): SnapOptions => ({
      grid: settings.grid,
      tolerance: 6 / scale,
      pageLinesX: [margins.left, page.width - margins.right, page.width / 2],
      pageLinesY: [margins.top, page.height - margins.bottom, page.height / 2],
      others: elements.filter((element) => !moving.has(element.id)),
    }),
    [elements, margins, page.height, page.width, scale, settings.grid],
  );
  const measurer = useMemo(canvasMeasurer, []);
  const sample = useMemo(
    () => (settings.sample ? sampleContext(template.kind, measurer) : null),
    [settings.sample, template.kind, measurer],
  );
  const pageRef = useRef<HTMLDivElement>(null);
  const pointer = usePointerDrag(elements, dispatch, scale, snapOptions, pageRef);
  const selected = new Set(selectedIds);
  const single =
    selectedIds.length === 1 ? elements.find((element) => element.id === selectedIds[0]) : undefined;
  const grid = settings.grid * scale;

  return (
    <Box
      sx={{
        position: 'relative',
        width: page.width * scale + RULER_PX,
        height: page.height * scale + RULER_PX,
      }}
    >
      <Ruler lengthMm={page.width} scale={scale} />
      <Ruler lengthMm={page.height} scale={scale} vertical />
      <Box
        ref={pageRef}
        data-testid="designer-page"
        role="region"
        aria-label={t('editor.page')}
        tabIndex={0}
        onPointerDown={(event) => {
          if (event.target === event.currentTarget)
            pointer.begin(event, { type: 'marquee', add: event.shiftKey }, []);
        }}
        onPointerMove={(event) => pointer.move(event, settings.snap && !event.altKey)}
        onPointerUp={pointer.end}
        onPointerCancel={pointer.end}
        sx={{
          position: 'absolute',
          left: RULER_PX,
          top: RULER_PX,
          width: page.width * scale,
          height: page.height * scale,
          bgcolor: '#fff',
          boxShadow: 3,
          overflow: 'hidden',
          backgroundImage: settings.showGrid
            ? 'linear-gradient(to right, rgba(0,0,0,0.06) 1px, transparent 1px), linear-gradient(to bottom, rgba(0,0,0,0.06) 1px, transparent 1px)'
            : undefined,
          backgroundSize: settings.showGrid ? `${grid}px ${grid}px` : undefined,
        }}
      >
        <PageBackground background={background} scale={scale} width={page.width} height={page.height} />
        <Box
          aria-hidden
          sx={{
            position: 'absolute',
            left: margins.left * scale,
            top: margins.top * scale,
            right: margins.right * scale,
            bottom: margins.bottom * scale,
            border: '1px dashed rgba(233, 30, 99, 0.35)',
            pointerEvents: 'none',
          }}
        />
        {elements.map((element) => (
          <div
            key={element.id}
            data-drag-id={element.id}
            onPointerDown={(event) => {
              event.preventDefault();
              const add = event.shiftKey;
              const keep = !add && selected.has(element.id);
              // The panels follow the selection after the drag's first frames, not before them.
              if (!keep) startTransition(() => dispatch({ type: 'select', id: element.id, add }));
              const ids = add
                ? selected.has(element.id)
                  ? []
                  : [...selectedIds, element.id]
                : keep
                  ? [...selectedIds]
                  : [element.id];
              pointer.begin(event, { type: 'move' }, ids);
            }}
          >
            <ElementView
              element={element}
              scale={scale}
              label={labelOf(element)}
              selected={selected.has(element.id)}
              sample={sample}
            />
          </div>
        ))}
        {single && !single.locked ? (
          <SelectionFrame
            element={single}
            scale={scale}
            onGrab={(event, mode) => pointer.begin(event, mode, [single.id])}
          />
        ) : null}
        <DragOverlay store={pointer.overlay} scale={scale} />
      </Box>
    </Box>
  );
}
