import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { clientKindSchema } from '@vendoc/contract/clients';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useClientsTranslation } from '../clients-i18n';
import type { ClientFormValues } from '../client-form';
import { ClientTextField } from './client-text-field';

/** Kind, name (labelled by kind), salutation for private and Leitweg-ID for public clients, contact data, notes. */
export function ClientGeneralFields() {
  const { t } = useClientsTranslation();
  const { control } = useFormContext<ClientFormValues>();
  const kind = useWatch({ control, name: 'kind' });

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      <Controller
        control={control}
        name="kind"
        render={({ field: kindField }) => (
          <TextField
            select
            label={t('fields.kind')}
            value={kindField.value}
            onChange={(event) => kindField.onChange(event.target.value)}
            onBlur={kindField.onBlur}
            inputRef={kindField.ref}
          >
            {clientKindSchema.options.map((option) => (
              <MenuItem key={option} value={option}>
                {t(`kinds.${option}`)}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      {kind === 'private' ? (
        <ClientTextField name="salutation" label={t('fields.salutation')} autoComplete="honorific-prefix" />
      ) : (
        <Box sx={{ display: { xs: 'none', sm: 'block' } }} />
      )}
      <ClientTextField
        name="name"
        label={kind === 'private' ? t('fields.name') : t('fields.companyName')}
        required
        autoFocus
        sx={{ gridColumn: { sm: '1 / -1' } }}
      />
      <ClientTextField name="phone" label={t('fields.phone')} type="tel" autoComplete="tel" />
      <ClientTextField name="email" label={t('fields.email')} type="email" autoComplete="email" />
      {kind === 'public' ? (
        <ClientTextField
          name="leitwegId"
          label={t('fields.leitwegId')}
          sx={{ gridColumn: { sm: '1 / -1' } }}
          helperText={t('fields.leitwegIdHelp')}
        />
      ) : null}
      <ClientTextField
        name="notes"
        label={t('fields.notes')}
        multiline
        minRows={2}
        sx={{ gridColumn: { sm: '1 / -1' } }}
      />
    </Box>
  );
}
