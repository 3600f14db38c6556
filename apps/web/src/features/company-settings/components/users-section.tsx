import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { mdiAccountPlus } from '@mdi/js';
import type { Role } from '@vendoc/contract/auth';
import type { User } from '@vendoc/contract/users';
import { MdiIcon } from '../../../components/mdi-icon/mdi-icon';
import { toast } from '../../../lib/toast/toast-service';
import { useMe } from '../../../entities/user/get-me';
import { useUpdateUser } from '../api/update-user';
import { useUsers } from '../../../entities/user/get-users';
import { useSettingsTranslation } from '../company-settings-i18n';
import { conflictCurrent, httpStatusOf, problemMessage } from '../../../lib/http/api-problems';
import { NoPermission } from './no-permission';
import { UserCreateDialog } from './user-create-dialog';
import { UserRow } from './user-row';

/** Benutzer: the company's users; create with an initial password, change role, deactivate or activate. */
export function UsersSection() {
  const { t } = useSettingsTranslation();
  const users = useUsers();
  const self = useMe().data?.user;
  const update = useUpdateUser();
  const [creating, setCreating] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const change = (user: User, patch: { role?: Role; active?: boolean }) => {
    setRefusal(null);
    update.mutate(
      { id: user.id, version: user.version, ...patch },
      {
        onSuccess: (saved) => toast.success(t('users.updated', { userName: saved.userName })),
        onError: (error) =>
          setRefusal(
            conflictCurrent(error) ? t('users.conflict') : (problemMessage(error) ?? t('users.refused')),
          ),
      },
    );
  };

  if (users.isPending) return <CircularProgress aria-label={t('sections.users')} />;
  if (users.isError) {
    if (httpStatusOf(users.error) === 403) return <NoPermission />;
    return (
      <Alert
        severity="error"
        action={<Button onClick={() => void users.refetch()}>{t('common.retry')}</Button>}
      >
        {t('common.loadFailed')}
      </Alert>
    );
  }
  const rows = users.data.pages.flatMap((page) => page.items);
  const total = users.data.pages[0]?.total ?? rows.length;

  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button
          variant="contained"
          startIcon={<MdiIcon path={mdiAccountPlus} />}
          onClick={() => setCreating(true)}
        >
          {t('users.add')}
        </Button>
        <Typography color="text.secondary">{t('users.total', { count: total })}</Typography>
      </Box>
      {refusal ? (
        <Alert severity="warning" role="alert" onClose={() => setRefusal(null)}>
          {refusal}
        </Alert>
      ) : null}
      <TableContainer>
        <Table aria-label={t('sections.users')} sx={{ minWidth: 720 }}>
          <TableHead>
            <TableRow>
              <TableCell>{t('users.userName')}</TableCell>
              <TableCell>{t('users.displayName')}</TableCell>
              <TableCell>{t('users.email')}</TableCell>
              <TableCell>{t('users.role')}</TableCell>
              <TableCell>{t('users.active')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((user) => (
              <UserRow
                key={user.id}
                user={user}
                isSelf={user.id === self?.id}
                busy={update.isPending && update.variables.id === user.id}
                onChange={change}
              />
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {users.hasNextPage ? (
        <Box>
          <Button onClick={() => void users.fetchNextPage()} disabled={users.isFetchingNextPage}>
            {t('common.loadMore')}
          </Button>
        </Box>
      ) : null}
      {creating ? <UserCreateDialog onClose={() => setCreating(false)} /> : null}
    </Stack>
  );
}
