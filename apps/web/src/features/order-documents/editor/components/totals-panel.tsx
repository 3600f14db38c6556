import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { OrderDocumentTotals } from '@vendoc/contract/order-documents';
import { decimal } from '@vendoc/money/decimal';
import { formatCurrency, formatPercent } from '../../../../lib/format/decimal-format';
import { useOrderDocumentsTranslation } from '../../order-documents-i18n';

const isZero = (value: string) => decimal(value).isZero();
const negate = (value: string) => decimal(value).negated().toString();

function Line({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <Box
      role="row"
      sx={{
        display: 'flex',
        justifyContent: 'space-between',
        gap: 2,
        py: 0.25,
        fontWeight: strong ? 600 : 400,
      }}
    >
      <span role="rowheader">{label}</span>
      <Box component="span" role="cell" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
        {formatCurrency(value)}
      </Box>
    </Box>
  );
}

/**
 * The document's totals as computed live from the draft (the same arithmetic as the server's): net, VAT per
 * rate, gross, the earlier invoices a cumulative invoice deducts, retention, amount due, Skonto, §35a labour.
 */
export function TotalsPanel({ totals, priced }: { totals: OrderDocumentTotals; priced: boolean }) {
  const { t } = useOrderDocumentsTranslation();
  if (!priced) return null;
  const adjustment = decimal(totals.adjustment);
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="document-totals-title">
      <Typography id="document-totals-title" component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('totals.section')}
      </Typography>
      <Box role="table" aria-labelledby="document-totals-title">
        <Line label={t('totals.itemsNet')} value={totals.itemsNet} />
        {adjustment.isZero() ? null : (
          <Line
            label={adjustment.isNegative() ? t('totals.discount') : t('totals.markup')}
            value={totals.adjustment}
          />
        )}
        <Line label={t('totals.net')} value={totals.net} strong />
        {totals.vat.map((group) => (
          <Line
            key={group.rate}
            label={t('totals.vat', { rate: formatPercent(group.rate), base: formatCurrency(group.base) })}
            value={group.vat}
          />
        ))}
        <Line label={t('totals.gross')} value={totals.gross} strong />
        {totals.deductions.length > 0 ? (
          <>
            <Divider sx={{ my: 1 }} />
            <Typography variant="subtitle2">{t('totals.deductions')}</Typography>
            {totals.deductions.map((deduction) => (
              <Line key={deduction.documentId} label={deduction.label} value={negate(deduction.gross)} />
            ))}
            <Line label={t('totals.invoiceGross')} value={totals.invoiceGross} strong />
          </>
        ) : null}
        {isZero(totals.retention) ? null : (
          <Line label={t('totals.retention')} value={negate(totals.retention)} />
        )}
        <Divider sx={{ my: 1 }} />
        <Line label={t('totals.amountDue')} value={totals.amountDue} strong />
        {isZero(totals.cashDiscount) ? null : (
          <>
            <Line label={t('totals.cashDiscount')} value={negate(totals.cashDiscount)} />
            <Line label={t('totals.amountDueWithCashDiscount')} value={totals.amountDueWithCashDiscount} />
          </>
        )}
      </Box>
      {isZero(totals.labour.net) ? null : (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {t('totals.labour', {
            net: formatCurrency(totals.labour.net),
            gross: formatCurrency(totals.labour.gross),
          })}
        </Typography>
      )}
      {totals.reverseCharge ? (
        <Alert severity="info" sx={{ mt: 1 }}>
          {t('totals.reverseChargeNote')}
        </Alert>
      ) : null}
    </Paper>
  );
}
