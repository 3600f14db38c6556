import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { roleSchema, type Role } from '@vendoc/contract/auth';
import type { User } from '@vendoc/contract/users';
import { useSettingsTranslation } from '../company-settings-i18n';

export interface UserRowProps {
  readonly user: User;
  readonly isSelf: boolean;
  readonly busy: boolean;
  readonly onChange: (user: User, change: { role?: Role; active?: boolean }) => void;
}

/** One user: user name, name, email; role and activation change at once (the server guards the last admin). */
export function UserRow({ user, isSelf, busy, onChange }: UserRowProps) {
  const { t } = useSettingsTranslation();
  const name = user.displayName || user.userName;
  return (
    <TableRow hover sx={user.active ? undefined : { '& td': { color: 'text.disabled' } }}>
      <TableCell sx={{ fontWeight: 500 }}>
        {user.userName}
        {isSelf ? <Chip size="small" label={t('users.you')} sx={{ ml: 1 }} /> : null}
      </TableCell>
      <TableCell>{user.displayName}</TableCell>
      <TableCell sx={{ overflowWrap: 'anywhere' }}>{user.email ?? '–'}</TableCell>
      <TableCell sx={{ py: 0.5 }}>
        <TextField
          select
          size="small"
          value={user.role}
          disabled={busy}
          onChange={(event) => onChange(user, { role: roleSchema.parse(event.target.value) })}
          slotProps={{ htmlInput: { 'aria-label': t('users.roleOf', { name }) } }}
          sx={{ minWidth: 160 }}
        >
          {roleSchema.options.map((role) => (
            <MenuItem key={role} value={role}>
              {t(`roles.${role}`)}
            </MenuItem>
          ))}
        </TextField>
      </TableCell>
      <TableCell sx={{ py: 0.5, whiteSpace: 'nowrap' }}>
        <Switch
          checked={user.active}
          disabled={busy}
          onChange={(event) => onChange(user, { active: event.target.checked })}
          slotProps={{ input: { 'aria-label': t('users.activeOf', { name }) } }}
        />
        {user.active ? null : t('users.inactive')}
      </TableCell>
    </TableRow>
  );
}
