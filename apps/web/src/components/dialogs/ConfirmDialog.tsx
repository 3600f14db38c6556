import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface ConfirmDialogProps {
  readonly title: string;
  readonly text: string;
  /** Names the action, e.g. "Löschen". */
  readonly confirmLabel: string;
  /**
   * Does it. A promise keeps the button disabled while it runs; the dialog closes when it resolves and stays open
   * when it rejects (the caller tells why).
   */
  readonly onConfirm: () => Promise<unknown>;
  readonly onClose: () => void;
}

/** Asks before something is removed or changed for good; "Abbrechen" has the focus, so Enter never confirms by accident. */
export function ConfirmDialog({ title, text, confirmLabel, onConfirm, onClose }: ConfirmDialogProps) {
  const { t } = useTranslation('shell');
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
          {t('confirm.cancel')}
        </Button>
        <Button color="error" variant="contained" onClick={() => void confirm()} disabled={busy}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
