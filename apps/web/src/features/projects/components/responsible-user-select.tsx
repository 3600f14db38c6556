import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { Project } from '@vendoc/contract/projects';
import { useActiveUsers } from '../../../entities/user/get-users';
import { useMe, usePermission } from '../../../entities/user/get-me';
import { useProjectsTranslation } from '../projects-i18n';

export interface ResponsibleUserSelectProps {
  value: string;
  onChange(userId: string): void;
  onBlur(): void;
  /** The responsible user the project has now (kept selectable even when not listed). */
  current: Project['responsibleUser'];
  error?: string;
}

interface UserOption {
  id: string;
  displayName: string;
}

/**
 * The responsible user: administrators pick from the company's active users (GET /api/v1/users is theirs);
 * other roles can choose themselves, nobody, or keep who is set.
 */
export function ResponsibleUserSelect({
  value,
  onChange,
  onBlur,
  current,
  error,
}: ResponsibleUserSelectProps) {
  const { t } = useProjectsTranslation();
  const me = useMe();
  const canListUsers = usePermission('users:manage');
  const users = useActiveUsers(canListUsers);

  const options: UserOption[] = canListUsers ? [...(users.data ?? [])] : [];
  const add = (user: UserOption | null | undefined) => {
    if (user && !options.some((option) => option.id === user.id)) options.push(user);
  };
  add(me.data ? { id: me.data.user.id, displayName: me.data.user.displayName } : null);
  add(current);
  // A value whose user is not (yet) known still needs an entry, or the select shows nothing.
  if (value && !options.some((option) => option.id === value)) options.push({ id: value, displayName: '…' });

  return (
    <TextField
      select
      fullWidth
      label={t('form.responsible')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
      error={error !== undefined}
      helperText={error}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">
        <em>{t('form.nobody')}</em>
      </MenuItem>
      {options.map((user) => (
        <MenuItem key={user.id} value={user.id}>
          {user.displayName}
        </MenuItem>
      ))}
    </TextField>
  );
}
