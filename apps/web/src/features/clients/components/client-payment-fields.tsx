import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { Controller, useFormContext } from 'react-hook-form';
import type { ClientFormValues } from '../client-form';
import { useClientsTranslation } from '../clients-i18n';
import { ClientTextField } from './client-text-field';

/**
 * Payment terms: days net, cash discount percent (German decimal comma accepted) and its days, the retention
 * (Sicherheitseinbehalt) invoices keep back, and whether the client owes the VAT itself (§ 13b UStG).
 */
export function ClientPaymentFields() {
  const { t } = useClientsTranslation();
  const { control } = useFormContext<ClientFormValues>();
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
      <Controller
        control={control}
        name="reverseCharge"
        render={({ field }) => (
          <FormControlLabel
            sx={{ gridColumn: { sm: 'span 2' } }}
            control={
              <Checkbox
                checked={field.value}
                onChange={(event) => field.onChange(event.target.checked)}
                onBlur={field.onBlur}
              />
            }
            label={t('fields.reverseCharge')}
          />
        )}
      />
    </Box>
  );
}
