import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { mdiDelete } from '@mdi/js';
import type { Client } from '@vendoc/contract/clients';
import { useId, useState } from 'react';
import { MdiIcon } from '../../../components/mdi-icon/mdi-icon';
import { useClient } from '../../../entities/client/get-client';
import { useClientsTranslation } from '../clients-i18n';
import { usePermission } from '../../../entities/user/get-me';
import { ClientEditor } from './client-editor';
import { DeleteClientDialog } from './delete-client-dialog';

export interface ClientDialogProps {
  open: boolean;
  /** The client to edit (loaded fresh from the server); null creates a new one. */
  clientId: string | null;
  onClose(): void;
  /** Called with the saved client (also a newly created one, e.g. to pick it in a project form). */
  onSaved?(client: Client): void;
}

/** Create or edit a client in a dialog (full screen on phones); delete from inside it. */
export function ClientDialog({ open, clientId, onClose, onSaved }: ClientDialogProps) {
  const { t } = useClientsTranslation();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const canWrite = usePermission('clients:write');
  const loaded = useClient(open ? clientId : null);
  const [deleting, setDeleting] = useState<Client | null>(null);
  // Edit what the server has now, not a cached copy from earlier: wait for this opening's own fetch.
  const fresh = loaded.data !== undefined && (loaded.isFetchedAfterMount || loaded.isError);
  const waiting = clientId !== null && !fresh;

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={fullScreen}
      maxWidth="md"
      fullWidth
      aria-labelledby={titleId}
    >
      {waiting ? (
        <Box sx={{ p: 4, display: 'grid', justifyItems: 'center', gap: 2 }} role="status">
          {loaded.isError && !loaded.data ? (
            <>
              <Typography id={titleId}>{t('overview.loadFailed')}</Typography>
              <Button onClick={onClose}>{t('dialog.cancel')}</Button>
            </>
          ) : (
            <>
              <CircularProgress />
              <Typography id={titleId}>{t('dialog.loading')}</Typography>
            </>
          )}
        </Box>
      ) : (
        <ClientEditor
          key={loaded.data?.id ?? 'new'}
          client={clientId !== null ? (loaded.data ?? null) : null}
          readOnly={!canWrite}
          titleId={titleId}
          onClose={onClose}
          onSaved={onSaved}
          extraActions={
            canWrite && loaded.data && clientId !== null ? (
              <Button
                color="error"
                startIcon={<MdiIcon path={mdiDelete} />}
                onClick={() => setDeleting(loaded.data ?? null)}
              >
                {t('dialog.delete')}
              </Button>
            ) : null
          }
        />
      )}
      {deleting ? (
        <DeleteClientDialog
          client={deleting}
          onCancel={() => setDeleting(null)}
          onDeleted={() => {
            setDeleting(null);
            onClose();
          }}
        />
      ) : null}
    </Dialog>
  );
}
