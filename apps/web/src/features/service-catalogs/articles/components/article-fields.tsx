import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { PRICE_UNITS, type Article } from '@vendoc/contract/service-catalogs';
import type { TFunction } from 'i18next';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { FormTextField, type FormTextFieldProps } from '../../../../components/form/form-text-field';
import { useServiceCatalogsTranslation } from '../../catalogs/service-catalogs-i18n';
import type { ArticleFormValues } from '../model/article-form';
import { formatPrice } from '../model/article-prices';

function Field(props: FormTextFieldProps<ArticleFormValues>) {
  return <FormTextField<ArticleFormValues> size="small" {...props} />;
}

/** What the saved article is calculated with, for the EK field's note when it has no EK. */
export type ArticleCost = Pick<Article, 'costPrice' | 'costPriceBasis' | 'discountGroup'>;

function PriceField({
  name,
  label,
  cost,
}: {
  name: 'purchasePrice' | 'listPrice';
  label: string;
  cost?: ArticleCost | null | undefined;
}) {
  const { t } = useServiceCatalogsTranslation();
  const { control } = useFormContext<ArticleFormValues>();
  const [priceUnit, unit, value] = useWatch({ control, name: ['priceUnit', 'unit', name] });
  const perUnit = t('fields.perPriceUnit', { priceUnit, unit: unit.trim() || t('fields.unitFallback') });
  return (
    <Field
      name={name}
      label={label}
      helperText={value.trim() === '' ? (costNote(t, cost) ?? perUnit) : perUnit}
      autoComplete="off"
      slotProps={{
        input: { endAdornment: <InputAdornment position="end">€</InputAdornment> },
        htmlInput: { inputMode: 'decimal', style: { textAlign: 'right' } },
      }}
    />
  );
}

/** Says, under an empty EK field, what positions calculate with instead: the list price (less its discount). */
function costNote(t: TFunction, cost: ArticleCost | null | undefined): string | null {
  if (!cost?.costPrice) return null;
  const price = formatPrice(cost.costPrice);
  if (cost.costPriceBasis === 'listPrice') return t('costPrice.fieldListPrice', { price });
  if (cost.costPriceBasis === 'discountGroup') {
    return t('costPrice.fieldDiscountGroup', { price, group: cost.discountGroup ?? '' });
  }
  return null;
}

/**
 * The article's fields: identification, texts, unit and prices, then the groups and where it comes from. `cost`:
 * the saved article's cost price, noted under an empty EK field.
 */
export function ArticleFields({ creating, cost }: { creating: boolean; cost?: ArticleCost | null }) {
  const { t } = useServiceCatalogsTranslation();
  const { control } = useFormContext<ArticleFormValues>();
  const full = { gridColumn: '1 / -1' };
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
        pt: 0.5,
      }}
    >
      <Field
        name="number"
        label={t('fields.number')}
        required
        autoFocus={creating}
        maxLength={40}
        sx={{ gridColumn: { md: 'span 2' } }}
      />
      <Field
        name="ean"
        label={t('fields.ean')}
        maxLength={14}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        sx={{ gridColumn: { md: 'span 2' } }}
      />
      <Field name="shortText" label={t('fields.shortText')} required maxLength={200} sx={full} />
      <Field name="longText" label={t('fields.longText')} multiline minRows={2} maxRows={8} sx={full} />
      <Field name="unit" label={t('fields.unit')} required maxLength={10} />
      <Controller
        control={control}
        name="priceUnit"
        render={({ field }) => (
          <TextField
            select
            size="small"
            label={t('fields.priceUnit')}
            value={field.value}
            onChange={(event) => field.onChange(event.target.value)}
            onBlur={field.onBlur}
            inputRef={field.ref}
            // The price fields beside it say what the price unit means ("je 100 Stk").
          >
            {PRICE_UNITS.map((option) => (
              <MenuItem key={option} value={option}>
                {option}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <PriceField name="purchasePrice" label={t('fields.purchasePrice')} cost={cost} />
      <PriceField name="listPrice" label={t('fields.listPrice')} />
      <Field
        name="priceValidFrom"
        label={t('fields.priceValidFrom')}
        type="date"
        helperText={creating ? t('fields.priceValidFromCreateHelp') : t('fields.priceValidFromEditHelp')}
        slotProps={{ inputLabel: { shrink: true } }}
        sx={{ gridColumn: { sm: 'span 2' } }}
      />
      <Field name="discountGroup" label={t('fields.discountGroup')} maxLength={20} />
      <Field name="productGroup" label={t('fields.productGroup')} maxLength={20} />
      <Field
        name="supplier"
        label={t('fields.supplier')}
        maxLength={100}
        sx={{ gridColumn: { sm: 'span 1', md: 'span 2' } }}
      />
      <Field
        name="manufacturer"
        label={t('fields.manufacturer')}
        maxLength={100}
        sx={{ gridColumn: { sm: 'span 1', md: 'span 2' } }}
      />
    </Box>
  );
}
