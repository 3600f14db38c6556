import type { DesignerTemplate } from '@vendoc/contract/document-templates';
import { layoutDocument } from '@vendoc/designer/layout';
import type { TemplateWarning } from '@vendoc/designer/check-template';
import { photoPages, type PhotoAppendix } from './photo-pages';
import { renderPdf, type RenderAssets } from './render-pdf';

/**
 * Lays out a template with document data, measuring with the fonts that the PDF embeds, and renders it: the
 * PDF's bytes, its page count and the template's warnings (data paths the catalogue lacks, rendered empty). Photos
 * (a diary day's) follow the template's pages in the same PDF/A document.
 */
export async function renderDocument(
  template: DesignerTemplate,
  data: unknown,
  assets: RenderAssets,
  appendix?: PhotoAppendix,
): Promise<{ pdf: Uint8Array; pages: number; warnings: TemplateWarning[] }> {
  const layout = layoutDocument(template, data, assets.fonts);
  const pages =
    appendix && appendix.photos.length > 0
      ? [...layout.pages, ...photoPages(appendix, assets.fonts, layout.pages.length)]
      : layout.pages;
  const pdf = await renderPdf(pages, assets);
  return { pdf, pages: pages.length, warnings: layout.warnings };
}
