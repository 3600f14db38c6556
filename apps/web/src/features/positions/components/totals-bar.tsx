import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { BoqTotals } from '@vendoc/contract/boqs';
import { decimal, toFixed } from '@vendoc/money/decimal';
import { formatCurrency, formatPercent } from '../../../lib/format/decimal-format';
import { usePositionsTranslation } from '../positions-i18n';

export interface TotalsBarProps {
  readonly totals: BoqTotals;
  readonly vatPercent: string;
  readonly currency: string;
}

function Amount({
  label,
  value,
  strong,
  testId,
}: {
  label: string;
  value: string;
  strong?: boolean;
  testId?: string;
}) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography component="dt" variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
        {label}
      </Typography>
      <Typography
        component="dd"
        data-testid={testId}
        sx={{
          m: 0,
          fontVariantNumeric: 'tabular-nums',
          fontWeight: strong ? 700 : 500,
          fontSize: strong ? 18 : 16,
          whiteSpace: 'nowrap',
        }}
      >
        {value}
      </Typography>
    </Box>
  );
}

/** Net, VAT (per rate) and gross of the BoQ, exact, in German notation; with discount and unpriced items if any. */
export function TotalsBar({ totals, vatPercent, currency }: TotalsBarProps) {
  const { t } = usePositionsTranslation();
  const euro = (value: string) => formatCurrency(value, currency);
  const parts =
    totals.vatParts.length > 0 ? totals.vatParts : [{ vatPercent, net: totals.net, vat: totals.vat }];
  const discount = totals.discountPercent;
  return (
    <Box
      role="group"
      aria-label={t('totals.label')}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'flex-end',
        columnGap: { xs: 2, sm: 3 },
        rowGap: 1,
      }}
    >
      <Box
        component="dl"
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'flex-end',
          columnGap: 2,
          rowGap: 1,
          m: 0,
        }}
      >
        {discount !== null ? (
          <>
            <Amount label={t('totals.total')} value={euro(totals.total)} />
            <Amount
              label={t('totals.discount', { percent: formatPercent(discount) })}
              value={euro(toFixed(decimal(totals.net).minus(totals.total), 2))}
            />
          </>
        ) : null}
        <Amount label={t('totals.net')} value={euro(totals.net)} testId="boq-net" />
        {parts.map((part) => (
          <Amount
            key={part.vatPercent}
            label={t('totals.vat', { percent: formatPercent(part.vatPercent) })}
            value={euro(part.vat)}
            testId={parts.length === 1 ? 'boq-vat' : undefined}
          />
        ))}
        <Amount label={t('totals.gross')} value={euro(totals.gross)} strong testId="boq-gross" />
      </Box>
      {totals.unpricedItems > 0 ? (
        <Typography variant="body2" color="warning.main" sx={{ alignSelf: 'center' }}>
          {t('totals.unpriced', { count: totals.unpricedItems })}
        </Typography>
      ) : null}
    </Box>
  );
}
