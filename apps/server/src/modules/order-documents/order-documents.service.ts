import type { z } from 'zod';
import type {
  OrderDocument,
  OrderDocumentKind,
  orderDocumentCreateSchema,
  orderDocumentFieldsSchema,
  orderDocumentUpdateSchema,
} from '@vendoc/contract/order-documents';
import type { Database } from '../../db/client';
import type { StoredDeduction } from '../../db/schema';
import { userWorksOnProject } from '../projects/projects.service';
import { labourShareProblem } from '@vendoc/order-documents/labour-share';
import { templateKindOf } from '@vendoc/order-documents/template-data';
import { checkTemplateChoice } from '../document-templates/document-templates.service';
import { defaultTexts } from '../text-snippets/text-snippets.service';
import { conflict, notFound, validationProblem, type FieldError } from '../../lib/http-problem';
import type { AuthContext } from '../../plugins/auth';
import { isCumulative, isoDate, toDeductions, totalsColumns, viewOf } from './order-document-figures';
import { sourceContent } from './order-document-sources';
import { toOrderDocument } from './order-documents.presenter';
import {
  deleteDocument,
  findDocument,
  findProjectWithClient,
  insertAudit,
  insertDocument,
  insertSurveyLinks,
  lastAudit,
  listAudit,
  listChain,
  listEarlierInvoices,
  listItems,
  listOutputs,
  listPayments,
  listSurveyIds,
  lockDocument,
  replaceItems,
  setTotals,
  updateDocument,
  type DocumentChanges,
  type DocumentRow,
  type ItemRow,
  type NewItem,
  type ProjectWithClient,
} from './order-documents.repository';

// For other modules (the project export): a document's PDF and e-invoice as their downloads give them.
export { documentEInvoice, documentPdf, type DocumentDownload } from './order-document-downloads';

type CreateInput = z.output<typeof orderDocumentCreateSchema>;
type FieldsInput = z.output<typeof orderDocumentFieldsSchema>;
type UpdateInput = z.output<typeof orderDocumentUpdateSchema>;

export const DOCUMENT_NOT_FOUND = 'Den Beleg gibt es nicht (mehr).';
export const FINAL =
  'Das Dokument ist festgeschrieben und kann nicht mehr geändert werden. Korrekturen sind neue Belege (Storno, Gutschrift).';

/**
 * Fitters read the delivery notes of their own projects only (responsible for or in the team of): every other
 * document is not there for them (404).
 */
export async function visibleTo(
  db: Database,
  auth: AuthContext,
  document: { kind: OrderDocumentKind; projectId: string },
): Promise<boolean> {
  if (auth.role !== 'fitter') return true;
  return (
    document.kind === 'delivery_note' &&
    (await userWorksOnProject(db, auth.companyId, document.projectId, auth.userId))
  );
}

/** The header a new document copies from the project and its client (payment terms, §13b, Leitweg-ID). */
function headerFromClient(project: ProjectWithClient, kind: OrderDocumentKind, today: string) {
  const { client } = project;
  const address = client.addresses.find((each) => each.kind === 'billing') ?? client.addresses[0] ?? null;
  const publicBuyer = client.kind === 'public' && client.leitwegId !== null;
  return {
    // the subject; the kind heads the document on its own ("Schlussrechnung"), so it is not repeated here
    title: project.projectName.slice(0, 300),
    recipient: {
      name: client.name,
      addition: '',
      address: {
        street: address?.street ?? '',
        postalCode: address?.postalCode ?? '',
        city: address?.city ?? '',
        country: address?.country ?? 'DE',
      },
      email: client.email ?? '',
      vatId: '',
    },
    siteAddress: project.siteAddress,
    documentDate: today,
    buyerReference: client.leitwegId,
    reverseCharge: client.reverseCharge,
    retentionPercent: client.retentionPercent,
    paymentDays: client.paymentDaysNet,
    cashDiscountPercent: client.cashDiscountPercent,
    cashDiscountDays: client.cashDiscountDays,
    eInvoiceFormat: publicBuyer ? ('xrechnung_cii' as const) : ('zugferd' as const),
  };
}

/** The earlier invoices a cumulative document deducts: fixed when issued, the project's current ones in a draft. */
export async function earlierOf(db: Database, row: DocumentRow): Promise<StoredDeduction[]> {
  if (row.deductions !== null) return row.deductions;
  if (!isCumulative(row.kind)) return [];
  const invoices = await listEarlierInvoices(
    db,
    row.companyId,
    row.projectId,
    ['progress_invoice', 'partial_final_invoice'],
    row.id,
  );
  return toDeductions(invoices);
}

/** The kind a document is computed as: a cancellation reverses its invoice as that invoice's kind. */
export async function computedKind(db: Database, row: DocumentRow): Promise<OrderDocumentKind> {
  if (row.kind !== 'cancellation' || row.cancelsId === null) return row.kind;
  const invoice = await findDocument(db, row.companyId, row.cancelsId);
  return invoice?.document.kind ?? row.kind;
}

/** The document's view (items with totals, totals) as it stands now. */
export async function currentView(db: Database, row: DocumentRow, items: readonly (ItemRow | NewItem)[]) {
  const earlier = row.deductions ?? (await earlierOf(db, row));
  return viewOf(row, items, earlier, await computedKind(db, row));
}

/** The whole document; 404 for an unknown or another company's one, or one the caller may not read. */
export async function getOrderDocument(
  db: Database,
  auth: AuthContext,
  id: string,
  now: Date,
): Promise<OrderDocument> {
  const found = await findDocument(db, auth.companyId, id);
  if (found === null || !(await visibleTo(db, auth, found.document))) throw notFound(DOCUMENT_NOT_FOUND);
  const row = found.document;
  const [items, payments, audit, outputs, chain, surveyIds] = await Promise.all([
    listItems(db, id),
    listPayments(db, id),
    listAudit(db, id),
    listOutputs(db, id),
    listChain(db, auth.companyId, row),
    listSurveyIds(db, id),
  ]);
  const view = await currentView(db, row, items);
  return toOrderDocument({ found, view, payments, audit, outputs, chain, surveyIds, today: isoDate(now) });
}

const LABOUR_SHARE_MESSAGES = {
  negative: 'Darf nicht negativ sein',
  aboveUnitPrice: 'Der Lohnanteil darf nicht höher als der EP sein',
} as const;

/** Rules beyond the contract's field formats. */
function checkFields(fields: FieldsInput): void {
  const errors: FieldError[] = [];
  const seen = new Set<string>();
  fields.items.forEach((item, index) => {
    if (seen.has(item.id)) errors.push({ path: `items.${index}.id`, message: 'Die Zeile gibt es schon' });
    seen.add(item.id);
    const labour = labourShareProblem(item.labourUnitPrice, item.unitPrice);
    if (labour !== null)
      errors.push({ path: `items.${index}.labourUnitPrice`, message: LABOUR_SHARE_MESSAGES[labour] });
  });
  if (
    fields.performanceFrom !== null &&
    fields.performanceTo !== null &&
    fields.performanceFrom > fields.performanceTo
  )
    errors.push({ path: 'performanceTo', message: 'Das Ende liegt vor dem Beginn' });
  if ((fields.cashDiscountPercent === null) !== (fields.cashDiscountDays === null))
    errors.push({
      path: fields.cashDiscountPercent === null ? 'cashDiscountPercent' : 'cashDiscountDays',
      message: 'Skonto braucht Prozentsatz und Frist',
    });
  if (errors.length > 0) throw validationProblem(errors);
}

/** The columns of the editable fields. */
function fieldColumns(fields: FieldsInput) {
  return {
    title: fields.title,
    recipient: fields.recipient,
    siteAddress: fields.siteAddress,
    documentDate: fields.documentDate,
    performanceFrom: fields.performanceFrom,
    performanceTo: fields.performanceTo,
    deliveryDate: fields.deliveryDate,
    validUntil: fields.validUntil,
    orderReference: fields.orderReference,
    buyerReference: fields.buyerReference,
    introText: fields.introText,
    closingText: fields.closingText,
    adjustmentType: fields.adjustment?.type ?? null,
    adjustmentPercent: fields.adjustment?.percent ?? null,
    reverseCharge: fields.reverseCharge,
    retentionPercent: fields.retentionPercent,
    paymentDays: fields.paymentDays,
    cashDiscountPercent: fields.cashDiscountPercent,
    cashDiscountDays: fields.cashDiscountDays,
    eInvoiceFormat: fields.eInvoiceFormat,
    templateId: fields.templateId,
    reminderLevel: fields.reminderLevel,
    reminderFee: fields.reminderFee,
  } satisfies DocumentChanges;
}

/** The search text of the list: number, title, client and project. */
export const searchTextOf = (parts: (string | null)[]) =>
  parts
    .filter((part) => part !== null && part !== '')
    .join(' ')
    .toLowerCase();

/** Creates a draft (blank, from a BoQ, from approved surveys, from another document) with its totals. */
export async function createOrderDocument(
  db: Database,
  auth: AuthContext,
  input: CreateInput,
  now: Date,
): Promise<OrderDocument> {
  const project = await findProjectWithClient(db, auth.companyId, input.projectId);
  const visible =
    project !== null && (await visibleTo(db, auth, { kind: input.kind, projectId: project.projectId }));
  if (project === null || !visible) throw notFound('Das Projekt gibt es nicht (mehr).');
  const today = isoDate(now);
  const content = await sourceContent(db, auth, project, input.kind, input.source);
  const fromClient = headerFromClient(project, input.kind, today);
  const predecessor = content.predecessor;
  // the company's default intro and closing texts of the kind (text snippets), for every source
  const texts = await defaultTexts(db, auth.companyId, input.kind);
  const header = { ...(predecessor === null ? fromClient : copiedHeader(predecessor, fromClient)), ...texts };
  const id = await db.transaction(async (tx) => {
    const newId = await insertDocument(tx, {
      ...header,
      companyId: auth.companyId,
      projectId: project.projectId,
      clientId: project.client.id,
      kind: input.kind,
      predecessorId: predecessor?.id ?? null,
      createdBy: auth.userId,
      searchText: searchTextOf([header.title, project.client.name, project.projectName]),
    });
    await replaceItems(tx, newId, content.items);
    await insertSurveyLinks(tx, newId, content.surveyIds);
    await storeTotals(tx, auth.companyId, newId);
    const from = predecessor === null ? '' : `aus ${predecessor.number ?? 'Entwurf'}`;
    await insertAudit(tx, {
      documentId: newId,
      at: now,
      userId: auth.userId,
      action: 'created',
      detail: from,
    });
    return newId;
  });
  return getOrderDocument(db, auth, id, now);
}

/** The header of a document made from another: its recipient, references, terms and texts; today's date. */
function copiedHeader(source: DocumentRow, fromClient: ReturnType<typeof headerFromClient>) {
  return {
    ...fromClient,
    title: source.title,
    recipient: source.recipient,
    siteAddress: source.siteAddress,
    orderReference: source.orderReference,
    buyerReference: source.buyerReference,
    adjustmentType: source.adjustmentType,
    adjustmentPercent: source.adjustmentPercent,
    reverseCharge: source.reverseCharge,
    retentionPercent: source.retentionPercent,
    paymentDays: source.paymentDays,
    cashDiscountPercent: source.cashDiscountPercent,
    cashDiscountDays: source.cashDiscountDays,
    eInvoiceFormat: source.eInvoiceFormat,
    performanceFrom: source.performanceFrom,
    performanceTo: source.performanceTo,
  };
}

/** Recomputes and stores the totals columns of a draft from its items (inside the caller's transaction). */
async function storeTotals(tx: Database, companyId: string, id: string): Promise<void> {
  const row = await lockDocument(tx, companyId, id);
  if (row === null) throw notFound(DOCUMENT_NOT_FOUND);
  const view = await currentView(tx, row, await listItems(tx, id));
  await setTotals(tx, id, totalsColumns(view));
}

const AUTOSAVE_FOLD_MS = 60_000;

/** Replaces a draft's fields and items; 409 when issued ("festgeschrieben") or stale (with the current record). */
export async function updateOrderDocument(
  db: Database,
  auth: AuthContext,
  id: string,
  input: UpdateInput,
  now: Date,
): Promise<OrderDocument> {
  checkFields(input);
  const stale = await db.transaction(async (tx) => {
    const row = await lockDocument(tx, auth.companyId, id);
    if (row === null || !(await visibleTo(tx, auth, row))) throw notFound(DOCUMENT_NOT_FOUND);
    if (row.status !== 'draft') throw conflict(FINAL);
    if (row.version !== input.version) return true;
    // A layout chosen now must fit; one chosen before and deleted since does not block saving (issuing says so).
    if (input.templateId !== row.templateId)
      await checkTemplateChoice(tx, auth.companyId, input.templateId, templateKindOf(row.kind));
    const items: NewItem[] = input.items;
    const view = await currentView(tx, { ...row, ...fieldColumns(input) }, items);
    const found = await findDocument(tx, auth.companyId, id);
    await updateDocument(tx, auth.companyId, id, {
      ...fieldColumns(input),
      ...totalsColumns(view),
      searchText: searchTextOf([input.title, found?.clientName ?? '', found?.projectName ?? '']),
    });
    await replaceItems(tx, id, items);
    // Autosaves: one "updated" entry per user and minute, not one per keystroke.
    const last = await lastAudit(tx, id);
    const folded =
      last !== null &&
      last.action === 'updated' &&
      last.userId === auth.userId &&
      now.getTime() - last.at.getTime() < AUTOSAVE_FOLD_MS;
    if (!folded) await insertAudit(tx, { documentId: id, at: now, userId: auth.userId, action: 'updated' });
    return false;
  });
  if (stale)
    throw conflict('Der Beleg wurde inzwischen geändert.', await getOrderDocument(db, auth, id, now));
  return getOrderDocument(db, auth, id, now);
}

/** Deletes a draft; 409 when issued or stale. */
export async function deleteOrderDocument(
  db: Database,
  auth: AuthContext,
  id: string,
  version: number,
  now: Date,
): Promise<void> {
  const stale = await db.transaction(async (tx) => {
    const row = await lockDocument(tx, auth.companyId, id);
    if (row === null || !(await visibleTo(tx, auth, row))) throw notFound(DOCUMENT_NOT_FOUND);
    if (row.status !== 'draft') throw conflict(FINAL);
    if (row.version !== version) return true;
    await deleteDocument(tx, auth.companyId, id);
    return false;
  });
  if (stale)
    throw conflict('Der Beleg wurde inzwischen geändert.', await getOrderDocument(db, auth, id, now));
}
