import InputAdornment from '@mui/material/InputAdornment';
import { zodResolver } from '@hookform/resolvers/zod';
import type { WageRate } from '@vendoc/contract/company';
import { useForm } from 'react-hook-form';
import { toast } from '../../../lib/toast/toast-service';
import { useCreateWageRate } from '../api/create-wage-rate';
import { useUpdateWageRate } from '../api/update-wage-rate';
import { useSettingsTranslation } from '../company-settings-i18n';
import {
  wageRateFormSchema,
  wageRateFormValues,
  type WageRateFormOutput,
  type WageRateFormValues,
} from '../utils/wage-rate-form';
import { SettingsFormDialog } from './settings-form-dialog';
import { useSettingsEdit } from '../hooks/use-settings-edit';
import { FormTextField } from '../../../components/form/form-text-field';

export interface WageRateDialogProps {
  /** The rate to edit; null adds a new one. */
  readonly rate: WageRate | null;
  readonly onClose: () => void;
}

/** Adds or edits a wage rate: name and hourly rate with a German decimal comma. */
export function WageRateDialog({ rate, onClose }: WageRateDialogProps) {
  const { t } = useSettingsTranslation();
  const create = useCreateWageRate();
  const update = useUpdateWageRate();
  const { control, handleSubmit, setError, reset } = useForm<WageRateFormValues, unknown, WageRateFormOutput>(
    {
      resolver: zodResolver(wageRateFormSchema),
      defaultValues: wageRateFormValues(rate),
    },
  );

  const edit = useSettingsEdit(rate, t('wageRates.conflict'), (current) =>
    reset(wageRateFormValues(current)),
  );
  const submit = handleSubmit(async (values) => {
    try {
      if (edit.base) await update.mutateAsync({ ...values, id: edit.base.id, version: edit.base.version });
      else await create.mutateAsync(values);
      toast.success(t('wageRates.saved'));
      onClose();
    } catch (error) {
      edit.fail(error, setError, ['name', 'hourlyRate']);
    }
  });

  return (
    <SettingsFormDialog
      title={rate ? t('wageRates.editTitle') : t('wageRates.createTitle')}
      onSubmit={submit}
      onClose={onClose}
      pending={create.isPending || update.isPending}
      conflict={edit.conflict}
    >
      <FormTextField
        control={control}
        name="name"
        label={t('wageRates.name')}
        required
        autoFocus
        maxLength={100}
      />
      <FormTextField
        control={control}
        name="hourlyRate"
        label={t('wageRates.hourlyRate')}
        required
        maxLength={12}
        slotProps={{
          htmlInput: { inputMode: 'decimal' },
          input: { endAdornment: <InputAdornment position="end">€/h</InputAdornment> },
        }}
      />
    </SettingsFormDialog>
  );
}
