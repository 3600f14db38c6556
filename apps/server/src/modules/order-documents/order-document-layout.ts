import type { OrderDocument } from '@vendoc/contract/order-documents';
import { templateDataOf, templateKindOf } from '@vendoc/order-documents/template-data';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/http-problem';
import type { AuthContext } from '../../plugins/auth';
import { printHeader } from '../company/company.service';
import {
  renderChosenTemplate,
  type RenderDeps,
  type RenderedDocument,
  type SourceDocument,
} from '../document-templates/document-templates.service';
import { findPrintContext } from './order-document-outputs.repository';
import { DOCUMENT_NOT_FOUND, getOrderDocument } from './order-documents.service';

// The printed layout of an order document: the designer template chosen for it (`templateId`, else the company's
// default of its kind) filled with the document's data in the designer catalogue's paths.

/** What a printed order document shows besides its own content: the company, the project, its client, the sender. */
export async function printContextOf(db: Database, auth: AuthContext, documentId: string) {
  const [context, company] = await Promise.all([
    findPrintContext(db, auth.companyId, documentId, auth.userId),
    printHeader(db, auth.companyId),
  ]);
  if (context === null) throw notFound(DOCUMENT_NOT_FOUND);
  return { ...context, company };
}
export type PrintContext = Awaited<ReturnType<typeof printContextOf>>;

const postal = (address: { street: string; postalCode: string; city: string; country: string }) => ({
  street: address.street,
  postalCode: address.postalCode,
  city: address.city,
  country: address.country,
});

/** The company, client, project and sender blocks of every printed document (the designer catalogue's paths). */
function headerBlocks(context: PrintContext, document: OrderDocument) {
  const { company, client, project, sender } = context;
  return {
    company,
    client: {
      number: client.number,
      name: document.recipient.name,
      kind: client.kind,
      salutation: client.salutation ?? '',
      contactPerson: document.recipient.addition,
      phone: client.phone ?? '',
      email: document.recipient.email,
      leitwegId: client.leitwegId ?? '',
      address: postal(document.recipient.address),
    },
    project: {
      number: project.number,
      name: project.name,
      siteAddress: document.siteAddress ? postal(document.siteAddress) : undefined,
      startDate: project.startDate ?? '',
      endDate: project.endDate ?? '',
    },
    sender: { name: sender?.name ?? '', email: sender?.email ?? '', phone: company.phone ?? '' },
  };
}

/** The invoice a cancellation reverses or a reminder reminds of, for the template's reference block. */
function referenceOf(document: OrderDocument) {
  const link = document.chain.find((each) => each.relation === 'predecessor');
  if (link === undefined || link.number === null) return null;
  return document.kind === 'reminder'
    ? {
        number: link.number,
        date: link.documentDate,
        openAmount: document.items.find((item) => item.type === 'position')?.unitPrice ?? '',
      }
    : { number: link.number, date: link.documentDate };
}

/** The template data of the document as it stands (a draft's number is the placeholder "Entwurf"). */
export function layoutDataOf(context: PrintContext, document: OrderDocument): Record<string, unknown> {
  const progressNumber = document.kind === 'progress_invoice' ? document.totals.deductions.length + 1 : null;
  return templateDataOf({
    document,
    header: headerBlocks(context, document),
    progressNumber,
    reference: referenceOf(document),
  });
}

const titleOf = (document: OrderDocument) => `${document.title} ${document.number ?? ''}`.trim();

/**
 * The document's PDF with the layout chosen for it, or the company's default of its kind; a chosen layout deleted
 * meanwhile is a 422 naming `templateId` (see renderChosenTemplate).
 */
export function renderDocumentLayout(
  deps: RenderDeps,
  auth: AuthContext,
  context: PrintContext,
  document: OrderDocument,
): Promise<RenderedDocument> {
  return renderChosenTemplate(
    deps,
    auth.companyId,
    document.templateId,
    templateKindOf(document.kind),
    layoutDataOf(context, document),
    titleOf(document),
  );
}

/**
 * The document as a designer preview's source (POST /document-templates/{id}/preview with
 * `{ type: 'orderDocument', id }`): its data as it would be printed, and the layout kind it is printed with.
 * 404 for another company's document or one the caller may not read.
 */
export async function orderDocumentSource(
  db: Database,
  auth: AuthContext,
  id: string,
  now: Date,
): Promise<SourceDocument> {
  const document = await getOrderDocument(db, auth, id, now);
  const context = await printContextOf(db, auth, id);
  return {
    data: layoutDataOf(context, document),
    title: titleOf(document),
    layoutKind: templateKindOf(document.kind),
  };
}
