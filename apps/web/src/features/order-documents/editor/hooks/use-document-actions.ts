import type { OrderDocument } from '@vendoc/contract/order-documents';
import { useNavigate } from 'react-router';
import { useDeleteOrderDocument } from '../../../../entities/order-document/change-order-document';
import {
  cancelOrderDocument,
  createReminder,
  downloadEInvoice,
  downloadOrderDocumentPdf,
  fetchOrderDocumentPdf,
  issueOrderDocument,
  recordPayment,
  sendOrderDocument,
  useDocumentAction,
} from '../../../../entities/order-document/order-document-actions';
import { isReportedByHttpLayer, problemMessage } from '../../../../lib/http/api-problems';
import { paths } from '../../../../lib/navigation/paths';
import { toast } from '../../../../lib/toast/toast-service';
import { useOrderDocumentsTranslation } from '../../order-documents-i18n';
import type { Autosave } from './use-autosave';
import { fieldProblemsOf } from '../model/server-errors';

/** Tells the user about a failure the HTTP layer has not reported yet, and passes it on. */
function reportFailure(title: string) {
  return (error: unknown): never => {
    if (!isReportedByHttpLayer(error)) toast.error(title, problemMessage(error));
    throw error;
  };
}

/**
 * The editor's lifecycle actions. A draft is saved before it is previewed or issued (the server works on what is
 * stored); a refused issue puts the reasons (e.g. e-invoice rules) at the fields they concern.
 */
export function useDocumentActions(document: OrderDocument, autosave: Autosave | null) {
  const { t } = useOrderDocumentsTranslation();
  const navigate = useNavigate();
  const issue = useDocumentAction(document.id, issueOrderDocument);
  const send = useDocumentAction(document.id, sendOrderDocument);
  const pay = useDocumentAction(document.id, recordPayment);
  const cancel = useDocumentAction(document.id, cancelOrderDocument);
  const remind = useDocumentAction(document.id, createReminder);
  const remove = useDeleteOrderDocument();
  const failed = reportFailure(t('actions.failed'));
  const savedVersion = async () => (autosave ? autosave.flush() : document.version);

  return {
    /** Issues the draft; resolves with the reasons it was refused for (empty when issued). */
    async issue(): Promise<string[]> {
      const version = await savedVersion();
      if (version === null) return [t('editor.fixFields')];
      try {
        await issue.mutateAsync({ version });
        toast.success(t('actions.issued'));
        return [];
      } catch (error) {
        const problems = fieldProblemsOf(error);
        if (problems.length === 0) {
          if (!isReportedByHttpLayer(error)) toast.error(t('actions.failed'), problemMessage(error));
          return [];
        }
        autosave?.setProblems(problems.filter((each) => each.path !== ''));
        return problems.map((each) => each.message);
      }
    },
    markSent: () =>
      send
        .mutateAsync({ version: document.version, mode: 'mark' })
        .then(() => toast.success(t('actions.sent')))
        .catch(failed),
    /** Mails the issued document; failures (no SMTP: 409, refused: 502) reach the dialog. */
    sendMail: (mail: { to: string; subject: string; message: string }) =>
      send
        .mutateAsync({ version: document.version, mode: 'email', ...mail })
        .then(() => toast.success(t('send.sent'))),
    recordPayment: (payment: { date: string; amount: string; note: string }) => pay.mutateAsync(payment),
    cancel: (reason: string) =>
      cancel
        .mutateAsync({ version: document.version, reason })
        .then((result) => {
          if (result.id !== document.id) void navigate(paths.orderDocument(result.id));
        })
        .catch(failed),
    remind: (level: number) =>
      remind
        .mutateAsync({ level })
        .then((reminder) => void navigate(paths.orderDocument(reminder.id)))
        .catch(failed),
    /** Deletes the draft (as last saved) and goes to the documents list. */
    async remove() {
      const version = await savedVersion();
      if (version === null) throw new Error(t('editor.fixFields'));
      await remove.mutateAsync({ id: document.id, version }).catch(failed);
      void navigate(paths.orderDocuments(), { replace: true });
    },
    /** Opens the PDF (the draft's preview) in a new tab, opened in the click so popup blockers allow it. */
    async preview() {
      const tab = window.open('', '_blank');
      try {
        if ((await savedVersion()) === null) return tab?.close();
        const url = URL.createObjectURL(await fetchOrderDocumentPdf(document.id));
        if (tab && !tab.closed) tab.location.href = url;
        else window.location.assign(url);
      } catch (error) {
        tab?.close();
        if (!isReportedByHttpLayer(error)) toast.error(t('actions.previewFailed'), problemMessage(error));
      }
    },
    downloadPdf: () =>
      downloadOrderDocumentPdf(document.id, `${document.number ?? 'Entwurf'}.pdf`).catch(failed),
    downloadEInvoice: () =>
      downloadEInvoice(document.id, `${document.number ?? 'Entwurf'}.xml`).catch(failed),
  };
}
