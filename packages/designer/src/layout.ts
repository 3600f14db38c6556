import type { TemplateElement } from '@vendoc/contract/document-template-elements';
import type { DesignerTemplate, PageRegion, RegionKey } from '@vendoc/contract/document-templates';
import type { CatalogueGroup } from './catalogue-groups';
import { fieldIndex, fieldsOf } from './catalogue';
import { checkTemplate } from './check-template';
import { pageSizeMm } from './geometry';
import type { LayoutContext } from './layout-context';
import { elementBoxes } from './layout-elements';
import { flowPages, flowRows, isFlowing } from './layout-flow';
import type { DocumentLayout, LayoutPage, TextMeasurer } from './layout-types';
import { isVisible } from './visibility';

const byZ = (a: TemplateElement, b: TemplateElement) => a.z - b.z;

/**
 * Lays out a document: template + data -> pages of positioned boxes (mm from each page's top-left corner). The
 * first page uses the first-page region, every further page the following-pages region. First-page elements in
 * the flow area (positions table, texts, totals, ...) flow: texts grow with their content and split between lines,
 * the positions table paginates with carry-over, a block that does not fit moves to the next page, where the flow
 * continues between the following pages' flowTop and flowBottom. Every other element is placed where it stands on
 * each page of its region, after its visibility conditions (pages, client kind, data). Data paths the catalogue
 * lacks are rendered empty and listed in `warnings`; the function never throws on data.
 */
export function layoutDocument(
  template: DesignerTemplate,
  data: unknown,
  measurer: TextMeasurer,
  catalogue: readonly CatalogueGroup[] = fieldsOf(template.kind),
): DocumentLayout {
  const fields = fieldIndex(catalogue);
  const context = (page: number, pages: number): LayoutContext => ({ data, fields, measurer, page, pages });
  const { firstPage, followingPages } = template;
  const flowing = firstPage.elements.filter(
    (element) =>
      isFlowing(element, firstPage.flowTop, firstPage.flowBottom) &&
      isVisible({ ...element.visibility, pages: 'always' }, context(1, 1)),
  );

  const flowBoxes = flowPages(flowRows(flowing), template, (page) => context(page, 0));
  const pages = flowBoxes.length;
  const { width, height } = pageSizeMm(template.page);
  const result: LayoutPage[] = flowBoxes.map((flow, index) => {
    const number = index + 1;
    const regionKey: RegionKey = number === 1 ? 'firstPage' : 'followingPages';
    const region: PageRegion = number === 1 ? firstPage : followingPages;
    const fixed = region.elements
      .filter((element) => number > 1 || !isFlowing(element, region.flowTop, region.flowBottom))
      .filter((element) => isVisible(element.visibility, context(number, pages)))
      .sort(byZ);
    const boxes = [...fixed.flatMap((element) => elementBoxes(element, context(number, pages))), ...flow];
    return { number, region: regionKey, width, height, background: region.background, boxes };
  });
  return { pages: result, warnings: checkTemplate(template, catalogue) };
}
