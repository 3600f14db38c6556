import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { mdiHandBackRightOutline } from '@mdi/js';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { MdiIcon } from '../../../../components/mdi-icon/mdi-icon';
import { useCatalogPositionsTranslation } from '../catalog-positions-i18n';
import { formatCurrency } from '../../../../lib/format/decimal-format';
import { readGermanDecimal } from '../../../../lib/format/german-input';
import { OVERRIDE_RULES } from '../model/decimal-rules';
import type { PositionFormValues } from '../model/position-form';
import { DraftField } from './draft-field';

/** The yellow mark of a manually fixed price, used in the list and on the sheet alike. */
export function ManualPriceChip() {
  const { t } = useCatalogPositionsTranslation();
  return (
    <Chip
      size="small"
      color="warning"
      icon={<MdiIcon path={mdiHandBackRightOutline} />}
      label={t('override.flag')}
      sx={{ fontWeight: 600 }}
    />
  );
}

export interface PriceOverrideProps {
  /** The calculated unit price, null while it cannot be computed. */
  readonly calculatedPrice: string | null;
  readonly readOnly: boolean;
}

/**
 * Fixing the unit price by hand. The price that applies is shown with the "Manueller Preis" mark and the
 * calculated price struck through beside it, so nobody mistakes a fixed price for a calculated one.
 */
export function PriceOverride({ calculatedPrice, readOnly }: PriceOverrideProps) {
  const { t } = useCatalogPositionsTranslation();
  const { control } = useFormContext<PositionFormValues>();
  const { field: enabled } = useController({ control, name: 'overrideEnabled' });
  const overrideText = useWatch({ control, name: 'priceOverride' });
  const reading = readGermanDecimal(overrideText, OVERRIDE_RULES);
  const override = enabled.value && reading.ok ? reading.value : null;

  return (
    <Box
      sx={{
        mt: 2,
        p: 1.5,
        border: 1,
        borderRadius: 1,
        borderColor: enabled.value ? 'warning.main' : 'divider',
        bgcolor: (theme) => (enabled.value ? alpha(theme.palette.warning.main, 0.08) : 'transparent'),
      }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 2 }}>
        <FormControlLabel
          control={
            <Switch
              checked={enabled.value}
              onChange={(event) => enabled.onChange(event.target.checked)}
              disabled={readOnly}
            />
          }
          label={t('override.toggle')}
        />
        {enabled.value ? (
          <DraftField
            name="priceOverride"
            label={t('override.field')}
            numeric
            readOnly={readOnly}
            endAdornment={<InputAdornment position="end">€</InputAdornment>}
            sx={{ maxWidth: 200 }}
          />
        ) : null}
      </Box>
      <Box
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mt: 1 }}
        aria-label={t('override.resultLabel')}
        role="group"
      >
        <Typography component="span" sx={{ fontWeight: 600 }}>
          {t('override.applies')}
        </Typography>
        {override !== null ? (
          <>
            <Typography
              component="span"
              sx={{ fontWeight: 700, fontSize: 18, fontVariantNumeric: 'tabular-nums' }}
            >
              {formatCurrency(override)}
            </Typography>
            <ManualPriceChip />
            {calculatedPrice !== null ? (
              <Typography component="span" color="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                {t('override.calculated')} <s>{formatCurrency(calculatedPrice)}</s>
              </Typography>
            ) : null}
          </>
        ) : (
          <Typography
            component="span"
            sx={{ fontWeight: 700, fontSize: 18, fontVariantNumeric: 'tabular-nums' }}
          >
            {calculatedPrice === null ? '–' : formatCurrency(calculatedPrice)}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
