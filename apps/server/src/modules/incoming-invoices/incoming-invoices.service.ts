import {
  INVOICE_TYPE_LABELS,
  type EInvoiceCheck,
  type IncomingInvoice,
} from '@vendoc/contract/incoming-invoices';
import { embeddedInvoiceXml } from '@vendoc/einvoice/factur-x-pdf';
import { readInvoiceXml } from '@vendoc/einvoice/read';
import { unitLabel } from '@vendoc/einvoice/units';
import { unprocessable } from '../../lib/http-problem';
import type { AuthContext } from '../../plugins/auth';
import type { FilesDeps } from '../../plugins/files';
import { readProjectFile } from '../files/files.service';

/** Checks e-invoice XML against the official rules (EN 16931, XRechnung); null when the rules cannot run here. */
export type EInvoiceChecker = (
  xml: string,
  profile: EInvoiceCheck['profile'],
) => Promise<Omit<EInvoiceCheck, 'checkedAt' | 'profile'> | null>;

export const NOT_AN_E_INVOICE =
  'Die Datei ist keine lesbare E-Rechnung (XRechnung in CII oder UBL, oder ein ZUGFeRD-/Factur-X-PDF).';

const PDF_MAGIC = '%PDF-';

/** The verdicts of the files already checked, by content and profile (the content of a file never changes). */
const verdicts = new Map<string, EInvoiceCheck>();
const VERDICTS_KEPT = 500;

async function checked(
  checker: EInvoiceChecker,
  sha256: string,
  xml: string,
  profile: EInvoiceCheck['profile'],
): Promise<EInvoiceCheck | null> {
  const key = `${sha256}:${profile}`;
  const known = verdicts.get(key);
  if (known) return known;
  const result = await checker(xml, profile);
  if (result === null) return null;
  const verdict = { ...result, profile, checkedAt: new Date().toISOString() };
  if (verdicts.size >= VERDICTS_KEPT) verdicts.delete(verdicts.keys().next().value ?? '');
  verdicts.set(key, verdict);
  return verdict;
}

/**
 * A project file read as an incoming e-invoice and checked with the official rules: an XRechnung (its specification
 * id says so) against EN 16931 and the German rules, anything else against EN 16931. A file that is no e-invoice
 * answers 422; a file that breaks the rules is shown with its errors.
 */
export async function readIncomingInvoice(
  deps: Pick<FilesDeps, 'db' | 'storage'>,
  checker: EInvoiceChecker,
  auth: AuthContext,
  fileId: string,
): Promise<IncomingInvoice> {
  const file = await readProjectFile(deps, auth, fileId);
  const isPdf = new TextDecoder().decode(file.bytes.subarray(0, 8)).startsWith(PDF_MAGIC);
  // Whatever a file holds, reading it fails with 422: a supplier's broken file is not a server error.
  const xml = isPdf
    ? await embeddedInvoiceXml(file.bytes).catch(() => null)
    : new TextDecoder().decode(file.bytes);
  if (xml === null) throw unprocessable(NOT_AN_E_INVOICE);
  let invoice;
  try {
    invoice = readInvoiceXml(xml);
  } catch {
    // NotAnEInvoiceError, or a reader error on a file that only looks like one: the supplier's file, not ours
    throw unprocessable(NOT_AN_E_INVOICE);
  }
  const profile = invoice.specification?.toLowerCase().includes('xrechnung') ? 'xrechnung' : 'en16931';
  return {
    ...invoice,
    lines: invoice.lines.map((line) => ({ ...line, unit: line.unitCode ? unitLabel(line.unitCode) : '' })),
    fileId: file.id,
    fileName: file.name,
    container: isPdf ? 'pdf' : 'xml',
    typeLabel: INVOICE_TYPE_LABELS[invoice.typeCode] ?? `Belegart ${invoice.typeCode}`,
    check: await checked(checker, file.sha256, xml, profile),
  };
}
