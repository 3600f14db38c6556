import { useMemo, useRef } from 'react';
import Box from '@mui/material/Box';
import type { DesignerTemplate } from '@vendoc/contract/document-templates';
import { pageSizeMm } from '@vendoc/designer/geometry';
import { useTemplate } from '../../../entities/document-template/get-template';
import { useInView } from '../../../lib/hooks/use-in-view';
import { ElementView } from '../editor/element-view';
import { canvasMeasurer, sampleContext } from '../editor/sample-layout';
import { PX_PER_MM } from '../editor/scale';
import { useDesignerFonts } from '../fonts/use-designer-fonts';

/** The thumbnail's box (px): an A4 page fits it upright or across. */
export const THUMBNAIL_PX = 88;

/** The first page with sample data, drawn like the canvas at 100 % and scaled down to fit the box. */
function FirstPage({ template }: { template: DesignerTemplate }) {
  const page = pageSizeMm(template.page);
  const fit = THUMBNAIL_PX / (Math.max(page.width, page.height) * PX_PER_MM);
  const sample = useMemo(() => sampleContext(template.kind, canvasMeasurer()), [template.kind]);
  return (
    <Box
      data-testid="template-thumbnail-page"
      style={{ width: page.width * PX_PER_MM * fit, height: page.height * PX_PER_MM * fit }}
      sx={{
        position: 'relative',
        bgcolor: '#fff',
        boxShadow: 1,
        overflow: 'hidden',
      }}
    >
      <Box
        sx={{
          position: 'absolute',
          left: 0,
          top: 0,
          width: page.width * PX_PER_MM,
          height: page.height * PX_PER_MM,
          transform: `scale(${fit})`,
          transformOrigin: 'top left',
          // the canvas's selection outlines and pointer cursor mean nothing here
          '& [data-element-id]': { outline: 'none !important', cursor: 'inherit !important' },
        }}
      >
        {template.firstPage.elements.map((element) => (
          <ElementView
            key={element.id}
            element={element}
            scale={PX_PER_MM}
            label=""
            selected={false}
            sample={sample}
          />
        ))}
      </Box>
    </Box>
  );
}

/**
 * A small picture of a template's first page. It loads the template (the detail entry the editor opens with) and
 * the designer's fonts only once the row comes near the viewport, so a long list stays fast.
 */
export function TemplateThumbnail({ templateId }: { templateId: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const visible = useInView(ref);
  const template = useTemplate(visible ? templateId : '');
  const fonts = useDesignerFonts(visible);
  return (
    <Box
      ref={ref}
      aria-hidden
      data-testid="template-thumbnail"
      sx={{
        width: THUMBNAIL_PX,
        height: THUMBNAIL_PX,
        flexShrink: 0,
        display: 'grid',
        placeItems: 'center',
        bgcolor: 'action.hover',
        borderRadius: 1,
        pointerEvents: 'none',
        mr: 2,
      }}
    >
      {template.data && !fonts.isPending ? <FirstPage template={template.data.template} /> : null}
    </Box>
  );
}
