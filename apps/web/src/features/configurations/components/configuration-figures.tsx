import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { PositionConfiguration } from '@vendoc/contract/service-catalogs';
import {
  formatCurrency,
  formatQuantity,
  formatUnitPrice,
  withCurrency,
} from '../../../lib/format/decimal-format';
import { useConfigurationsTranslation } from '../configurations-i18n';

export interface ConfigurationFiguresProps {
  /** The configured position; null when it cannot be priced. */
  readonly configured: PositionConfiguration | null;
  /** The fields hold a choice the figures are not for (refused or not a number). */
  readonly stale: boolean;
  /** Saving state ("Gespeichert"), announced politely. */
  readonly status: string | null;
}

/** The generated short and long text, quantity, unit price and total, exactly as the server sent them. */
export function ConfigurationFigures({ configured, stale, status }: ConfigurationFiguresProps) {
  const { t } = useConfigurationsTranslation();
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={t('screen.figures')}
      sx={{ p: 2, display: 'grid', gap: 2, position: { md: 'sticky' }, top: { md: 16 } }}
    >
      {configured ? (
        <>
          <Box>
            <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
              {t('screen.text')}
            </Typography>
            <Typography
              sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
              data-testid="configuration-short-text"
            >
              {configured.shortText}
            </Typography>
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere', mt: 0.5 }}
              data-testid="configuration-long-text"
            >
              {configured.longText}
            </Typography>
          </Box>
          <Box
            component="dl"
            sx={{
              m: 0,
              display: 'grid',
              gridTemplateColumns: 'auto 1fr',
              columnGap: 2,
              rowGap: 0.75,
              '& dt': { color: 'text.secondary' },
              '& dd': { m: 0, textAlign: 'right', fontVariantNumeric: 'tabular-nums' },
            }}
          >
            <dt>{t('screen.quantity')}</dt>
            <dd data-testid="configuration-quantity">{`${formatQuantity(configured.quantity)} ${configured.unit}`}</dd>
            <dt>{t('screen.unitPrice')}</dt>
            <dd data-testid="configuration-unit-price">
              {withCurrency(formatUnitPrice(configured.unitPrice))}
            </dd>
            <Box component="dt" sx={{ fontWeight: 600, color: 'text.primary !important' }}>
              {t('screen.total')}
            </Box>
            <Box
              component="dd"
              sx={{ fontWeight: 600, fontSize: '1.125rem' }}
              data-testid="configuration-total"
            >
              {formatCurrency(configured.total)}
            </Box>
          </Box>
          {stale ? <Alert severity="warning">{t('screen.previewStale')}</Alert> : null}
        </>
      ) : (
        <Typography color="text.secondary">{t('screen.notPriced')}</Typography>
      )}
      <Typography role="status" variant="body2" color="text.secondary" sx={{ minHeight: '1.5em' }}>
        {status ?? ''}
      </Typography>
    </Paper>
  );
}
