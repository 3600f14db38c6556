import { randomUUID } from 'node:crypto';
import type { OrderDocumentKind, OrderDocumentSource } from '@vendoc/contract/order-documents';
import { longText } from '@vendoc/gaeb/boq-walk';
import type { Description } from '@vendoc/gaeb/model-text';
import { decimal, toFixed, type Decimal } from '@vendoc/money/decimal';
import type { Database } from '../../db/client';
import { notFound, validationProblem } from '../../lib/http-problem';
import type { AuthContext } from '../../plugins/auth';
import { findBoq, loadNodesForDocument } from '../boqs/boqs.service';
import { lockSurveysForBilling, measuredQuantities } from '../quantity-surveys/quantity-surveys.service';
import { isCumulative, isPayable } from './order-document-figures';
import {
  billedSurveyIdsOfProject,
  findDocument,
  listItems,
  type DocumentRow,
  type NewItem,
  type ProjectWithClient,
} from './order-documents.repository';

// What a new document is made from: nothing (the client's header only), a BoQ, approved surveys, another document.

/** The content a source gives a new document, on top of the header copied from the project's client. */
export interface SourceContent {
  items: NewItem[];
  predecessor: DocumentRow | null;
  surveyIds: string[];
}

/** Which documents a document of a kind may be made from (offer -> order confirmation -> invoices …). */
const INVOICES: OrderDocumentKind[] = [
  'invoice',
  'progress_invoice',
  'partial_final_invoice',
  'final_invoice',
];
export const ALLOWED_SUCCESSORS: Readonly<Partial<Record<OrderDocumentKind, readonly OrderDocumentKind[]>>> =
  {
    offer: ['order_confirmation', ...INVOICES],
    order_confirmation: ['delivery_note', ...INVOICES],
    delivery_note: ['invoice'],
    progress_invoice: ['progress_invoice', 'partial_final_invoice', 'final_invoice'],
    partial_final_invoice: ['progress_invoice', 'partial_final_invoice', 'final_invoice'],
  };

const VAT_RATES = ['19', '7', '0'] as const;
function vatRateOf(percent: string | null, fallback: string): (typeof VAT_RATES)[number] {
  const wanted = decimal(percent ?? fallback);
  return VAT_RATES.find((rate) => decimal(rate).equals(wanted)) ?? '19';
}

const blankRow = (): Omit<NewItem, 'id' | 'type'> => ({
  depth: 0,
  oz: '',
  shortText: '',
  longText: '',
  kind: 'normal',
  quantity: null,
  unit: '',
  unitPrice: null,
  discountPercent: null,
  vatRate: '19',
  labourUnitPrice: null,
  boqItemId: null,
  catalogPositionId: null,
});

type BoqNode = Awaited<ReturnType<typeof loadNodesForDocument>>[number];

/** A BoQ node as a document row (markup items and performance descriptions are left out). */
function rowOfNode(node: BoqNode, vatPercent: string, priced: boolean): NewItem | null {
  const description = (node.data as { description?: Description | null }).description ?? null;
  if (node.kind === 'lot' || node.kind === 'title')
    return {
      ...blankRow(),
      id: randomUUID(),
      type: 'title',
      depth: Math.min(node.depth, 8),
      oz: node.oz,
      shortText: node.shortText,
    };
  if (node.kind === 'remark')
    return {
      ...blankRow(),
      id: randomUUID(),
      type: 'text',
      depth: Math.min(node.depth, 8),
      shortText: node.shortText,
      longText: longText(description),
    };
  if (node.kind !== 'item') return null;
  const marks = node.marks;
  return {
    ...blankRow(),
    id: randomUUID(),
    type: 'position',
    depth: Math.min(node.depth, 8),
    oz: node.oz,
    shortText: node.shortText.slice(0, 2000),
    longText: longText(description),
    kind: marks.alternative ? 'alternative' : marks.provisional === 'withoutTotal' ? 'provisional' : 'normal',
    quantity: node.qty === null ? null : toFixed(node.qty, 3),
    unit: (node.unit ?? '').slice(0, 20),
    unitPrice: priced && node.unitPrice !== null ? toFixed(node.unitPrice, 3) : null,
    vatRate: vatRateOf(node.vatPercent, vatPercent),
    boqItemId: node.id,
  };
}

async function fromBoq(
  db: Database,
  auth: AuthContext,
  projectId: string,
  kind: OrderDocumentKind,
  boqId: string,
): Promise<SourceContent> {
  const boq = await findBoq(db, auth.companyId, boqId);
  if (boq === null) throw notFound('Das Leistungsverzeichnis gibt es nicht (mehr).');
  if (boq.projectId !== projectId)
    throw validationProblem([{ path: 'source.boqId', message: 'Das LV gehört zu einem anderen Projekt' }]);
  const nodes = await loadNodesForDocument(db, boqId);
  const priced = kind !== 'delivery_note';
  const items = nodes.flatMap((node) => rowOfNode(node, boq.vatPercent, priced) ?? []);
  return { items, predecessor: null, surveyIds: [] };
}

/** Rows of measured quantities: per BoQ the BoQ's rows with the measured quantity, titles over measured items. */
async function measuredRows(
  db: Database,
  auth: AuthContext,
  kind: OrderDocumentKind,
  surveys: { id: string; boqId: string | null }[],
): Promise<NewItem[]> {
  const byBoq = new Map<string | null, Map<string, Decimal>>();
  for (const survey of surveys) {
    const sums = byBoq.get(survey.boqId) ?? new Map<string, Decimal>();
    byBoq.set(survey.boqId, sums);
    for (const position of await measuredQuantities(db, survey.id))
      sums.set(position.oz, (sums.get(position.oz) ?? decimal('0')).plus(position.quantity));
  }
  const rows: NewItem[] = [];
  const priced = kind !== 'delivery_note';
  for (const [boqId, sums] of byBoq) {
    const boq = boqId === null ? null : await findBoq(db, auth.companyId, boqId);
    const nodes = boq === null ? [] : await loadNodesForDocument(db, boq.id);
    const used = new Set<string>();
    let titles: NewItem[] = [];
    for (const node of nodes) {
      const row = rowOfNode(node, boq?.vatPercent ?? '19', priced);
      if (row === null || row.type === 'text') continue;
      if (row.type === 'title') {
        titles = [...titles.filter((title) => title.depth < row.depth), row];
        continue;
      }
      const measured = sums.get(row.oz);
      if (measured === undefined || used.has(row.oz)) continue;
      used.add(row.oz);
      rows.push(...titles, { ...row, quantity: toFixed(measured, 3) });
      titles = [];
    }
    // Measured positions the BoQ does not know (or surveys without a BoQ): unpriced rows to complete by hand.
    for (const [oz, quantity] of sums) {
      if (!used.has(oz))
        rows.push({ ...blankRow(), id: randomUUID(), type: 'position', oz, quantity: toFixed(quantity, 3) });
    }
  }
  return rows;
}

async function fromSurveys(
  db: Database,
  auth: AuthContext,
  projectId: string,
  kind: OrderDocumentKind,
  surveyIds: string[],
): Promise<SourceContent> {
  const unique = [...new Set(surveyIds)];
  const surveys = await lockSurveysForBilling(db, auth.companyId, unique);
  const wrong = unique.filter((id) => {
    const survey = surveys.find((each) => each.id === id);
    return survey === undefined || survey.projectId !== projectId || survey.status !== 'approved';
  });
  if (wrong.length > 0)
    throw validationProblem([
      {
        path: 'source.surveyIds',
        message: `Nur freigegebene, noch nicht abgerechnete Aufmaße des Projekts: ${wrong.length === 1 ? 'eines ist' : `${wrong.length} sind`} es nicht`,
      },
    ]);
  // A cumulative invoice states the whole performance to date: the surveys its earlier invoices billed count too.
  const earlier = isCumulative(kind)
    ? await billedSurveyIdsOfProject(db, auth.companyId, projectId, [
        'progress_invoice',
        'partial_final_invoice',
      ])
    : [];
  const earlierSurveys = await lockSurveysForBilling(
    db,
    auth.companyId,
    earlier.filter((id) => !unique.includes(id)),
  );
  const items = await measuredRows(db, auth, kind, [...surveys, ...earlierSurveys]);
  return { items, predecessor: null, surveyIds: isPayable(kind) ? unique : [] };
}

async function fromDocument(
  db: Database,
  auth: AuthContext,
  projectId: string,
  kind: OrderDocumentKind,
  documentId: string,
): Promise<SourceContent> {
  const found = await findDocument(db, auth.companyId, documentId);
  if (found === null) throw notFound('Den Beleg gibt es nicht (mehr).');
  const source = found.document;
  const problem = (message: string) => validationProblem([{ path: 'source.documentId', message }]);
  if (source.projectId !== projectId) throw problem('Der Beleg gehört zu einem anderen Projekt');
  if (source.status === 'cancelled') throw problem('Aus einem stornierten Beleg entsteht kein neuer');
  if (!(ALLOWED_SUCCESSORS[source.kind] ?? []).includes(kind))
    throw validationProblem([
      { path: 'kind', message: 'Aus diesem Beleg lässt sich diese Belegart nicht erstellen' },
    ]);
  const priced = kind !== 'delivery_note';
  const items = (await listItems(db, source.id)).map(
    ({ documentId: _document, position: _position, ...item }): NewItem =>
      priced ? item : { ...item, unitPrice: null, discountPercent: null, labourUnitPrice: null },
  );
  return { items, predecessor: source, surveyIds: [] };
}

/** The items (and predecessor, billed surveys) of a new document from its source. */
export function sourceContent(
  db: Database,
  auth: AuthContext,
  project: ProjectWithClient,
  kind: OrderDocumentKind,
  source: OrderDocumentSource,
): Promise<SourceContent> {
  switch (source.type) {
    case 'blank':
      return Promise.resolve({ items: [], predecessor: null, surveyIds: [] });
    case 'boq':
      return fromBoq(db, auth, project.projectId, kind, source.boqId);
    case 'surveys':
      return fromSurveys(db, auth, project.projectId, kind, source.surveyIds);
    case 'document':
      return fromDocument(db, auth, project.projectId, kind, source.documentId);
  }
}
