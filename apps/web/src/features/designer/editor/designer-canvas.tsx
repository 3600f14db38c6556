import { useCallback, useMemo, type Dispatch } from 'react';
import Box from '@mui/material/Box';
import type { TemplateElement } from '@vendoc/contract/document-template-elements';
import type { DesignerTemplate } from '@vendoc/contract/document-templates';
import { pageSizeMm } from '@vendoc/designer/geometry';
import { useDesignerTranslation } from '../designer-i18n';
import type { TemplateEditorAction } from './editor-state';
import { ElementView } from './element-view';
import { Ruler, RULER_PX } from './rulers';
import { canvasMeasurer, sampleContext } from './sample-layout';
import { PX_PER_MM } from './scale';
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
  readonly selectedIds: readonly string[];
  readonly settings: CanvasSettings;
  readonly dispatch: Dispatch<TemplateEditorAction>;
  readonly labelOf: (element: TemplateElement) => string;
}

const HANDLE_PX = 10;

/** The page at true scale × zoom with rulers, grid, margins, the elements, the selection's handle and guides. */
export function DesignerCanvas({
  template,
  elements,
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
  const pointer = usePointerDrag(elements, dispatch, scale, snapOptions);
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
        data-testid="designer-page"
        role="region"
        aria-label={t('editor.page')}
        tabIndex={0}
        onPointerDown={(event) => {
          if (event.target === event.currentTarget) dispatch({ type: 'select', id: null });
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
            onPointerDown={(event) => {
              event.preventDefault();
              const add = event.shiftKey;
              const keep = !add && selected.has(element.id);
              if (!keep) dispatch({ type: 'select', id: element.id, add });
              const ids = add
                ? selected.has(element.id)
                  ? []
                  : [...selectedIds, element.id]
                : keep
                  ? [...selectedIds]
                  : [element.id];
              pointer.begin(event, 'move', ids);
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
          <Box
            data-testid="resize-handle"
            aria-hidden
            onPointerDown={(event) => {
              event.stopPropagation();
              pointer.begin(event, 'resize', [single.id]);
            }}
            sx={{
              position: 'absolute',
              left: (single.x + single.width) * scale - HANDLE_PX / 2,
              top: (single.y + single.height) * scale - HANDLE_PX / 2,
              width: HANDLE_PX,
              height: HANDLE_PX,
              bgcolor: 'primary.main',
              border: '1px solid #fff',
              cursor: 'nwse-resize',
              touchAction: 'none',
            }}
          />
        ) : null}
        {pointer.guides.x.map((x) => (
          <Box
            key={`x${x}`}
            aria-hidden
            sx={{ position: 'absolute', left: x * scale, top: 0, bottom: 0, borderLeft: '1px solid #e91e63' }}
          />
        ))}
        {pointer.guides.y.map((y) => (
          <Box
            key={`y${y}`}
            aria-hidden
            sx={{ position: 'absolute', top: y * scale, left: 0, right: 0, borderTop: '1px solid #e91e63' }}
          />
        ))}
      </Box>
    </Box>
  );
}
