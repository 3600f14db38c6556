import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { OrderDocumentList } from '@vendoc/contract/order-document-actions';
import { ORDER_DOCUMENT_STATUS_LABELS } from '@vendoc/contract/order-documents';
import { formatCurrency } from '../../../lib/format/decimal-format';
import { useOrderDocumentsTranslation } from '../order-documents-i18n';

/**
 * The sums of every filtered document per status (count, gross, open amount), above the table. On a phone they
 * are one row that scrolls sideways, so the documents stay in view.
 */
export function StatusSums({ sums }: { sums: OrderDocumentList['sums'] }) {
  const { t } = useOrderDocumentsTranslation();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  if (sums.length === 0) return null;
  return (
    <Box
      component="ul"
      aria-label={t('list.sumsLabel')}
      // a sideways scrolling region must be reachable by keyboard
      tabIndex={phone ? 0 : undefined}
      sx={{
        display: 'flex',
        flexWrap: phone ? 'nowrap' : 'wrap',
        overflowX: phone ? 'auto' : undefined,
        scrollSnapType: phone ? 'x mandatory' : undefined,
        gap: 1.5,
        listStyle: 'none',
        p: 0,
        m: 0,
        mb: 2,
      }}
    >
      {sums.map((sum) => {
        const label = sum.status === 'overdue' ? t('list.overdue') : ORDER_DOCUMENT_STATUS_LABELS[sum.status];
        return (
          <Paper
            component="li"
            key={sum.status}
            variant="outlined"
            aria-label={label}
            sx={{
              px: 2,
              py: 1,
              minWidth: phone ? 150 : 170,
              flexShrink: 0,
              scrollSnapAlign: 'start',
              borderColor: sum.status === 'overdue' ? 'error.main' : undefined,
            }}
          >
            <Typography variant="subtitle2">{label}</Typography>
            <Typography variant="body2">{t('list.sumCount', { count: sum.count })}</Typography>
            <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
              {t('list.sumGross', { amount: formatCurrency(sum.gross) })}
            </Typography>
            <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
              {t('list.sumOpen', { amount: formatCurrency(sum.openAmount) })}
            </Typography>
          </Paper>
        );
      })}
    </Box>
  );
}
