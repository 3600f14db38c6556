import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  ORDER_DOCUMENT_KIND_LABELS,
  ORDER_DOCUMENT_STATUS_LABELS,
  type OrderDocument,
} from '@vendoc/contract/order-documents';
import { INVOICE_TYPE_LABELS } from '@vendoc/contract/incoming-invoices';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { formatCurrency } from '../../../../lib/format/decimal-format';
import { formatDate, formatDateTime } from '../../../../lib/format/format';
import { paths } from '../../../../lib/navigation/paths';
import { useOrderDocumentsTranslation } from '../../order-documents-i18n';

function Panel({
  id,
  title,
  children,
  action,
}: {
  id: string;
  title: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby={id}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
        <Typography id={id} component="h2" variant="h6">
          {title}
        </Typography>
        {action}
      </Box>
      {children}
    </Paper>
  );
}

/** The chain offer -> confirmation -> delivery notes / invoices -> cancellation, each a link. */
export function ChainPanel({ document }: { document: OrderDocument }) {
  const { t } = useOrderDocumentsTranslation();
  return (
    <Panel id="document-chain-title" title={t('chain.section')}>
      {document.chain.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('chain.empty')}
        </Typography>
      ) : (
        <List dense>
          {document.chain.map((link) => (
            <ListItem key={link.id} disableGutters>
              <ListItemText
                primary={
                  <Link component={RouterLink} to={paths.orderDocument(link.id)}>
                    {`${ORDER_DOCUMENT_KIND_LABELS[link.kind]} ${link.number ?? ORDER_DOCUMENT_STATUS_LABELS.draft}`}
                  </Link>
                }
                secondary={`${t(`chain.${link.relation}`)} · ${formatDate(link.documentDate)} · ${ORDER_DOCUMENT_STATUS_LABELS[link.status]}`}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Panel>
  );
}

/**
 * Payments received, with paid and open amount and the due date, and the invoice type code of the e-invoice
 * (UNTDID 1001, fixed when issued); "Zahlung erfassen" as the action.
 */
export function PaymentsPanel({ document, action }: { document: OrderDocument; action?: ReactNode }) {
  const { t } = useOrderDocumentsTranslation();
  return (
    <Panel id="document-payments-title" title={t('payments.section')} action={action}>
      <Typography variant="body2">
        {[
          t('payments.paid', { amount: formatCurrency(document.paidAmount) }),
          t('payments.open', { amount: formatCurrency(document.openAmount) }),
          document.dueDate ? t('payments.due', { date: formatDate(document.dueDate) }) : null,
        ]
          .filter(Boolean)
          .join(' · ')}
      </Typography>
      {document.invoiceTypeCode ? (
        <Typography variant="body2" color="text.secondary">
          {t('payments.typeCode', {
            code: document.invoiceTypeCode,
            label: INVOICE_TYPE_LABELS[document.invoiceTypeCode] ?? '',
          })}
        </Typography>
      ) : null}
      {document.payments.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('payments.empty')}
        </Typography>
      ) : (
        <List dense aria-labelledby="document-payments-title">
          {document.payments.map((payment) => (
            <ListItem key={payment.id} disableGutters>
              <ListItemText
                primary={`${formatDate(payment.date)} · ${formatCurrency(payment.amount)}`}
                secondary={[payment.note, payment.createdBy].filter(Boolean).join(' · ')}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Panel>
  );
}

/** Every state change of the document: who, when, what. */
export function AuditPanel({ document }: { document: OrderDocument }) {
  const { t } = useOrderDocumentsTranslation();
  return (
    <Panel id="document-audit-title" title={t('audit.section')}>
      {document.audit.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('audit.empty')}
        </Typography>
      ) : (
        <List dense aria-labelledby="document-audit-title">
          {document.audit.map((entry, index) => (
            <ListItem key={`${entry.at}-${index}`} disableGutters>
              <ListItemText
                primary={[t(`audit.actions.${entry.action}`, { defaultValue: entry.action }), entry.detail]
                  .filter(Boolean)
                  .join(' – ')}
                secondary={`${formatDateTime(entry.at)} · ${entry.user}`}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Panel>
  );
}
