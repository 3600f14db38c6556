import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { zodResolver } from '@hookform/resolvers/zod';
import { roleSchema } from '@vendoc/contract/auth';
import { userCreateSchema, type UserCreate } from '@vendoc/contract/users';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { toast } from '../../../lib/toast/toast-service';
import { useCreateUser } from '../api/create-user';
import { useSettingsTranslation } from '../company-settings-i18n';
import { applyFieldErrors, problemMessage } from '../../../lib/http/api-problems';
import { FormTextField } from '../../../components/form/form-text-field';

const USER_FIELDS = ['userName', 'displayName', 'email', 'role', 'password'] as const;

/** Creates a user of the company with a role and an initial password (handed over in person). */
export function UserCreateDialog({ onClose }: { onClose: () => void }) {
  const { t } = useSettingsTranslation();
  const create = useCreateUser();
  const { control, handleSubmit, setError } = useForm<UserCreate, unknown, z.output<typeof userCreateSchema>>(
    {
      resolver: zodResolver(userCreateSchema),
      defaultValues: { userName: '', displayName: '', email: '', role: 'fitter', password: '' },
    },
  );

  const submit = handleSubmit(async (values) => {
    try {
      const user = await create.mutateAsync(values);
      toast.success(t('users.created', { userName: user.userName }));
      onClose();
    } catch (error) {
      if (!applyFieldErrors(error, setError, USER_FIELDS))
        toast.error(t('common.saveFailed'), problemMessage(error));
    }
  });

  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle>{t('users.createTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FormTextField
              control={control}
              name="userName"
              label={t('users.userName')}
              required
              autoFocus
              autoComplete="off"
              maxLength={100}
            />
            <FormTextField
              control={control}
              name="displayName"
              label={t('users.displayName')}
              required
              maxLength={200}
            />
            <FormTextField
              control={control}
              name="email"
              label={t('users.email')}
              type="email"
              maxLength={200}
            />
            <Controller
              control={control}
              name="role"
              render={({ field }) => (
                <TextField
                  select
                  label={t('users.role')}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                >
                  {roleSchema.options.map((role) => (
                    <MenuItem key={role} value={role}>
                      {t(`roles.${role}`)}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            <FormTextField
              control={control}
              name="password"
              label={t('users.password')}
              helperText={t('users.passwordHelp')}
              required
              type="password"
              autoComplete="new-password"
              maxLength={200}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={create.isPending}>
            {t('users.add')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
