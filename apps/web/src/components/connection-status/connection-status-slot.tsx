import { Suspense, useState } from 'react';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { mdiCloudCheckOutline, mdiCloudOffOutline, mdiCloudSyncOutline, mdiCloudAlertOutline } from '@mdi/js';
import { useTranslation } from 'react-i18next';
import { useOutbox } from '../../lib/offline/app-outbox';
import { useConnectionState } from '../../lib/offline/connection-state';
import { lazyWithReload } from '../lazy-load/lazy-with-reload';
import { MdiIcon } from '../mdi-icon/mdi-icon';

// The panel (a dialog with its list, confirmations and storage figures) loads on the first tap (decision 0045).
const OutboxPanel = lazyWithReload(() => import('./outbox-panel').then((module) => module.OutboxPanel));

/**
 * The connection state in the app bar ("Offline", "Online", "Synchronisiere N Änderungen", stopped changes) and,
 * on a tap, the outbox panel: what waits, what is on its way, what failed and why, with retry and discard.
 */
export function ConnectionStatusSlot() {
  const { t } = useTranslation('shell');
  const { online } = useConnectionState();
  const { pending, stopped } = useOutbox();
  const [open, setOpen] = useState(false);

  // The number on the badge is the one the status names, so what is seen is also what is read out.
  const [icon, text, count] = !online
    ? [
        mdiCloudOffOutline,
        pending > 0 ? t('offline.offlineWaiting', { count: pending }) : t('offline.offline'),
        pending,
      ]
    : stopped > 0
      ? [mdiCloudAlertOutline, t('offline.stopped', { count: stopped }), stopped]
      : pending > 0
        ? [mdiCloudSyncOutline, t('offline.syncing', { count: pending }), pending]
        : [mdiCloudCheckOutline, t('offline.online'), 0];

  return (
    <>
      <Button
        color="inherit"
        onClick={() => setOpen(true)}
        aria-label={`${text}. ${t('offline.openPanel')}`}
        aria-haspopup="dialog"
        data-testid="connection-status"
        sx={{ minWidth: 48, minHeight: 48, px: 1, gap: 0.75, whiteSpace: 'nowrap' }}
      >
        {/* On a phone only "Offline" is spelled out; the badge counts what waits. What is seen reads in the order
            of the name ("Offline", then the number), and where the words already hold the number (online, from
            tablet width) the badge is not shown, so axe's label-content-name-mismatch holds. */}
        <Box
          component="span"
          aria-hidden="true"
          sx={{ display: { xs: online ? 'none' : 'inline', sm: 'inline' } }}
        >
          {online ? text : t('offline.offline')}
        </Box>
        {/* axe joins the visible text without spaces: "Offline" and the badge's "9" would read "offline9". */}{' '}
        {count > 0 ? (
          <Badge
            badgeContent={count}
            color={stopped > 0 ? 'error' : 'warning'}
            max={999}
            sx={online ? { '& .MuiBadge-badge': { display: { xs: 'flex', sm: 'none' } } } : undefined}
          >
            <MdiIcon path={icon} />
          </Badge>
        ) : (
          <MdiIcon path={icon} />
        )}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <OutboxPanel onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
