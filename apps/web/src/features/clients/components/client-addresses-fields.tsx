import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { mdiDelete, mdiMapMarkerPlus } from '@mdi/js';
import { clientAddressKindSchema } from '@vendoc/contract/clients';
import { Controller, useFieldArray, useFormContext } from 'react-hook-form';
import { AddressField } from '../../../components/address-field/AddressField';
import { MdiIcon } from '../../../components/mdi-icon/mdi-icon';
import { useClientsTranslation } from '../clients-i18n';
import type { ClientFormValues } from '../client-form';
import { fieldErrorText } from '../../../lib/forms/field-error-text';
import { ClientTextField } from './client-text-field';

/** Addresses (billing, site, other): kind, label, street (with place suggestions when maps are on), PLZ, city, country. */
export function ClientAddressesFields() {
  const { t } = useClientsTranslation();
  const {
    control,
    formState: { errors },
  } = useFormContext<ClientFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'addresses' });
  const firstKind = fields.length === 0 ? 'billing' : 'site';

  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {fields.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('addresses.none')}
        </Typography>
      ) : null}
      {fields.map((address, index) => {
        const streetError = fieldErrorText(errors, `addresses.${index}.street`);
        return (
          <Paper
            key={address.id}
            variant="outlined"
            role="group"
            aria-label={t('addresses.item', { index: index + 1 })}
            sx={{ p: 1.5, display: 'flex', gap: 1, alignItems: 'flex-start' }}
          >
            <Box
              sx={{
                flex: 1,
                display: 'grid',
                gap: 1.5,
                gridTemplateColumns: { xs: '1fr', sm: 'repeat(6, 1fr)' },
                '& > *': { gridColumn: { sm: 'span 3' } },
              }}
            >
              <Controller
                control={control}
                name={`addresses.${index}.kind`}
                render={({ field: kindField }) => (
                  <TextField
                    select

                    label={t('fields.addressKind')}
                    value={kindField.value}
                    onChange={(event) => kindField.onChange(event.target.value)}
                    onBlur={kindField.onBlur}
                    inputRef={kindField.ref}
                  >
                    {clientAddressKindSchema.options.map((option) => (
                      <MenuItem key={option} value={option}>
                        {t(`addressKinds.${option}`)}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
              <ClientTextField name={`addresses.${index}.label`} label={t('fields.addressLabel')} />
              <Box sx={{ gridColumn: { sm: '1 / -1 !important' } }}>
                <Controller
                  control={control}
                  name={`addresses.${index}.street`}
                  render={({ field: streetField }) => (
                    <AddressField
                      label={t('fields.street')}
                      value={streetField.value}
                      onChange={streetField.onChange}
                      error={streetError !== undefined}
                      helperText={streetError}
                    />
                  )}
                />
              </Box>
              <ClientTextField
                name={`addresses.${index}.postalCode`}
                label={t('fields.postalCode')}
                autoComplete="postal-code"
                sx={{ gridColumn: { sm: 'span 2 !important' } }}
              />
              <ClientTextField
                name={`addresses.${index}.city`}
                label={t('fields.city')}
                autoComplete="address-level2"
              />
              <ClientTextField
                name={`addresses.${index}.country`}
                label={t('fields.country')}
                sx={{ gridColumn: { sm: 'span 1 !important' } }}
                slotProps={{ htmlInput: { maxLength: 2 } }}
              />
            </Box>
            <IconButton
              aria-label={t('addresses.remove', { index: index + 1 })}
              onClick={() => remove(index)}
            >
              <MdiIcon path={mdiDelete} />
            </IconButton>
          </Paper>
        );
      })}
      <Box>
        <Button
          startIcon={<MdiIcon path={mdiMapMarkerPlus} />}
          onClick={() =>
            append({ kind: firstKind, label: '', street: '', postalCode: '', city: '', country: 'DE' })
          }
        >
          {t('addresses.add')}
        </Button>
      </Box>
    </Box>
  );
}
