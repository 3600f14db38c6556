import type { TemplateElement } from '@vendoc/contract/document-template-elements';
import type { DesignerTemplate, RegionKey } from '@vendoc/contract/document-templates';
import type { CatalogueGroup } from './catalogue-groups';
import { fieldIndex, listGroup } from './catalogue';
import { inlineFieldPaths, isDataPath } from './inline-fields';

/** Something in a template the document data cannot fill; the element is rendered with that part empty. */
export interface TemplateWarning {
  region: RegionKey;
  elementId: string;
  /** The data path (or the column / row) concerned. */
  path: string;
  message: string;
}

type Finding = { path: string; message: string };

/**
 * Lists every data path a template uses that the catalogue does not have: fields, inline fields in texts, address
 * window, QR text and free table cells, signature images, visibility conditions, positions table columns, totals
 * rows and the GiroCode's inputs. Never throws; an empty list means every path resolves.
 */
export function checkTemplate(
  template: DesignerTemplate,
  catalogue: readonly CatalogueGroup[],
): TemplateWarning[] {
  const fields = fieldIndex(catalogue);
  const missingPath = (path: string, where: string): Finding[] => {
    if (!isDataPath(path)) return [{ path, message: `${where}: "${path}" ist kein Datenpfad` }];
    return fields.has(path)
      ? []
      : [{ path, message: `${where}: Feld "${path}" gibt es für diesen Beleg nicht` }];
  };
  const inline = (text: string, where: string) =>
    inlineFieldPaths(text).flatMap((path) => missingPath(path, where));

  const findingsOf = (element: TemplateElement): Finding[] => {
    const condition = element.visibility.field ? missingPath(element.visibility.field.path, 'Bedingung') : [];
    return [...condition, ...kindFindings(element)];
  };

  const kindFindings = (element: TemplateElement): Finding[] => {
    switch (element.kind) {
      case 'text':
        return element.runs.flatMap((run) => inline(run.text, 'Text'));
      case 'field':
        return missingPath(element.path, 'Feld');
      case 'addressWindow':
        return [...inline(element.returnAddress, 'Absenderzeile'), ...inline(element.recipient, 'Anschrift')];
      case 'qrCode':
        return element.content.type === 'text'
          ? inline(element.content.text, 'QR-Code')
          : ['company.name', 'company.iban', 'totals.amountDue'].flatMap((path) =>
              missingPath(path, 'GiroCode'),
            );
      case 'signature':
        return element.imagePath === null ? [] : missingPath(element.imagePath, 'Unterschrift');
      case 'freeTable':
        return element.rows.flatMap((row) => row.flatMap((cell) => inline(cell, 'Tabelle')));
      case 'positionsTable':
        return positionsTableFindings(
          element.columns.map((column) => column.key),
          catalogue,
        );
      case 'totals':
        return totalsFindings(element.rows, catalogue);
      default:
        return [];
    }
  };

  const warnings: TemplateWarning[] = [];
  for (const region of ['firstPage', 'followingPages'] as const) {
    for (const element of template[region].elements) {
      for (const finding of findingsOf(element)) warnings.push({ region, elementId: element.id, ...finding });
    }
  }
  return warnings;
}

function positionsTableFindings(columns: readonly string[], catalogue: readonly CatalogueGroup[]): Finding[] {
  const items = listGroup(catalogue, 'items');
  if (!items) return [{ path: 'items', message: 'Positionstabelle: dieser Beleg hat keine Positionen' }];
  const known = new Set(items.fields.map((field) => field.path));
  return columns
    .filter((column) => !known.has(column))
    .map((column) => ({
      path: `items.${column}`,
      message: `Positionstabelle: Spalte "${column}" gibt es hier nicht`,
    }));
}

const TOTALS_ROW_PATHS: Record<string, string> = {
  net: 'totals.net',
  gross: 'totals.gross',
  deductions: 'totals.deductions',
  amountDue: 'totals.amountDue',
};

function totalsFindings(rows: readonly string[], catalogue: readonly CatalogueGroup[]): Finding[] {
  const fields = fieldIndex(catalogue);
  return rows.flatMap((row): Finding[] => {
    if (row === 'vatPerRate')
      return listGroup(catalogue, 'totals.vatRates')
        ? []
        : [
            {
              path: 'totals.vatRates',
              message: 'Summen: Umsatzsteuer je Satz gibt es für diesen Beleg nicht',
            },
          ];
    const path = TOTALS_ROW_PATHS[row] ?? row;
    return fields.has(path) ? [] : [{ path, message: `Summen: "${path}" gibt es für diesen Beleg nicht` }];
  });
}
