import Box from '@mui/material/Box';
import { BreakableNumber } from '../../../../components/figures/breakable-number';
import { formatQuantity } from '@vendoc/quantity-survey/format';
import type { LineResult, Marker } from '@vendoc/quantity-survey/model';
import { useSurveyEditorTranslation } from '../quantity-survey-editor-i18n';

const SUBTOTAL_MARKERS: ReadonlySet<Marker> = new Set<Marker>(['Z', 'P']);

/**
 * The line's result in German notation with 3 places; a negative result is a deduction (Abzug), shown red. Z and P
 * lines also show the subtotal they store.
 */
export function ResultCell({ result, marker }: { result: LineResult | undefined; marker: Marker }) {
  const { t } = useSurveyEditorTranslation();
  if (!result || result.error) return null;
  const negative = result.value !== null && result.value.startsWith('-');
  const showStored = SUBTOTAL_MARKERS.has(marker) && result.stored !== null;
  return (
    // A result wider than its column wraps (after a thousands dot) rather than running into the photo column.
    <Box
      sx={{
        textAlign: 'right',
        lineHeight: 1.2,
        py: '6px',
        fontVariantNumeric: 'tabular-nums',
        overflowWrap: 'anywhere',
        minWidth: 0,
      }}
    >
      {result.value !== null ? (
        <Box
          component="span"
          data-testid="line-result"
          sx={{ display: 'block', fontWeight: 500, color: negative ? 'error.main' : 'text.primary' }}
        >
          <BreakableNumber text={formatQuantity(result.value)} />
        </Box>
      ) : null}
      {negative ? (
        <Box component="span" sx={{ display: 'block', fontSize: '11px', color: 'error.main' }}>
          {t('grid.deduction')}
        </Box>
      ) : null}
      {showStored ? (
        <Box
          component="span"
          data-testid="line-subtotal"
          sx={{ display: 'block', fontSize: '12px', color: 'text.secondary' }}
        >
          {'Σ '}
          <BreakableNumber text={formatQuantity(result.stored)} />
        </Box>
      ) : null}
    </Box>
  );
}
