import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import { zodResolver } from '@hookform/resolvers/zod';
import type { WageRate } from '@vendoc/contract/company';
import { useForm } from 'react-hook-form';
import { toast } from '../../../lib/toast/toast-service';
import { useCreateWageRate } from '../api/create-wage-rate';
import { useUpdateWageRate } from '../api/update-wage-rate';
import { useSettingsTranslation } from '../company-settings-i18n';
import { applyFieldErrors, conflictCurrent, problemMessage } from '../../../lib/http/api-problems';
import {
  wageRateFormSchema,
  wageRateFormValues,
  type WageRateFormOutput,
  type WageRateFormValues,
} from '../utils/wage-rate-form';
import { SettingsConflictAlert } from './settings-conflict-alert';
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
  // The record the edit is based on: replaced by the current one when the user reloads after a conflict.
  const [base, setBase] = useState(rate);
  const [conflict, setConflict] = useState<WageRate | null>(null);
  const { control, handleSubmit, setError, reset } = useForm<WageRateFormValues, unknown, WageRateFormOutput>(
    {
      resolver: zodResolver(wageRateFormSchema),
      defaultValues: wageRateFormValues(rate),
    },
  );
  const pending = create.isPending || update.isPending;

  const submit = handleSubmit(async (values) => {
    try {
      if (base) await update.mutateAsync({ ...values, id: base.id, version: base.version });
      else await create.mutateAsync(values);
      toast.success(t('wageRates.saved'));
      onClose();
    } catch (error) {
      const current = conflictCurrent<WageRate>(error);
      if (current) setConflict(current);
      else if (!applyFieldErrors(error, setError, ['name', 'hourlyRate']))
        toast.error(t('common.saveFailed'), problemMessage(error));
    }
  });

  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle>{rate ? t('wageRates.editTitle') : t('wageRates.createTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {conflict ? (
              <SettingsConflictAlert
                message={t('wageRates.conflict')}
                onReload={() => {
                  setBase(conflict);
                  reset(wageRateFormValues(conflict));
                  setConflict(null);
                }}
              />
            ) : null}
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
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={pending || conflict !== null}>
            {t('common.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
