import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useMatchingTranslation } from '../matching-i18n';

export interface AcceptAllDialogProps {
  /** Open items whose best candidate reaches the threshold: what will be accepted. */
  readonly count: number;
  readonly thresholdPercent: number;
  /** Does it; the dialog stays open (busy) until it resolves, and open when it rejects. */
  readonly onConfirm: () => Promise<unknown>;
  readonly onClose: () => void;
}

/** Asks before the best candidate of every open item above the threshold is accepted, naming how many. */
export function AcceptAllDialog({ count, thresholdPercent, onConfirm, onClose }: AcceptAllDialogProps) {
  const { t } = useMatchingTranslation();
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
    <Dialog open onClose={busy ? undefined : onClose} maxWidth="xs" fullWidth>
      <DialogTitle>{t('acceptAll.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('acceptAll.text', { count, percent: thresholdPercent })}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('actions.cancel')}
        </Button>
        <Button variant="contained" onClick={() => void confirm()} disabled={busy} autoFocus>
          {t('acceptAll.confirm', { count })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
