import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useConstructionNotesTranslation } from '../construction-notes-i18n';

export interface CorrectDialogProps {
  readonly onCorrect: (reason: string) => Promise<unknown>;
  readonly onClose: () => void;
}

/** Asks for the reason of a correction of a signed day. */
export function CorrectDialog({ onCorrect, onClose }: CorrectDialogProps) {
  const { t } = useConstructionNotesTranslation();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (reason.trim() === '') {
      setError(t('correct.reasonMissing'));
      return;
    }
    setBusy(true);
    try {
      await onCorrect(reason.trim());
      onClose();
    } catch {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth>
      <DialogTitle>{t('correct.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('correct.text')}</DialogContentText>
        <TextField
          label={t('correct.reason')}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          error={error !== null}
          helperText={error}
          multiline
          minRows={2}
          fullWidth
          required
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} sx={{ minHeight: 48 }}>
          {t('sign.cancel')}
        </Button>
        <Button variant="contained" onClick={() => void submit()} disabled={busy} sx={{ minHeight: 48 }}>
          {t('correct.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
