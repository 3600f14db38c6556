import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import type { Company } from '@vendoc/contract/company';
import { Controller, useForm } from 'react-hook-form';
import { AddressField } from '../../../components/address-field/AddressField';
import { toast } from '../../../lib/toast/toast-service';
import { storeCompany } from '../../../entities/company/company-cache';
import { useUpdateCompany } from '../api/update-company';
import { useSettingsTranslation } from '../company-settings-i18n';
import { applyFieldErrors, conflictCurrent, problemMessage } from '../../../lib/http/api-problems';
import {
  COMPANY_FORM_FIELDS,
  companyFormSchema,
  companyFormValues,
  type CompanyFormOutput,
  type CompanyFormValues,
} from '../utils/company-form';
import { addressFromPlaceDescription } from '../utils/place-description';
import { SettingsConflictAlert } from './settings-conflict-alert';
import { FormTextField } from '../../../components/form/form-text-field';

function FieldGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1.5 }}>
        {title}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(6, 1fr)' } }}>
        {children}
      </Box>
    </Box>
  );
}

const span = (columns: number) => ({ gridColumn: { xs: 'auto', sm: `span ${columns}` } });

/** Firmendaten: name, address, contact, tax and bank data, default VAT rate; a stale save shows the conflict. */
export function CompanyDataForm({ company }: { company: Company }) {
  const { t } = useSettingsTranslation();
  const queryClient = useQueryClient();
  const update = useUpdateCompany();
  const [conflict, setConflict] = useState<Company | null>(null);
  const form = useForm<CompanyFormValues, unknown, CompanyFormOutput>({
    resolver: zodResolver(companyFormSchema),
    defaultValues: companyFormValues(company),
  });
  const { control, handleSubmit, reset, setError, setValue } = form;

  const submit = handleSubmit(async (values) => {
    try {
      const saved = await update.mutateAsync(values);
      reset(companyFormValues(saved));
      setConflict(null);
      toast.success(t('company.saved'));
    } catch (error) {
      const current = conflictCurrent<Company>(error);
      if (current) setConflict(current);
      else if (!applyFieldErrors(error, setError, COMPANY_FORM_FIELDS))
        toast.error(t('common.saveFailed'), problemMessage(error));
    }
  });

  const reload = () => {
    if (!conflict) return;
    storeCompany(queryClient, conflict);
    reset(companyFormValues(conflict));
    setConflict(null);
  };

  const field = (name: (typeof COMPANY_FORM_FIELDS)[number], maxLength: number, columns: number) => (
    <FormTextField
      control={control}
      name={name}
      label={t(`company.${name.replace('address.', '')}`)}
      maxLength={maxLength}
      sx={span(columns)}
    />
  );

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={t('sections.company')}
    >
      <Stack spacing={4}>
        {conflict ? <SettingsConflictAlert message={t('company.conflict')} onReload={reload} /> : null}
        <FieldGroup title={t('company.firm')}>
          <FormTextField
            control={control}
            name="name"
            label={t('company.name')}
            required
            maxLength={200}
            sx={span(6)}
          />
        </FieldGroup>
        <FieldGroup title={t('company.address')}>
          <Controller
            control={control}
            name="address.street"
            render={({ field: street, fieldState }) => (
              <Box sx={span(6)}>
                <AddressField
                  label={t('company.street')}
                  value={street.value ?? ''}
                  onChange={street.onChange}
                  onPlaceSelected={(place) => {
                    const parts = addressFromPlaceDescription(place.description);
                    for (const [key, value] of Object.entries(parts) as [keyof typeof parts, string][]) {
                      setValue(`address.${key}`, value, { shouldDirty: true });
                    }
                  }}
                  error={fieldState.error !== undefined}
                  helperText={fieldState.error?.message}
                />
              </Box>
            )}
          />
          {field('address.postalCode', 20, 2)}
          {field('address.city', 100, 3)}
          <FormTextField
            control={control}
            name="address.country"
            label={t('company.country')}
            maxLength={2}
            normalize={(value) => value.toUpperCase()}
            sx={span(1)}
          />
        </FieldGroup>
        <FieldGroup title={t('company.contact')}>
          {field('phone', 50, 2)}
          {field('email', 200, 2)}
          {field('website', 200, 2)}
        </FieldGroup>
        <FieldGroup title={t('company.tax')}>
          {field('vatId', 20, 2)}
          {field('taxNumber', 50, 2)}
          <FormTextField
            control={control}
            name="defaultVatRate"
            label={t('company.defaultVatRate')}
            maxLength={6}
            sx={span(2)}
            slotProps={{
              htmlInput: { inputMode: 'decimal' },
              input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
            }}
          />
        </FieldGroup>
        <FieldGroup title={t('company.bank')}>
          {field('bankName', 100, 2)}
          {field('iban', 42, 3)}
          {field('bic', 11, 1)}
        </FieldGroup>
        <Box>
          <Button type="submit" variant="contained" size="large" disabled={update.isPending}>
            {t('common.save')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
