import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { ApplyMatchesResponse } from '@vendoc/contract/matches';
import { decimal, toFixed } from '@vendoc/money/decimal';
import { Link } from 'react-router';
import { useMatchingTranslation } from '../matching-i18n';
import { formatCurrency, formatPercent } from '../../../../lib/format/decimal-format';

export interface ApplySummaryDialogProps {
  readonly result: ApplyMatchesResponse;
  /** The BoQ's currency and VAT rate (the totals name the rate per part when the BoQ has several). */
  readonly currency: string;
  readonly vatPercent: string;
  /** The project's positions page, showing this BoQ. */
  readonly positionsLink: string;
  readonly onClose: () => void;
}

function Amount({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 3, py: 0.5 }}>
      <Typography component="dt" variant="body2" color={strong ? 'text.primary' : 'text.secondary'}>
        {label}
      </Typography>
      <Typography
        component="dd"
        sx={{
          m: 0,
          fontVariantNumeric: 'tabular-nums',
          fontWeight: strong ? 700 : 500,
          whiteSpace: 'nowrap',
        }}
      >
        {value}
      </Typography>
    </Box>
  );
}

/** What applying the prices did: prices set, items left out with the reason, and the BoQ's new totals. */
export function ApplySummaryDialog({
  result,
  currency,
  vatPercent,
  positionsLink,
  onClose,
}: ApplySummaryDialogProps) {
  const { t } = useMatchingTranslation();
  const { totals, skipped } = result;
  const money = (value: string) => formatCurrency(value, currency);
  const vatParts =
    totals.vatParts.length > 0 ? totals.vatParts : [{ vatPercent, net: totals.net, vat: totals.vat }];
  const id = useId();
  const titleId = `${id}-title`;
  const skippedId = `${id}-skipped`;
  const totalsId = `${id}-totals`;
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('apply.summaryTitle')}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Typography role="status">{t('apply.updated', { count: result.updated })}</Typography>
        {skipped.length > 0 ? (
          <Box component="section" aria-labelledby={skippedId}>
            <Typography id={skippedId} variant="subtitle2" color="warning.main">
              {t('apply.skipped', { count: skipped.length })}
            </Typography>
            <Box
              component="ul"
              sx={{
                m: 0,
                mt: 0.5,
                pl: 0,
                listStyle: 'none',
                maxHeight: 180,
                overflowY: 'auto',
                fontSize: 14,
              }}
            >
              {skipped.map((entry) => (
                <Box component="li" key={entry.nodeId} sx={{ display: 'flex', gap: 1.5, py: 0.25 }}>
                  <Box
                    component="span"
                    sx={{ flex: '0 0 96px', fontVariantNumeric: 'tabular-nums', fontWeight: 500 }}
                  >
                    {entry.oz}
                  </Box>
                  <Box component="span" sx={{ color: 'text.secondary' }}>
                    {entry.reason}
                  </Box>
                </Box>
              ))}
            </Box>
          </Box>
        ) : null}
        <Box component="section" aria-labelledby={totalsId}>
          <Typography id={totalsId} variant="subtitle2">
            {t('apply.totalsTitle')}
          </Typography>
          <Box component="dl" aria-labelledby={totalsId} sx={{ m: 0, maxWidth: 360 }}>
            {totals.discountPercent !== null ? (
              <>
                <Amount label={t('apply.total')} value={money(totals.total)} />
                <Amount
                  label={t('apply.discount', { percent: formatPercent(totals.discountPercent) })}
                  value={money(toFixed(decimal(totals.net).minus(totals.total), 2))}
                />
              </>
            ) : null}
            <Amount label={t('apply.net')} value={money(totals.net)} />
            {vatParts.map((part) => (
              <Amount
                key={part.vatPercent}
                label={t('apply.vat', { percent: formatPercent(part.vatPercent) })}
                value={money(part.vat)}
              />
            ))}
            <Amount label={t('apply.gross')} value={money(totals.gross)} strong />
          </Box>
          {totals.unpricedItems > 0 ? (
            <Typography variant="body2" color="warning.main" sx={{ mt: 1 }}>
              {t('apply.unpriced', { count: totals.unpricedItems })}
            </Typography>
          ) : null}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('actions.close')}</Button>
        <Button variant="contained" component={Link} to={positionsLink}>
          {t('apply.toPositions')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
