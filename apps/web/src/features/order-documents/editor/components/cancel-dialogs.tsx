import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useOrderDocumentsTranslation } from '../../order-documents-i18n';

/** "Stornieren": asks for the reason the cancellation invoice states. */
export function CancelDialog({
  onSubmit,
  onClose,
}: {
  onSubmit(reason: string): Promise<unknown>;
  onClose(): void;
}) {
  const { t } = useOrderDocumentsTranslation();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (!reason.trim()) return setError(t('cancelDialog.reasonMissing'));
    setBusy(true);
    try {
      await onSubmit(reason.trim());
      onClose();
    } catch {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="cancel-dialog-title">
      <DialogTitle id="cancel-dialog-title">{t('cancelDialog.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('cancelDialog.text')}</DialogContentText>
        <TextField
          fullWidth
          required
          label={t('cancelDialog.reason')}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          error={error !== null}
          helperText={error}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('cancelDialog.cancel')}</Button>
        <Button color="error" variant="contained" onClick={() => void submit()} disabled={busy}>
          {t('cancelDialog.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** "Mahnen": the level of the reminder to draft (Zahlungserinnerung, 1.-3. Mahnung). */
export function ReminderDialog({
  onSubmit,
  onClose,
}: {
  onSubmit(level: number): Promise<unknown>;
  onClose(): void;
}) {
  const { t } = useOrderDocumentsTranslation();
  const [level, setLevel] = useState(0);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setBusy(true);
    try {
      await onSubmit(level);
      onClose();
    } catch {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="reminder-dialog-title">
      <DialogTitle id="reminder-dialog-title">{t('reminder.title')}</DialogTitle>
      <DialogContent>
        <TextField
          select
          fullWidth
          sx={{ mt: 1 }}
          label={t('reminder.level')}
          value={level}
          onChange={(event) => setLevel(Number(event.target.value))}
        >
          {[0, 1, 2, 3].map((each) => (
            <MenuItem key={each} value={each}>
              {t(`reminder.levels.${each}`)}
            </MenuItem>
          ))}
        </TextField>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('reminder.cancel')}</Button>
        <Button variant="contained" onClick={() => void submit()} disabled={busy}>
          {t('reminder.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
