import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { CatalogPositionDetail } from '@vendoc/contract/service-catalogs';
import { useCatalogPositionsTranslation } from '../../positions/catalog-positions-i18n';
import { ManualPriceChip } from '../../positions/components/price-override';
import { formatCurrency, formatFigure } from '../../../../lib/format/decimal-format';
import { quoteRefusal, usePositionQuote } from '../../../../entities/service-catalog/quote-position';

export interface PricePreviewProps {
  readonly catalogId: string;
  /** The saved position: the server prices what is saved. */
  readonly position: CatalogPositionDetail;
  /** Whether the editor holds unsaved changes (the preview does not include them). */
  readonly dirty: boolean;
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography component="dt" variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Typography>
    </Box>
  );
}

/**
 * Chooses an option per group and shows the price the server computes for it (POST …/quote): the unit price,
 * its parts (base, percent and per-unit effects) and the text additions. Options that exclude each other are
 * refused by the server with a German explanation, shown here.
 */
export function PricePreview({ catalogId, position, dirty }: PricePreviewProps) {
  const { t } = useCatalogPositionsTranslation();
  const [chosen, setChosen] = useState<Record<string, string>>({});
  const groups = position.variants.groups;
  // Choices of options that no longer exist (deleted and saved) are dropped, not sent.
  const optionIds = groups.flatMap((group) => {
    const choice = chosen[group.id];
    return choice && group.options.some((option) => option.id === choice) ? [choice] : [];
  });
  const quote = usePositionQuote(catalogId, position.id, position.version, optionIds);
  const optionName = new Map(
    groups.flatMap((group) => group.options.map((option) => [option.id, option.name])),
  );
  const refusal = quote.isError ? quoteRefusal(quote.error) : [];

  return (
    <Box component="section" aria-labelledby="price-preview-title">
      <Typography id="price-preview-title" component="h3" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {t('preview.title')}
      </Typography>
      {dirty ? (
        <Alert severity="info" sx={{ mb: 1.5 }}>
          {t('preview.unsaved')}
        </Alert>
      ) : null}
      {groups.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {t('preview.noGroups')}
        </Typography>
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
            mb: 2,
          }}
        >
          {groups.map((group) => {
            const fallback = group.options.find((option) => option.isDefault);
            return (
              <TextField
                key={group.id}
                select
                size="small"
                label={group.name}
                value={chosen[group.id] ?? ''}
                onChange={(event) => setChosen((current) => ({ ...current, [group.id]: event.target.value }))}
                slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
              >
                <option value="">
                  {fallback ? t('preview.default', { option: fallback.name }) : t('preview.nothing')}
                </option>
                {group.options.map((option) => (
                  <option key={option.id} value={option.id}>
                    {option.name}
                  </option>
                ))}
              </TextField>
            );
          })}
        </Box>
      )}
      {refusal.length > 0 ? (
        <Alert severity="error" role="alert">
          <strong>{t('preview.refused')}</strong>
          {refusal.map((text) => (
            <Box key={text}>{text}</Box>
          ))}
        </Alert>
      ) : quote.isError ? (
        <Alert severity="error">{t('preview.failed')}</Alert>
      ) : !quote.data ? (
        <CircularProgress size={20} aria-label={t('preview.loading')} />
      ) : (
        <Box
          role="group"
          aria-label={t('preview.result')}
          aria-busy={quote.isFetching}
          sx={{ opacity: quote.isPlaceholderData ? 0.6 : 1 }}
        >
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 1 }}>
            <Typography sx={{ fontWeight: 600 }}>{t('preview.unitPrice')}</Typography>
            <Typography sx={{ fontSize: 22, fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
              {formatCurrency(quote.data.unitPrice)}
            </Typography>
            {quote.data.overridden ? <ManualPriceChip /> : null}
          </Box>
          <Box
            component="dl"
            sx={{
              display: 'grid',
              gap: 1.5,
              gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
              m: 0,
            }}
          >
            <Figure label={t('preview.base')} value={formatCurrency(quote.data.base)} />
            <Figure label={t('preview.percent')} value={`${formatFigure(quote.data.percentTotal)} %`} />
            <Figure label={t('preview.perUnit')} value={formatCurrency(quote.data.perUnitTotal)} />
            <Figure
              label={t('preview.selected')}
              value={
                quote.data.selectedOptionIds.map((id) => optionName.get(id) ?? id).join(', ') ||
                t('preview.none')
              }
            />
          </Box>
          <Typography variant="body2" sx={{ fontWeight: 600, mt: 1.5 }}>
            {t('preview.textAdditions')}
          </Typography>
          {quote.data.textAdditions.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              {t('preview.none')}
            </Typography>
          ) : (
            <Box component="ul" sx={{ m: 0, pl: 3 }}>
              {quote.data.textAdditions.map((text, index) => (
                <li key={index}>{text}</li>
              ))}
            </Box>
          )}
        </Box>
      )}
    </Box>
  );
}
