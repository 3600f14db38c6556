import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import type { Company } from '@vendoc/contract/company';
import { useForm } from 'react-hook-form';
import { FormTextField } from '../../../components/form/form-text-field';
import { invalidateCompany } from '../../../entities/company/company-cache';
import { applyFieldErrors, conflictCurrent, problemMessage } from '../../../lib/http/api-problems';
import { toast } from '../../../lib/toast/toast-service';
import { useUpdateDunning } from '../api/update-dunning';
import { useSettingsTranslation } from '../company-settings-i18n';
import {
  dunningFormSchema,
  dunningFormValues,
  type DunningFormOutput,
  type DunningFormValues,
} from '../utils/dunning-form';
import { SettingsConflictAlert } from './settings-conflict-alert';
import { TOUCH_TARGET } from '../../../lib/theme/touch';

/** Reminders (Mahnwesen): fee and payment days per level, and the annual default interest. */
export function DunningSection({ company }: { company: Company }) {
  const { t } = useSettingsTranslation();
  const queryClient = useQueryClient();
  const update = useUpdateDunning();
  const [conflict, setConflict] = useState(false);
  const schema = useMemo(
    () => dunningFormSchema({ negative: t('dunning.negative'), days: t('dunning.wholeDays') }),
    [t],
  );
  const { control, handleSubmit, setError, formState, reset } = useForm<
    DunningFormValues,
    unknown,
    DunningFormOutput
  >({ resolver: zodResolver(schema), defaultValues: dunningFormValues(company.dunning) });

  const submit = handleSubmit(async (values) => {
    try {
      const saved = await update.mutateAsync({ ...values, version: company.version });
      reset(dunningFormValues(saved.dunning));
      toast.success(t('dunning.saved'));
    } catch (error) {
      if (conflictCurrent(error)) setConflict(true);
      else if (
        !applyFieldErrors(error, setError, [
          'interestPercent',
          ...[0, 1, 2, 3].flatMap((index) => [
            `levels.${index}.fee` as const,
            `levels.${index}.days` as const,
          ]),
        ])
      )
        toast.error(t('common.saveFailed'), problemMessage(error));
    }
  });

  return (
    <Paper
      component="form"
      variant="outlined"
      noValidate
      aria-labelledby="dunning-heading"
      onSubmit={(event) => void submit(event)}
      sx={{ p: 2, maxWidth: 720 }}
    >
      <Typography id="dunning-heading" component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('sections.dunning')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('dunning.text')}
      </Typography>
      {conflict ? (
        <Box sx={{ mb: 2 }}>
          <SettingsConflictAlert
            message={t('dunning.conflict')}
            onReload={() => {
              setConflict(false);
              void invalidateCompany(queryClient);
            }}
          />
        </Box>
      ) : null}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr 1fr', sm: '2fr 1fr 1fr' },
          alignItems: 'center',
        }}
      >
        {company.dunning.levels.map((level, index) => (
          <Box key={level.level} sx={{ display: 'contents' }}>
            <Typography sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' }, fontWeight: 600 }}>
              {t(`dunning.levels.${level.level}`)}
            </Typography>
            <FormTextField
              control={control}
              name={`levels.${index}.fee`}
              label={t('dunning.fee', { level: t(`dunning.levels.${level.level}`) })}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            />
            <FormTextField
              control={control}
              name={`levels.${index}.days`}
              label={t('dunning.days', { level: t(`dunning.levels.${level.level}`) })}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
          </Box>
        ))}
        <Typography sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' }, fontWeight: 600 }}>
          {t('dunning.interestHeading')}
        </Typography>
        <FormTextField
          control={control}
          name="interestPercent"
          label={t('dunning.interest')}
          helperText={t('dunning.interestHelp')}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
        <Button
          type="submit"
          variant="contained"
          disabled={!formState.isDirty || update.isPending}
          sx={{ minHeight: TOUCH_TARGET, alignSelf: 'start' }}
        >
          {t('common.save')}
        </Button>
      </Box>
    </Paper>
  );
}
