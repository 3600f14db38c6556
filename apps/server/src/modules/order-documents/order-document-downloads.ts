import { isInvoiceKind, type OrderDocumentKind } from '@vendoc/contract/order-documents';
import { gaebOfDocument } from '@vendoc/order-documents/gaeb-export';
import { conflict, notFound } from '../../lib/http-problem';
import type { AuthContext } from '../../plugins/auth';
import { renderOutputs, type OutputDeps } from './order-document-outputs';
import { findReferences } from './order-document-outputs.repository';
import { findCompany, findDocument, listOutputs } from './order-documents.repository';
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
  if (found === null || !(await visibleTo(deps.db, auth, found.document))) throw notFound(DOCUMENT_NOT_FOUND);
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

/**
 * GET …/gaeb: an offer as GAEB X84, an invoice as X89 (valid against the 3.3 XSD), written now from the document's
 * figures (not stored: it is an exchange format beside the PDF and the e-invoice). 409 for other kinds.
 */
export async function documentGaeb(
  deps: OutputDeps,
  auth: AuthContext,
  id: string,
  now: Date,
): Promise<{ xml: string; fileName: string; warnings: string[] }> {
  const row = await issuedOrDraft(deps, auth, id);
  const phase = row.kind === 'offer' ? 84 : INVOICE_PHASE_KINDS.includes(row.kind) ? 89 : null;
  if (phase === null) throw conflict('GAEB gibt es für Angebote (X84) und Rechnungen (X89).');
  const document = await getOrderDocument(deps.db, auth, id, now);
  const company = await findCompany(deps.db, auth.companyId);
  const references = await findReferences(
    deps.db,
    auth.companyId,
    document.totals.deductions.map((deduction) => deduction.documentId),
  );
  const written = gaebOfDocument(
    {
      document,
      company: {
        name: company.name,
        address: {
          street: company.street,
          postalCode: company.postalCode,
          city: company.city,
          country: company.country,
        },
        phone: company.phone,
        email: company.email,
        vatId: company.vatId,
        taxNumber: company.taxNumber,
      },
      references,
      now,
    },
    phase,
  );
  const base = (document.number ?? `Entwurf ${document.title}`).replace(/[:*?"<>|/\\]+/g, '_').slice(0, 150);
  return { xml: written.xml, fileName: `${base}.x${phase}`, warnings: written.warnings };
}

const INVOICE_PHASE_KINDS: readonly OrderDocumentKind[] = [
  'invoice',
  'progress_invoice',
  'partial_final_invoice',
  'final_invoice',
  'credit_note',
];
