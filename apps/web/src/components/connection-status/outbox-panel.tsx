import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatNumber } from '../../lib/format/format';
import { useOutbox } from '../../lib/offline/app-outbox';
import { useConnectionState } from '../../lib/offline/connection-state';
import type { OutboxEntry } from '../../lib/offline/outbox-entry';
import { readStorageUse, type StorageUse } from '../../lib/offline/storage-estimate';
import { ConfirmDialog } from '../dialogs/ConfirmDialog';

const MB = 1024 * 1024;

/** The outbox: every change not on the server yet, with its state, reason and what the person can do. */
export function OutboxPanel({ onClose }: { readonly onClose: () => void }) {
  const { t } = useTranslation('shell');
  const { online } = useConnectionState();
  const outbox = useOutbox();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [storage, setStorage] = useState<StorageUse | null>(null);
  const [discarding, setDiscarding] = useState<OutboxEntry | null>(null);

  useEffect(() => {
    let current = true;
    void readStorageUse().then((use) => {
      if (current) setStorage(use);
    });
    return () => {
      current = false;
    };
  }, [outbox.entries.length]);

  return (
    <Dialog open onClose={onClose} fullScreen={fullScreen} fullWidth maxWidth="sm">
      <DialogTitle>{t('offline.panelTitle')}</DialogTitle>
      <DialogContent dividers>
        <Typography sx={{ mb: 1 }}>
          {online ? t('offline.stateOnline') : t('offline.stateOffline')}
        </Typography>
        {outbox.entries.length === 0 ? (
          <Typography color="text.secondary">{t('offline.empty')}</Typography>
        ) : (
          <List dense aria-label={t('offline.listLabel')}>
            {outbox.entries.map((entry) => (
              <ListItem key={entry.id} divider sx={{ display: 'block', px: 0 }}>
                <Typography sx={{ fontWeight: 600 }}>{entry.label}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {t(`offline.state.${entry.state}`)} · {formatDateTime(entry.createdAt)}
                  {entry.attempts > 0 ? ` · ${t('offline.attempts', { count: entry.attempts })}` : ''}
                </Typography>
                {entry.state === 'failed' ? (
                  <Alert severity="error" sx={{ mt: 1 }}>
                    {entry.reason ?? t('offline.refusedGeneric')}
                  </Alert>
                ) : null}
                {entry.state === 'conflict' ? (
                  <Alert severity="warning" sx={{ mt: 1 }}>
                    {t('offline.conflict')}
                  </Alert>
                ) : null}
                <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap' }} useFlexGap>
                  {entry.state === 'failed' ? (
                    <Button size="small" variant="outlined" onClick={() => void outbox.retry(entry.id)}>
                      {t('offline.retry')}
                    </Button>
                  ) : null}
                  {entry.state === 'conflict' ? (
                    <>
                      <Button size="small" variant="outlined" onClick={() => void outbox.keepMine(entry.id)}>
                        {t('offline.keepMine')}
                      </Button>
                      <Button
                        size="small"
                        variant="outlined"
                        onClick={() => void outbox.takeTheirs(entry.id)}
                      >
                        {t('offline.takeTheirs')}
                      </Button>
                    </>
                  ) : null}
                  {entry.state !== 'sending' ? (
                    <Button size="small" color="error" onClick={() => setDiscarding(entry)}>
                      {t('offline.discard')}
                    </Button>
                  ) : null}
                </Stack>
              </ListItem>
            ))}
          </List>
        )}
        {storage ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            {t('offline.storage', {
              used: formatNumber(storage.usage / MB, 1),
              quota: formatNumber(storage.quota / MB, 0),
            })}{' '}
            {storage.persisted ? t('offline.persisted') : t('offline.notPersisted')}
          </Typography>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('offline.close')}</Button>
      </DialogActions>
      {discarding ? (
        <ConfirmDialog
          title={t('offline.discardTitle')}
          text={t('offline.discardText', { label: discarding.label })}
          confirmLabel={t('offline.discard')}
          onConfirm={() => outbox.discard(discarding.id)}
          onClose={() => setDiscarding(null)}
        />
      ) : null}
    </Dialog>
  );
}
