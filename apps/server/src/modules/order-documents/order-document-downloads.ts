import { isInvoiceKind } from '@vendoc/contract/order-documents';
import { conflict, notFound } from '../../lib/http-problem';
import type { AuthContext } from '../../plugins/auth';
import { renderOutputs, type OutputDeps } from './order-document-outputs';
import { findDocument, listOutputs } from './order-documents.repository';
import { DOCUMENT_NOT_FOUND, getOrderDocument, visibleTo } from './order-documents.service';

/** A download: the stored output of an issued document, or the PDF of a draft rendered now (never stored). */
export type DocumentDownload =
  | {
      stored: true;
      sha256: string;
      contentType: string;
      fileName: string;
      issuedAt: Date;
    }
  | { stored: false; bytes: Uint8Array; fileName: string };

async function issuedOrDraft(deps: OutputDeps, auth: AuthContext, id: string) {
  const found = await findDocument(deps.db, auth.companyId, id);
  if (found === null || !visibleTo(auth, found.document.kind)) throw notFound(DOCUMENT_NOT_FOUND);
  return found.document;
}

/** GET …/pdf: the stored PDF of an issued document (the ZUGFeRD PDF of an invoice), a draft's rendered now. */
export async function documentPdf(
  deps: OutputDeps,
  auth: AuthContext,
  id: string,
  now: Date,
): Promise<DocumentDownload> {
  const row = await issuedOrDraft(deps, auth, id);
  if (row.status === 'draft') {
    const document = await getOrderDocument(deps.db, auth, id, now);
    const [pdf] = await renderOutputs(deps, auth, document, false);
    if (pdf === undefined) throw new Error('rendering gave no PDF');
    return { stored: false, bytes: pdf.bytes, fileName: pdf.fileName };
  }
  const output = (await listOutputs(deps.db, id)).find((each) => each.kind === 'pdf');
  if (output === undefined) throw notFound('Das PDF des Belegs fehlt.');
  return { stored: true, ...output, issuedAt: row.issuedAt ?? row.updatedAt };
}

/** GET …/e-invoice: the stored e-invoice of an issued invoice (XRechnung XML, or the ZUGFeRD PDF). */
export async function documentEInvoice(
  deps: OutputDeps,
  auth: AuthContext,
  id: string,
): Promise<DocumentDownload> {
  const row = await issuedOrDraft(deps, auth, id);
  if (!isInvoiceKind(row.kind))
    throw conflict('Nur Rechnungen, Gutschriften und Stornorechnungen haben eine E-Rechnung.');
  if (row.status === 'draft') throw conflict('Die E-Rechnung entsteht beim Festschreiben.');
  const wanted = row.eInvoiceFormat === 'zugferd' ? 'pdf' : row.eInvoiceFormat;
  const output = (await listOutputs(deps.db, id)).find((each) => each.kind === wanted);
  if (output === undefined) throw notFound('Die E-Rechnung des Belegs fehlt.');
  return { stored: true, ...output, issuedAt: row.issuedAt ?? row.updatedAt };
}
