import { useMemo, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import type { Article } from '@vendoc/contract/service-catalogs';
import { useController, useFormContext, type FieldValues } from 'react-hook-form';
import { useDebouncedValue } from '../../../../lib/hooks/use-debounced-value';
import { SEARCH_DEBOUNCE_MS } from '../../../../lib/hooks/use-search-text';
import { rememberArticlePrice } from '../../../../entities/article/article-cache';
import { useArticleSearch } from '../api/search-articles';
import { useCatalogPositionsTranslation } from '../catalog-positions-i18n';
import { articleLabel } from '../hooks/use-price-inputs';
import { formatCurrency } from '../../../../lib/format/decimal-format';

/** What the picker shows of an article; a saved line whose article is not loaded yet has only its label. */
type ArticleOption = Pick<Article, 'id' | 'number' | 'shortText'> &
  Partial<Pick<Article, 'unit' | 'priceUnit' | 'costPrice' | 'costPriceBasis'>>;

export interface ArticlePickerProps {
  /** Form path of the line's `articleId`. */
  readonly name: string;
  readonly catalogId: string;
  /** The chosen article when loaded. */
  readonly article: Article | undefined;
  /** The server's label of the line, shown until the article is loaded. */
  readonly fallbackLabel: string;
  readonly ariaLabel: string;
  readonly readOnly: boolean;
}

/**
 * "EK 12,50 € / 100 m": the price the calculation takes for the article (per price unit), flagged „Listenpreis
 * 12,50 € / 100 m“ where that is the bare list price (no EK, no known discount); `noPrice` when it has none.
 */
export function purchasePriceText(
  article: Partial<Pick<Article, 'unit' | 'priceUnit' | 'costPrice' | 'costPriceBasis'>>,
  labels: { noPrice: string; listPrice: string },
): string {
  if (article.costPrice == null) return labels.noPrice;
  const per = article.priceUnit && article.priceUnit !== '1' ? `${article.priceUnit} ` : '';
  const label = article.costPriceBasis === 'listPrice' ? labels.listPrice : 'EK';
  return `${label} ${formatCurrency(article.costPrice)} / ${per}${article.unit ?? ''}`.trimEnd();
}

/** The labels purchasePriceText needs, in the positions' translations. */
export function purchasePriceLabels(t: TFunction) {
  return { noPrice: t('article.noPrice'), listPrice: t('article.listPrice') };
}

/** Picks a component's article by searching the catalog's articles (number, text, EAN) as the user types. */
export function ArticlePicker({
  name,
  catalogId,
  article,
  fallbackLabel,
  ariaLabel,
  readOnly,
}: ArticlePickerProps) {
  const { t } = useCatalogPositionsTranslation();
  const queryClient = useQueryClient();
  const { control } = useFormContext<FieldValues>();
  const { field, fieldState } = useController({ name, control });
  const articleId = typeof field.value === 'string' ? field.value : '';
  const [open, setOpen] = useState(false);
  const [input, setInput] = useState('');
  const query = useDebouncedValue(input, SEARCH_DEBOUNCE_MS);

  const value = useMemo<ArticleOption | null>(
    () => article ?? (articleId === '' ? null : { id: articleId, number: '', shortText: fallbackLabel }),
    [article, articleId, fallbackLabel],
  );
  // While the input shows the chosen article, opening the list shows the first articles, not just that one.
  const search = value && input === optionLabel(value) ? '' : query;
  const results = useArticleSearch(catalogId, search, open);

  return (
    <Autocomplete<ArticleOption>
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      readOnly={readOnly}
      value={value}
      onChange={(_event, chosen) => {
        // A suggestion is a whole article: the sheet prices it at once, without asking for it again.
        const picked = chosen === null ? undefined : results.data?.find((option) => option.id === chosen.id);
        if (picked) rememberArticlePrice(queryClient, picked);
        field.onChange(chosen?.id ?? '');
      }}
      inputValue={input}
      onInputChange={(_event, next) => setInput(next)}
      options={results.data ?? []}
      filterOptions={(options) => options}
      getOptionLabel={optionLabel}
      getOptionKey={(option) => option.id}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      loading={results.isFetching}
      loadingText={t('article.loading')}
      noOptionsText={t('article.none')}
      size="small"
      fullWidth
      slotProps={{ popper: { sx: { minWidth: 360 } } }}
      renderOption={(props, option) => {
        const { key, ...rest } = props;
        return (
          <Box component="li" key={key} {...rest} sx={{ display: 'block !important' }}>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline' }}>
              <Box component="span" sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
                {option.number}
              </Box>
              <Box component="span" sx={{ flex: 1, minWidth: 0 }}>
                {option.shortText}
              </Box>
            </Box>
            <Box sx={{ fontSize: 12, color: 'text.secondary', fontVariantNumeric: 'tabular-nums' }}>
              {purchasePriceText(option, purchasePriceLabels(t))}
            </Box>
          </Box>
        );
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          placeholder={t('article.search')}
          error={fieldState.error !== undefined}
          helperText={fieldState.error?.message}
          inputRef={field.ref}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, 'aria-label': ariaLabel, 'data-autofocus': 'true' },
          }}
        />
      )}
    />
  );
}

function optionLabel(option: ArticleOption): string {
  return option.number === '' ? option.shortText : articleLabel(option);
}
