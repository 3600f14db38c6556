import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { normalizeServerAddress } from '../../lib/startup/server-address';
import { OutlinedField } from '../form/outlined-field';

export interface ServerUrlDialogProps {
  /** Called with the normalised address (no trailing slash or /api). */
  onSubmit(address: string): void;
  onCancel(): void;
  initialValue?: string;
}

/** SPEC.md section 2, server address prompt: "VenDoc Url", one address field, "Url Bestätigen". */
export function ServerUrlDialog({ onSubmit, onCancel, initialValue = '' }: ServerUrlDialogProps) {
  const { t } = useTranslation('shell');
  const [value, setValue] = useState(initialValue);
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!value.trim()) {
      setError(t('serverUrl.empty'));
      return;
    }
    const address = normalizeServerAddress(value);
    if (!address) {
      setError(t('serverUrl.invalid'));
      return;
    }
    onSubmit(address);
  };

  return (
    <Dialog open onClose={onCancel} maxWidth="xs" fullWidth>
      <form noValidate onSubmit={submit}>
        <DialogTitle>{t('serverUrl.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('serverUrl.text')}</DialogContentText>
          <OutlinedField
            autoFocus
            fullWidth
            type="url"
            value={value}
            onChange={(event) => {
              setValue(event.target.value);
              setError(null);
            }}
            placeholder={t('serverUrl.field')}
            error={error !== null}
            helperText={error}
            autoComplete="url"
            htmlInput={{ 'aria-label': t('serverUrl.field'), inputMode: 'url' }}
            helperTextRole="alert"
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel}>{t('serverUrl.cancel')}</Button>
          <Button type="submit" variant="contained" color="confirm">
            {t('serverUrl.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
