import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import type { NumberRange } from '@vendoc/contract/company';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { toast } from '../../../lib/toast/toast-service';
import { invalidateCompany } from '../../../entities/company/company-cache';
import { useUpdateNumberRange } from '../api/update-number-range';
import { useSettingsTranslation } from '../company-settings-i18n';
import { applyFieldErrors, conflictCurrent, problemMessage } from '../../../lib/http/api-problems';
import {
  numberRangeFormSchema,
  numberRangeFormValues,
  PADDING_CHOICES,
  type NumberRangeFormOutput,
  type NumberRangeFormValues,
} from '../utils/number-range-form';
import { formatNumberPreview } from '../utils/number-range-preview';
import { SettingsConflictAlert } from './settings-conflict-alert';
import { FormTextField } from '../../../components/form/form-text-field';
import { TOUCH_TARGET } from '../../../lib/theme/touch';

export interface NumberRangeFormProps {
  readonly range: NumberRange;
  /** The year the preview shows for a yearly reset. */
  readonly year: number;
}

/** One document kind's number range: prefix, next number, digits, yearly reset, and the next number live. */
export function NumberRangeForm({ range, year }: NumberRangeFormProps) {
  const { t } = useSettingsTranslation();
  const queryClient = useQueryClient();
  const update = useUpdateNumberRange(range.kind);
  const [conflict, setConflict] = useState(false);
  const schema = useMemo(() => numberRangeFormSchema(t('numberRanges.wholeNumber')), [t]);
  const { control, handleSubmit, setError, formState } = useForm<
    NumberRangeFormValues,
    unknown,
    NumberRangeFormOutput
  >({ resolver: zodResolver(schema), defaultValues: numberRangeFormValues(range) });
  const [prefix = '', nextNumber, padding, yearlyReset] = useWatch({
    control,
    name: ['prefix', 'nextNumber', 'padding', 'yearlyReset'],
  });
  const kindName = t(`numberRanges.kinds.${range.kind}`);
  const headingId = `number-range-${range.kind}`;
  const typedNumber = Number.parseInt(nextNumber, 10);
  const preview = formatNumberPreview(
    {
      prefix,
      nextNumber: Number.isFinite(typedNumber) ? typedNumber : 1,
      padding,
      yearlyReset,
    },
    year,
  );

  const submit = handleSubmit(async (values) => {
    try {
      await update.mutateAsync(values);
      toast.success(t('numberRanges.saved', { kind: kindName }));
    } catch (error) {
      if (conflictCurrent(error)) setConflict(true);
      else if (!applyFieldErrors(error, setError, ['prefix', 'nextNumber', 'padding', 'yearlyReset']))
        toast.error(t('common.saveFailed'), problemMessage(error));
    }
  });

  return (
    <Paper
      component="form"
      variant="outlined"
      noValidate
      aria-labelledby={headingId}
      onSubmit={(event) => void submit(event)}
      sx={{ p: 2 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 600, flex: 1 }}>
          {kindName}
        </Typography>
        <Typography
          role="status"
          data-testid={`number-range-preview-${range.kind}`}
          sx={{ fontFamily: 'monospace', fontSize: 15, bgcolor: 'action.hover', px: 1, borderRadius: 1 }}
        >
          {t('numberRanges.preview', { preview })}
        </Typography>
      </Box>
      {conflict ? (
        <Box sx={{ mb: 2 }}>
          <SettingsConflictAlert
            message={t('numberRanges.conflict')}
            onReload={() => void invalidateCompany(queryClient)}
          />
        </Box>
      ) : null}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          alignItems: 'center',
          gridTemplateColumns: { xs: '1fr 1fr', md: '2fr 2fr 1fr auto auto' },
        }}
      >
        <FormTextField control={control} name="prefix" label={t('numberRanges.prefix')} maxLength={20} />
        <FormTextField
          control={control}
          name="nextNumber"
          label={t('numberRanges.nextNumber')}
          maxLength={9}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <Controller
          control={control}
          name="padding"
          render={({ field }) => (
            <TextField
              select
              label={t('numberRanges.padding')}
              value={field.value}
              onChange={(event) => field.onChange(Number(event.target.value))}
              onBlur={field.onBlur}
              inputRef={field.ref}
            >
              {PADDING_CHOICES.map((choice) => (
                <MenuItem key={choice} value={choice}>
                  {choice}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <Controller
          control={control}
          name="yearlyReset"
          render={({ field }) => (
            <FormControlLabel
              label={t('numberRanges.yearlyReset')}
              control={
                <Switch
                  checked={field.value}
                  onChange={(event) => field.onChange(event.target.checked)}
                  onBlur={field.onBlur}
                />
              }
              sx={{ gridColumn: { xs: '1 / -1', md: 'auto' }, mr: 0 }}
            />
          )}
        />
        <Button
          type="submit"
          variant="contained"
          disabled={!formState.isDirty || update.isPending}
          sx={{ gridColumn: { xs: '1 / -1', md: 'auto' }, minHeight: TOUCH_TARGET }}
        >
          {t('common.save')}
        </Button>
      </Box>
    </Paper>
  );
}
