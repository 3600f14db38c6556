import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ArticlePrice } from '@vendoc/contract/service-catalogs';
import { formatDate, formatDateTime } from '../../../../lib/format/format';
import { Badge } from '../../../../components/badge/badge';
import { useServiceCatalogsTranslation } from '../../catalogs/service-catalogs-i18n';
import { formatPrice } from '../model/article-prices';

/** Today as yyyy-mm-dd in the user's time zone (the valid-from dates are calendar dates). */
function today(): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * The article's prices over time, newest first as the server sends them: valid from, purchase and list price,
 * where the price came from and when it was recorded; a price dated in the future is marked as scheduled.
 */
export function PriceHistory({ prices, priceUnit }: { prices: readonly ArticlePrice[]; priceUnit: string }) {
  const { t } = useServiceCatalogsTranslation();
  if (prices.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 2 }} role="status">
        {t('priceHistory.empty')}
      </Typography>
    );
  }
  const now = today();
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('priceHistory.perPriceUnit', { priceUnit })}
      </Typography>
      <Table size="small" aria-label={t('priceHistory.label')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('priceHistory.validFrom')}</TableCell>
            <TableCell align="right">{t('priceHistory.purchasePrice')}</TableCell>
            <TableCell align="right">{t('priceHistory.listPrice')}</TableCell>
            <TableCell>{t('priceHistory.source')}</TableCell>
            <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
              {t('priceHistory.recorded')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {prices.map((price) => (
            <TableRow key={price.id}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {formatDate(`${price.validFrom}T00:00:00`)}
                {price.validFrom > now ? (
                  <Box component="span" sx={{ ml: 1 }}>
                    <Badge>{t('priceHistory.scheduled')}</Badge>
                  </Box>
                ) : null}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                {formatPrice(price.purchasePrice)}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                {formatPrice(price.listPrice)}
              </TableCell>
              <TableCell>{t(`priceHistory.sources.${price.source}`)}</TableCell>
              <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' }, whiteSpace: 'nowrap' }}>
                {formatDateTime(price.createdAt)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
