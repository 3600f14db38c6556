import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { zodResolver } from '@hookform/resolvers/zod';
import { passwordChangeSchema } from '@vendoc/contract/users';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { toast } from '../../../lib/toast/toast-service';
import { useProfileTranslation } from '../account-i18n';
import { useChangePassword } from '../api/change-password';
import { applyFieldErrors, problemMessage } from '../../../lib/http/api-problems';
import { FormTextField } from '../../../components/form/form-text-field';

/** The password change form: the contract's schema plus the repetition that catches a typo. */
export function passwordFormSchema(messages: { currentMissing: string; mismatch: string }) {
  return passwordChangeSchema
    .extend({
      currentPassword: z.string().min(1, { message: messages.currentMissing }).max(200),
      repeatPassword: z.string(),
    })
    .refine((values) => values.newPassword === values.repeatPassword, {
      path: ['repeatPassword'],
      message: messages.mismatch,
    });
}
type PasswordFormValues = z.input<ReturnType<typeof passwordFormSchema>>;

/** Changes the own password: current, new, repeated; the server's verdict on the current one shows at its field. */
export function PasswordForm({ onDone }: { onDone: () => void }) {
  const { t } = useProfileTranslation();
  const change = useChangePassword();
  const schema = useMemo(
    () =>
      passwordFormSchema({ currentMissing: t('password.currentMissing'), mismatch: t('password.mismatch') }),
    [t],
  );
  const { control, handleSubmit, setError } = useForm<PasswordFormValues>({
    resolver: zodResolver(schema),
    defaultValues: { currentPassword: '', newPassword: '', repeatPassword: '' },
  });

  const submit = handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      await change.mutateAsync({ currentPassword, newPassword });
      toast.success(t('password.saved'));
      onDone();
    } catch (error) {
      if (!applyFieldErrors(error, setError, ['currentPassword', 'newPassword']))
        toast.error(t('saveFailed'), problemMessage(error));
    }
  });

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)} aria-label={t('tabs.password')}>
      <Stack spacing={2}>
        <FormTextField
          control={control}
          name="currentPassword"
          label={t('password.current')}
          type="password"
          autoComplete="current-password"
          required
          maxLength={200}
        />
        <FormTextField
          control={control}
          name="newPassword"
          label={t('password.new')}
          helperText={t('password.newHelp')}
          type="password"
          autoComplete="new-password"
          required
          maxLength={200}
        />
        <FormTextField
          control={control}
          name="repeatPassword"
          label={t('password.repeat')}
          type="password"
          autoComplete="new-password"
          required
          maxLength={200}
        />
        <Box>
          <Button type="submit" variant="contained" size="large" disabled={change.isPending}>
            {t('password.save')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
