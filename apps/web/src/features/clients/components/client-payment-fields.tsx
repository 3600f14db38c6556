import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import { useId } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import type { ClientFormValues } from '../client-form';
import { useClientsTranslation } from '../clients-i18n';
import { ClientTextField } from './client-text-field';

/** A yes/no field of the client profile, with an optional explanation below it. */
function ClientCheckbox({
  name,
  label,
  help,
}: {
  name: 'reverseCharge' | 'constructionInvoiceCodes';
  label: string;
  help?: string;
}) {
  const { control } = useFormContext<ClientFormValues>();
  const helpId = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Box sx={{ gridColumn: { sm: '1 / -1' } }}>
          <FormControlLabel
            control={
              <Checkbox
                checked={field.value}
                onChange={(event) => field.onChange(event.target.checked)}
                onBlur={field.onBlur}
                slotProps={{ input: help ? { 'aria-describedby': helpId } : {} }}
              />
            }
            label={label}
          />
          {help ? (
            <FormHelperText id={helpId} sx={{ mt: 0, ml: 4 }}>
              {help}
            </FormHelperText>
          ) : null}
        </Box>
      )}
    />
  );
}

/**
 * Payment terms: days net, cash discount percent (German decimal comma accepted) and its days, the retention
 * (Sicherheitseinbehalt) invoices keep back, whether the client owes the VAT itself (§ 13b UStG), and whether its
 * e-invoices may use the construction invoice codes 875/876/877.
 */
export function ClientPaymentFields() {
  const { t } = useClientsTranslation();
  const numeric = { htmlInput: { inputMode: 'numeric' as const } };
  const decimal = { htmlInput: { inputMode: 'decimal' as const } };
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
      <ClientTextField name="paymentTerms.daysNet" label={t('fields.daysNet')} slotProps={numeric} />
      <ClientTextField
        name="paymentTerms.cashDiscountPercent"
        label={t('fields.cashDiscountPercent')}
        slotProps={decimal}
      />
      <ClientTextField
        name="paymentTerms.cashDiscountDays"
        label={t('fields.cashDiscountDays')}
        slotProps={numeric}
      />
      <ClientTextField
        name="paymentTerms.retentionPercent"
        label={t('fields.retentionPercent')}
        slotProps={decimal}
      />
      <ClientCheckbox name="reverseCharge" label={t('fields.reverseCharge')} />
      <ClientCheckbox
        name="constructionInvoiceCodes"
        label={t('fields.constructionInvoiceCodes')}
        help={t('fields.constructionInvoiceCodesHelp')}
      />
    </Box>
  );
}
