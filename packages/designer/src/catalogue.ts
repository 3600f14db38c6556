import type { DocumentKind } from '@vendoc/contract/document-templates';
import {
  CLIENT,
  COMPANY,
  DOCUMENT,
  ITEMS,
  KIND_SPECIFIC,
  PAYMENT_TERMS,
  PROJECT,
  SENDER,
  TOTALS,
  VAT_RATES,
  type CatalogueField,
  type CatalogueGroup,
} from './catalogue-groups';

/** Documents with priced positions, totals and payment terms. */
const PRICED_KINDS: ReadonlySet<DocumentKind> = new Set([
  'offer',
  'orderConfirmation',
  'progressInvoice',
  'finalInvoice',
  'creditNote',
]);

/**
 * The data catalogue of a document kind: the groups of fields the designer's picker offers and a template of that
 * kind is checked against. Every kind has company, client, project, document header and sender; priced
 * documents add positions, totals and payment terms; a delivery note and a quantity survey sheet have positions
 * without prices; some kinds add their own group.
 */
export function fieldsOf(kind: DocumentKind): CatalogueGroup[] {
  const groups = [COMPANY, CLIENT, PROJECT, DOCUMENT, SENDER];
  if (PRICED_KINDS.has(kind)) groups.push(ITEMS, TOTALS, VAT_RATES, PAYMENT_TERMS);
  else if (kind === 'deliveryNote' || kind === 'quantitySurveySheet') groups.push(unpricedItems());
  else if (kind === 'paymentReminder') groups.push(PAYMENT_TERMS);
  const specific = KIND_SPECIFIC[kind];
  if (specific) groups.push(specific);
  return groups;
}

/** Positions without prices (delivery note, survey sheet). */
function unpricedItems(): CatalogueGroup {
  const priced = new Set(['unitPrice', 'total', 'vatRate', 'discount']);
  return { ...ITEMS, fields: ITEMS.fields.filter((field) => !priced.has(field.path)) };
}

/** The single-value fields of a catalogue by path (list groups left out: tables show those). */
export function fieldIndex(catalogue: readonly CatalogueGroup[]): Map<string, CatalogueField> {
  const index = new Map<string, CatalogueField>();
  for (const group of catalogue) {
    if (group.list) continue;
    for (const field of group.fields) index.set(field.path, field);
  }
  return index;
}

/** The list group at `listPath` ("items", "totals.vatRates"), if the catalogue has it. */
export function listGroup(
  catalogue: readonly CatalogueGroup[],
  listPath: string,
): CatalogueGroup | undefined {
  return catalogue.find((group) => group.list?.path === listPath);
}
