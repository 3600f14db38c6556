import type { DesignerTemplate } from '@vendoc/contract/document-templates';
import { layoutDocument } from '@vendoc/designer/layout';
import type { TemplateWarning } from '@vendoc/designer/check-template';
import { renderPdf, type RenderAssets } from './render-pdf';

/**
 * Lays out a template with document data, measuring with the fonts that the PDF embeds, and renders it: the
 * PDF's bytes, its page count and the template's warnings (data paths the catalogue lacks, rendered empty).
 */
export async function renderDocument(
  template: DesignerTemplate,
  data: unknown,
  assets: RenderAssets,
): Promise<{ pdf: Uint8Array; pages: number; warnings: TemplateWarning[] }> {
  const layout = layoutDocument(template, data, assets.fonts);
  const pdf = await renderPdf(layout, assets);
  return { pdf, pages: layout.pages.length, warnings: layout.warnings };
}
