import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {
  isInvoiceKind,
  ORDER_DOCUMENT_KIND_LABELS,
  type OrderDocument,
} from '@vendoc/contract/order-documents';
import { useState } from 'react';
import { ConfirmDialog } from '../../../../components/dialogs/ConfirmDialog';
import { useOrderDocumentsTranslation } from '../../order-documents-i18n';
import type { useDocumentActions } from '../hooks/use-document-actions';
import { CancelDialog, ReminderDialog } from './cancel-dialogs';
import { SendDialog } from './send-dialog';

type Dialog = 'issue' | 'send' | 'cancel' | 'remind' | 'delete' | null;

export interface DocumentActionsProps {
  document: OrderDocument;
  actions: ReturnType<typeof useDocumentActions>;
  canWrite: boolean;
  /** The reasons the last issue was refused for. */
  onRefused(reasons: string[]): void;
}

/** The buttons of the document's state: preview and issue a draft; send, cancel, remind, download an issued one. */
export function DocumentActions({ document, actions, canWrite, onRefused }: DocumentActionsProps) {
  const { t } = useOrderDocumentsTranslation();
  const [dialog, setDialog] = useState<Dialog>(null);
  const draft = document.status === 'draft';
  const invoice = isInvoiceKind(document.kind);
  const live = document.status === 'issued' || document.status === 'sent';
  // Invoices are reversed by a cancellation invoice; an offer is withdrawn.
  const reversible = ((invoice && document.kind !== 'cancellation') || document.kind === 'offer') && live;
  const remindable = invoice && live && document.paymentStatus !== 'paid' && document.kind !== 'credit_note';

  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      {draft ? (
        <Button variant="outlined" onClick={() => void actions.preview()}>
          {t('actions.preview')}
        </Button>
      ) : (
        <Button variant="outlined" onClick={() => void actions.downloadPdf().catch(() => undefined)}>
          {t('actions.pdf')}
        </Button>
      )}
      {!draft && invoice ? (
        <Button variant="outlined" onClick={() => void actions.downloadEInvoice().catch(() => undefined)}>
          {t('actions.eInvoice')}
        </Button>
      ) : null}
      {canWrite && draft ? (
        <Button variant="contained" onClick={() => setDialog('issue')}>
          {t('actions.issue')}
        </Button>
      ) : null}
      {canWrite && draft ? (
        <Button variant="outlined" color="error" onClick={() => setDialog('delete')}>
          {t('actions.delete')}
        </Button>
      ) : null}
      {canWrite && live ? (
        <Button variant="outlined" onClick={() => setDialog('send')}>
          {t('send.action')}
        </Button>
      ) : null}
      {canWrite && document.status === 'issued' ? (
        <Button variant="outlined" onClick={() => void actions.markSent().catch(() => undefined)}>
          {t('actions.markSent')}
        </Button>
      ) : null}
      {canWrite && remindable ? (
        <Button variant="outlined" onClick={() => setDialog('remind')}>
          {t('actions.remind')}
        </Button>
      ) : null}
      {canWrite && reversible ? (
        <Button variant="outlined" color="error" onClick={() => setDialog('cancel')}>
          {t('actions.cancel')}
        </Button>
      ) : null}
      {dialog === 'issue' ? (
        <ConfirmDialog
          title={t('issue.title')}
          text={t('issue.text')}
          confirmLabel={t('issue.confirm')}
          onConfirm={() => actions.issue().then(onRefused)}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog === 'delete' ? (
        <ConfirmDialog
          title={t('deleteDialog.title')}
          text={t('deleteDialog.text')}
          confirmLabel={t('deleteDialog.confirm')}
          onConfirm={actions.remove}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog === 'send' ? (
        <SendDialog
          to={document.recipient.email}
          subject={`${ORDER_DOCUMENT_KIND_LABELS[document.kind]} ${document.number ?? ''}`.trim()}
          onSend={actions.sendMail}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog === 'cancel' ? (
        <CancelDialog onSubmit={actions.cancel} onClose={() => setDialog(null)} />
      ) : null}
      {dialog === 'remind' ? (
        <ReminderDialog onSubmit={actions.remind} onClose={() => setDialog(null)} />
      ) : null}
    </Box>
  );
}

/** Why the last issue was refused: the reasons the server gave, in German. */
export function RefusedAlert({ reasons }: { reasons: readonly string[] }) {
  const { t } = useOrderDocumentsTranslation();
  if (reasons.length === 0) return null;
  return (
    <Alert severity="error" role="alert">
      {t('issue.refused')}
      <Box component="ul" sx={{ m: 0, pl: 3 }}>
        {reasons.map((reason) => (
          <li key={reason}>{reason}</li>
        ))}
      </Box>
    </Alert>
  );
}
