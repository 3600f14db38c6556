import Box from '@mui/material/Box';
import { useClientsTranslation } from '../clients-i18n';
import { ClientTextField } from './client-text-field';

/** Payment terms: days net, cash discount percent (German decimal comma accepted) and its days. */
export function ClientPaymentFields() {
  const { t } = useClientsTranslation();
  const numeric = { htmlInput: { inputMode: 'numeric' as const } };
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
      <ClientTextField name="paymentTerms.daysNet" label={t('fields.daysNet')} slotProps={numeric} />
      <ClientTextField
        name="paymentTerms.cashDiscountPercent"
        label={t('fields.cashDiscountPercent')}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      />
      <ClientTextField
        name="paymentTerms.cashDiscountDays"
        label={t('fields.cashDiscountDays')}
        slotProps={numeric}
      />
    </Box>
  );
}
