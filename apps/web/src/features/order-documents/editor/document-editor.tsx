import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  ORDER_DOCUMENT_KIND_LABELS,
  type OrderDocument,
  type OrderDocumentTotals,
  type OrderDocumentItem,
} from '@vendoc/contract/order-documents';
import { useDeferredValue, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/page-frame/page-frame';
import { useUnsavedChangesGuard } from '../../../components/row-saving/use-unsaved-changes-guard';
import { formatDate } from '../../../lib/format/format';
import { paths } from '../../../lib/navigation/paths';
import { useDocumentRights } from '../model/document-rights';
import { useOrderDocumentsTranslation } from '../order-documents-i18n';
import { DocumentStatusChip } from '../components/document-status-chip';
import { DocumentActions, RefusedAlert } from './components/document-actions';
import { CatalogPositionButton } from './components/catalog-position-dialog';
import { AuditPanel, ChainPanel, PaymentsPanel } from './components/document-panels';
import { HeaderForm } from './components/header-form';
import { ItemsGrid } from './components/items-grid';
import { PaymentDialog } from './components/payment-dialog';
import { TotalsPanel } from './components/totals-panel';
import { useAutosave, type Autosave } from './hooks/use-autosave';
import { useDocumentActions } from './hooks/use-document-actions';
import { draftFieldsOf, type DraftFields } from './model/draft-fields';
import { liveView } from './model/live-totals';

/** The editor of one order document: a draft is edited and saved by itself; an issued document is read-only. */
export function DocumentEditor({ document }: { document: OrderDocument }) {
  return document.status === 'draft' ? (
    <DraftEditor document={document} />
  ) : (
    <FinalView document={document} />
  );
}

function DraftEditor({ document }: { document: OrderDocument }) {
  const autosave = useAutosave(document);
  // The totals of a long document take tens of milliseconds: they follow the typing at a lower priority, so a
  // keystroke is drawn first and the sums a moment later.
  const typed = useDeferredValue(autosave.fields);
  const view = useMemo(() => liveView(document.kind, typed, document), [document, typed]);
  const guard = useUnsavedChangesGuard(
    autosave.status !== 'saved',
    async () => (await autosave.flush()) !== null,
  );
  return (
    <>
      <EditorFrame
        document={document}
        fields={autosave.fields}
        change={autosave.change}
        items={view.items}
        totals={view.totals}
        autosave={autosave}
      />
      {guard}
    </>
  );
}

function FinalView({ document }: { document: OrderDocument }) {
  const fields = useMemo(() => draftFieldsOf(document), [document]);
  return (
    <EditorFrame
      document={document}
      fields={fields}
      change={() => undefined}
      items={document.items}
      totals={document.totals}
      autosave={null}
    />
  );
}

interface EditorFrameProps {
  document: OrderDocument;
  fields: DraftFields;
  change(update: (fields: DraftFields) => DraftFields): void;
  items: readonly OrderDocumentItem[];
  totals: OrderDocumentTotals;
  /** The draft's saving; null for an issued document (read-only). */
  autosave: Autosave | null;
}

function EditorFrame({ document, fields, change, items, totals, autosave }: EditorFrameProps) {
  const { t } = useOrderDocumentsTranslation();
  const { t: tApp } = useTranslation('app');
  const { canWrite } = useDocumentRights();
  const actions = useDocumentActions(document, autosave);
  const [refused, setRefused] = useState<string[]>([]);
  const [paying, setPaying] = useState(false);
  const focusedRow = useRef<string | null>(null);
  const readOnly = autosave === null || !canWrite;
  const kind = ORDER_DOCUMENT_KIND_LABELS[document.kind];
  const title = document.number
    ? t('editor.numberTitle', { kind, number: document.number })
    : t('editor.draftTitle', { kind });
  const problemAt = (path: string) => autosave?.problems.find((each) => each.path === path)?.message;
  const priced = document.kind !== 'delivery_note';
  const payable = document.paymentStatus !== null && document.status !== 'cancelled';

  return (
    <PageFrame
      title={title}
      breadcrumbs={[
        { label: tApp('routes.home'), to: paths.home() },
        { label: tApp('routes.orderDocuments'), to: paths.orderDocuments() },
        { label: title },
      ]}
      ids={[
        { label: t('columns.client'), value: document.clientName },
        { label: t('columns.project'), value: document.projectName },
      ]}
      actions={
        <DocumentActions document={document} actions={actions} canWrite={canWrite} onRefused={setRefused} />
      }
    >
      <Stack spacing={2}>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          <DocumentStatusChip status={document.status} paymentStatus={document.paymentStatus} />
          {autosave ? (
            <Typography variant="body2" color="text.secondary" role="status">
              {t(`editor.status.${autosave.status}`)}
            </Typography>
          ) : null}
        </Box>
        {document.status === 'cancelled' ? (
          <Alert severity="warning" role="note">
            {t('editor.cancelledBanner')}
          </Alert>
        ) : autosave === null ? (
          <Alert severity="info" role="note">
            {t('editor.finalBanner', { date: formatDate(document.issuedAt ?? document.documentDate) })}
          </Alert>
        ) : null}
        {autosave ? <SaveAlerts autosave={autosave} /> : null}
        <RefusedAlert reasons={refused} />
        <HeaderForm
          kind={document.kind}
          fields={fields}
          change={change}
          readOnly={readOnly}
          problemAt={problemAt}
        />
        {/* The grid's cells carry their row index: a catalog position is inserted below the one last focused. */}
        <Box
          onFocusCapture={(event) => {
            const row = (event.target as HTMLElement).closest<HTMLElement>('[data-row]')?.dataset.row;
            focusedRow.current = row === undefined ? null : (fields.items[Number(row)]?.id ?? null);
          }}
        >
          <ItemsGrid
            rows={fields.items}
            computed={items}
            change={change}
            readOnly={readOnly}
            priced={priced}
            problems={autosave?.problems ?? []}
          />
        </Box>
        {readOnly ? null : (
          <CatalogPositionButton priced={priced} change={change} focusedRowId={() => focusedRow.current} />
        )}
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' } }}>
          <TotalsPanel totals={totals} priced={priced} />
          <Stack spacing={2}>
            {payable ? (
              <PaymentsPanel
                document={document}
                action={
                  canWrite ? (
                    <Button size="small" variant="outlined" onClick={() => setPaying(true)}>
                      {t('payments.record')}
                    </Button>
                  ) : null
                }
              />
            ) : null}
            <ChainPanel document={document} />
            <AuditPanel document={document} />
          </Stack>
        </Box>
      </Stack>
      {paying ? (
        <PaymentDialog
          openAmount={document.openAmount}
          onSubmit={actions.recordPayment}
          onClose={() => setPaying(false)}
        />
      ) : null}
    </PageFrame>
  );
}

/** A refused save: the conflict with its two ways out, or what went wrong with a retry. */
function SaveAlerts({ autosave }: { autosave: Autosave }): ReactNode {
  const { t } = useOrderDocumentsTranslation();
  if (autosave.status === 'conflict') {
    return (
      <Alert
        severity="warning"
        role="alert"
        action={
          <Stack direction="row" spacing={1}>
            <Button color="inherit" size="small" onClick={autosave.reload} sx={{ fontWeight: 600 }}>
              {t('editor.reload')}
            </Button>
            <Button color="inherit" size="small" onClick={autosave.keepMine}>
              {t('editor.keepMine')}
            </Button>
          </Stack>
        }
      >
        {t('editor.conflict')}
      </Alert>
    );
  }
  if (autosave.status !== 'failed') return null;
  const text = autosave.message ?? (autosave.problems.length > 0 ? t('editor.fixFields') : '');
  return (
    <Alert
      severity="error"
      role="alert"
      action={
        <Button color="inherit" size="small" onClick={autosave.retry}>
          {t('editor.retrySave')}
        </Button>
      }
    >
      {t('editor.saveFailed', { message: text })}
    </Alert>
  );
}
