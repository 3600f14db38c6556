import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { useFilesTranslation } from '../project-files-i18n';

export interface ConfirmDeleteDialogProps {
  readonly title: string;
  readonly text: string;
  /** Deletes; the dialog closes on success and stays open (with the caller's message) on failure. */
  readonly onConfirm: () => Promise<unknown>;
  readonly onClose: () => void;
}

/** Asks before a file or folder is deleted; "Abbrechen" has the focus, so Enter never deletes by accident. */
export function ConfirmDeleteDialog({ title, text, onConfirm, onClose }: ConfirmDeleteDialogProps) {
  const { t } = useFilesTranslation();
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
      onClose();
    } catch {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ overflowWrap: 'anywhere' }}>{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {t('actions.cancel')}
        </Button>
        <Button color="error" variant="contained" onClick={() => void confirm()} disabled={busy}>
          {t('actions.delete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
