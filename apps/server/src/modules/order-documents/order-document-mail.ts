import type { z } from 'zod';
import type { sendRequestSchema } from '@vendoc/contract/order-document-actions';
import { ORDER_DOCUMENT_KIND_LABELS } from '@vendoc/contract/order-documents';
import type { Database } from '../../db/client';
import { conflict, HttpProblem, validationProblem } from '../../lib/http-problem';
import { MailDeliveryError, type Mailer } from '../../lib/mailer';
import type { AuthContext } from '../../plugins/auth';
import type { FileStorage } from '../../storage/file-storage';
import { readBlob } from '../../storage/read-blob';
import { germanDate } from './order-document-figures';
import { findCompany, listOutputs, type DocumentRow } from './order-documents.repository';
import { findPrintContext } from './order-document-outputs.repository';

type SendInput = z.output<typeof sendRequestSchema>;

export interface MailDeps {
  db: Database;
  storage: FileStorage;
  mailer: Mailer | null;
}

const NO_MAIL =
  'Kein E-Mail-Versand eingerichtet: bitte das PDF herunterladen, selbst versenden und als versendet markieren.';

/** The text of the mail when the user wrote none. */
function defaultText(document: DocumentRow, label: string, senderName: string, companyName: string) {
  return [
    'Sehr geehrte Damen und Herren,',
    '',
    `anbei erhalten Sie unsere ${label} ${document.number ?? ''} vom ${germanDate(document.documentDate)}.`,
    '',
    'Mit freundlichen Grüßen',
    senderName,
    companyName,
  ].join('\n');
}

/**
 * Mails an issued document with its stored outputs (the PDF, and the XML of an XRechnung) from the company's
 * address, replies to the user who sends. Inside the caller's transaction, with the document locked: a refused
 * mail leaves it unsent (502), and nothing is marked sent that did not go out.
 */
export async function mailDocument(
  tx: Database,
  deps: MailDeps,
  auth: AuthContext,
  document: DocumentRow,
  input: SendInput,
): Promise<string> {
  if (deps.mailer === null) throw conflict(NO_MAIL);
  const to = input.to ?? document.recipient.email;
  if (to === '') throw validationProblem([{ path: 'to', message: 'E-Mail-Adresse des Empfängers fehlt' }]);
  const company = await findCompany(tx, auth.companyId);
  if (company.email === null || company.email === '')
    throw conflict('Die E-Mail-Adresse der Firma fehlt (Firmeneinstellungen): sie ist der Absender.');
  const context = await findPrintContext(tx, auth.companyId, document.id, auth.userId);
  const label = ORDER_DOCUMENT_KIND_LABELS[document.kind];
  const outputs = await listOutputs(tx, document.id);
  const attachments = await Promise.all(
    outputs.map(async (output) => ({
      fileName: output.fileName,
      contentType: output.contentType,
      content: await readBlob(deps.storage, output.sha256),
    })),
  );
  const senderName = context?.sender?.name ?? '';
  const senderEmail = context?.sender?.email ?? null;
  try {
    await deps.mailer.send({
      from: { name: company.name, address: company.email },
      to,
      ...(senderEmail ? { replyTo: senderEmail } : {}),
      subject: input.subject ?? `${label} ${document.number ?? ''}`.trim(),
      text: input.message ?? defaultText(document, label, senderName, company.name),
      attachments,
    });
  } catch (error) {
    if (!(error instanceof MailDeliveryError)) throw error;
    throw new HttpProblem({
      status: 502,
      type: 'mail-delivery',
      title: 'Bad Gateway',
      detail: 'Der E-Mail-Server hat die Nachricht nicht angenommen. Bitte später erneut versuchen.',
    });
  }
  return to;
}
