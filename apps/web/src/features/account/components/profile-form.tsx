import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { profileUpdateSchema, type Profile, type ProfileUpdate } from '@vendoc/contract/users';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ConflictAlert } from '../../../components/form/conflict-alert';
import { FormTextField } from '../../../components/form/form-text-field';
import { toast } from '../../../lib/toast/toast-service';
import { useProfileTranslation } from '../account-i18n';
import { userKeys } from '../../../entities/user/user-keys';
import { useUpdateProfile } from '../api/update-profile';
import { applyFieldErrors, conflictCurrent, problemMessage } from '../../../lib/http/api-problems';

function profileValues(profile: Profile): ProfileUpdate {
  return { displayName: profile.displayName, email: profile.email ?? '', version: profile.version };
}

/** The own profile: display name and email. A stale save shows the conflict and offers to reload. */
export function ProfileForm({ profile, onDone }: { profile: Profile; onDone: () => void }) {
  const { t } = useProfileTranslation();
  const queryClient = useQueryClient();
  const update = useUpdateProfile();
  const [conflict, setConflict] = useState<Profile | null>(null);
  const { control, handleSubmit, setError, reset } = useForm<
    ProfileUpdate,
    unknown,
    z.output<typeof profileUpdateSchema>
  >({ resolver: zodResolver(profileUpdateSchema), defaultValues: profileValues(profile) });

  const submit = handleSubmit(async (values) => {
    try {
      await update.mutateAsync(values);
      toast.success(t('profile.saved'));
      onDone();
    } catch (error) {
      const current = conflictCurrent<Profile>(error);
      if (current) setConflict(current);
      else if (!applyFieldErrors(error, setError, ['displayName', 'email']))
        toast.error(t('saveFailed'), problemMessage(error));
    }
  });

  const reload = () => {
    if (!conflict) return;
    queryClient.setQueryData(userKeys.profile, conflict);
    reset(profileValues(conflict));
    setConflict(null);
  };

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)} aria-label={t('tabs.profile')}>
      <Stack spacing={2}>
        <Typography color="text.secondary">
          {t('profile.userName', { userName: profile.userName })}
        </Typography>
        {conflict ? (
          <ConflictAlert message={t('profile.conflict')} reloadLabel={t('reload')} onReload={reload} />
        ) : null}
        <FormTextField
          control={control}
          name="displayName"
          label={t('profile.displayName')}
          required
          autoComplete="name"
          maxLength={200}
        />
        <FormTextField
          control={control}
          name="email"
          label={t('profile.email')}
          type="email"
          autoComplete="email"
          maxLength={200}
        />
        <Box>
          <Button type="submit" variant="contained" size="large" disabled={update.isPending}>
            {t('profile.save')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
