import { Readable } from 'node:stream';
import { isInvoiceKind, type OrderDocument } from '@vendoc/contract/order-documents';
import { decimal, toFixed } from '@vendoc/money/decimal';
import { EInvoiceModelError, type InvoiceModel } from '@vendoc/einvoice/model';
import type { ValidationProfile } from '@vendoc/einvoice-rules/validate';
import { embeddedInvoiceXml } from '@vendoc/einvoice/factur-x-pdf';
import { toFacturXPdf, toXRechnungCii, toXRechnungUbl } from '@vendoc/einvoice/write';
import {
  eInvoiceProblems,
  invoiceModelOf,
  type InvoiceSource,
} from '@vendoc/order-documents/e-invoice-model';
import type { Database } from '../../db/client';
import { unprocessable } from '../../lib/http-problem';
import type { OfficialRules } from '../../lib/official-rules';
import type { AuthContext } from '../../plugins/auth';
import { claimBlobs } from '../../storage/blob-references';
import type { FileStorage } from '../../storage/file-storage';
import { printContextOf, renderDocumentLayout, type PrintContext } from './order-document-layout';
import { findReferences } from './order-document-outputs.repository';
import { insertOutputs } from './order-documents.repository';

// The outputs of a document: its PDF (the layout chosen for it, else the company's default of the kind) and, for invoices, the e-invoice
// (ZUGFeRD: the PDF with the CII embedded; XRechnung: CII or UBL XML beside the PDF).

export interface OutputDeps {
  db: Database;
  storage: FileStorage;
  rules: OfficialRules;
}

export interface RenderedOutput {
  kind: 'pdf' | 'xrechnung_cii' | 'xrechnung_ubl';
  fileName: string;
  contentType: string;
  bytes: Uint8Array;
}

/**
 * A cancellation as its e-invoice states it: a credit note with the cancelled invoice's amounts positive
 * (`invoiceModelOf` turns the negated quantities back), so the earlier invoices a cumulative invoice deducted are
 * deducted positive too, and the credit note's amount is what the cancelled invoice charged.
 */
function asCreditNote(document: OrderDocument): OrderDocument {
  const positive = (value: string) => toFixed(decimal(value).negated(), 2);
  const deductions = document.totals.deductions.map((deduction) => ({
    ...deduction,
    net: positive(deduction.net),
    vat: positive(deduction.vat),
    gross: positive(deduction.gross),
  }));
  return { ...document, totals: { ...document.totals, deductions } };
}

/** The e-invoice source of an invoice document (seller from the company settings). */
async function invoiceSource(
  db: Database,
  auth: AuthContext,
  context: PrintContext,
  document: OrderDocument,
): Promise<InvoiceSource> {
  const { company } = context;
  const linked = document.chain.filter((link) => link.relation === 'predecessor').map((link) => link.id);
  const references = await findReferences(db, auth.companyId, [
    ...document.totals.deductions.map((deduction) => deduction.documentId),
    ...linked,
  ]);
  const corrected = document.kind === 'cancellation' ? linked[0] : undefined;
  return {
    document: document.kind === 'cancellation' ? asCreditNote(document) : document,
    seller: {
      name: company.name,
      address: company.address,
      phone: company.phone,
      email: company.email,
      vatId: company.vatId,
      taxNumber: company.taxNumber,
      iban: company.iban,
      bic: company.bic,
      bankName: company.bankName,
      contactName: context.sender?.name ?? null,
    },
    client: { number: context.client.number, kind: context.client.kind, leitwegId: context.client.leitwegId },
    references,
    corrects: corrected === undefined ? null : (references.get(corrected) ?? null),
  };
}

/**
 * The official rules (EN 16931, and XRechnung's for XRechnung) on the e-invoice about to be stored, without Java and
 * off the event loop:
 * an invoice whose e-invoice fails them is not issued (422 listing the failed rules).
 */
async function checkRules(rules: OfficialRules, xml: string, profile: ValidationProfile): Promise<void> {
  const result = await rules.check(xml, profile);
  if (result.valid) return;
  throw unprocessable(
    'Die E-Rechnung verstößt gegen die offiziellen Regeln; der Beleg wurde nicht festgeschrieben.',
    result.errors
      .slice(0, 50)
      .map((error) => ({ path: 'eInvoice', message: `${error.rule}: ${error.message}` })),
  );
}

const baseName = (document: OrderDocument) =>
  (document.number ?? `Entwurf ${document.title}`).replace(/[:*?"<>|/\\]+/g, '_').slice(0, 150);

/**
 * Renders the document's PDF and, with `eInvoice` for invoice kinds, its e-invoice. An invoice whose e-invoice
 * would be invalid is refused with 422 naming the fields in German (nothing is issued).
 */
export async function renderOutputs(
  deps: OutputDeps,
  auth: AuthContext,
  document: OrderDocument,
  eInvoice: boolean,
): Promise<RenderedOutput[]> {
  const context = await printContextOf(deps.db, auth, document.id);
  const source =
    eInvoice && isInvoiceKind(document.kind) ? await invoiceSource(deps.db, auth, context, document) : null;
  if (source !== null) {
    const problems = eInvoiceProblems(source);
    if (problems.length > 0)
      throw unprocessable(
        'Die E-Rechnung wäre ungültig: bitte die markierten Angaben ergänzen.',
        problems.map((problem) => ({ path: problem.field, message: problem.message })),
      );
  }
  const rendered = await renderDocumentLayout(deps, auth, context, document);
  const name = baseName(document);
  if (source === null)
    return [{ kind: 'pdf', fileName: `${name}.pdf`, contentType: 'application/pdf', bytes: rendered.pdf }];
  try {
    return await eInvoiceOutputs(deps.rules, document, invoiceModelOf(source), rendered.pdf, name);
  } catch (error) {
    // A rule the e-invoice writer checks itself and the German checks above did not foresee: the user's data, a 422.
    if (error instanceof EInvoiceModelError)
      throw unprocessable('Die E-Rechnung wäre ungültig; der Beleg wurde nicht festgeschrieben.', [
        { path: `eInvoice.${error.path}`, message: `${error.rule}: ${error.message}` },
      ]);
    throw error;
  }
}

async function eInvoiceOutputs(
  rules: OfficialRules,
  document: OrderDocument,
  model: InvoiceModel,
  pdf: Uint8Array,
  name: string,
): Promise<RenderedOutput[]> {
  const rendered = { pdf };
  if (document.eInvoiceFormat === 'zugferd') {
    const pdf = await toFacturXPdf(model, rendered.pdf);
    await checkRules(rules, (await embeddedInvoiceXml(pdf)) ?? '', 'en16931');
    return [{ kind: 'pdf', fileName: `${name}.pdf`, contentType: 'application/pdf', bytes: pdf }];
  }
  const xml =
    document.eInvoiceFormat === 'xrechnung_cii' ? await toXRechnungCii(model) : await toXRechnungUbl(model);
  await checkRules(rules, xml, 'xrechnung');
  return [
    { kind: 'pdf', fileName: `${name}.pdf`, contentType: 'application/pdf', bytes: rendered.pdf },
    {
      kind: document.eInvoiceFormat,
      fileName: `${name}.xml`,
      contentType: 'application/xml',
      bytes: Buffer.from(xml, 'utf8'),
    },
  ];
}

/** Stores the outputs' bytes (content-addressed) and records them with their SHA-256, in the caller's transaction. */
export async function storeOutputs(
  tx: Database,
  storage: FileStorage,
  documentId: string,
  outputs: readonly RenderedOutput[],
): Promise<void> {
  const stored = [];
  for (const output of outputs) {
    const blob = await storage.put(Readable.from([Buffer.from(output.bytes)]), {
      maxBytes: Number.MAX_SAFE_INTEGER,
    });
    stored.push({ ...output, sha256: blob.sha256, size: blob.size });
  }
  await claimBlobs(
    tx,
    storage,
    stored.map((output) => output.sha256),
  );
  await insertOutputs(
    tx,
    stored.map((output) => ({
      documentId,
      kind: output.kind,
      fileName: output.fileName,
      contentType: output.contentType,
      sha256: output.sha256,
      size: output.size,
    })),
  );
}
