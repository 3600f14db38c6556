import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import {
  ORDER_DOCUMENT_STATUS_LABELS,
  type OrderDocumentStatus,
  type PaymentStatus,
} from '@vendoc/contract/order-documents';
import { useOrderDocumentsTranslation } from '../order-documents-i18n';

const STATUS_COLORS = {
  draft: 'default',
  issued: 'primary',
  sent: 'info',
  cancelled: 'default',
} as const;

const PAYMENT_COLORS = {
  open: 'warning',
  partially_paid: 'warning',
  paid: 'success',
  overdue: 'error',
} as const;

/** A document's status, and for issued invoices its payment status (overdue in red). */
export function DocumentStatusChip({
  status,
  paymentStatus,
}: {
  status: OrderDocumentStatus;
  paymentStatus: PaymentStatus | null;
}) {
  const { t } = useOrderDocumentsTranslation();
  const showPayment = paymentStatus !== null && status !== 'draft' && status !== 'cancelled';
  return (
    <Stack direction="row" sx={{ gap: 0.5, whiteSpace: 'nowrap' }}>
      <Chip
        size="small"
        label={ORDER_DOCUMENT_STATUS_LABELS[status]}
        color={STATUS_COLORS[status]}
        variant={status === 'cancelled' ? 'outlined' : 'filled'}
      />
      {showPayment ? (
        <Chip size="small" label={t(`payment.${paymentStatus}`)} color={PAYMENT_COLORS[paymentStatus]} />
      ) : null}
    </Stack>
  );
}
