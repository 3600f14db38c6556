import type { TemplateElement } from '@vendoc/contract/document-template-elements';
import {
  DESIGNER_TEMPLATE_SCHEMA_VERSION,
  type DesignerTemplate,
  type DocumentKind,
  type Margins,
  type PageRegion,
} from '@vendoc/contract/document-templates';

/** DIN 5008 margins: 25 mm left, 20 mm right; 20 mm at the top and bottom of pages without letterhead. */
export const DIN_5008_MARGINS: Margins = { top: 20, right: 20, bottom: 20, left: 25 };

/** A region without background whose flowing content runs from `flowTop` to `flowBottom`. */
export function createRegion(elements: TemplateElement[], flowTop: number, flowBottom: number): PageRegion {
  return { background: null, flowTop, flowBottom, elements };
}

/** An empty A4 portrait template of a kind; the regions' flow areas follow the DIN 5008 margins. */
export function createTemplate(
  kind: DocumentKind,
  regions: { firstPage?: TemplateElement[]; followingPages?: TemplateElement[] } = {},
): DesignerTemplate {
  return {
    schemaVersion: DESIGNER_TEMPLATE_SCHEMA_VERSION,
    kind,
    page: { format: 'A4', orientation: 'portrait' },
    margins: { ...DIN_5008_MARGINS },
    firstPage: createRegion(regions.firstPage ?? [], 100, 270),
    followingPages: createRegion(regions.followingPages ?? [], 30, 270),
  };
}
