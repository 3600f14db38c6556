import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { apiProblemOf, problemMessage } from '../../../../lib/http/api-problems';
import { useOrderDocumentsTranslation } from '../../order-documents-i18n';

export interface SendDialogProps {
  /** The recipient's address and the subject the mail starts with. */
  to: string;
  subject: string;
  onSend(mail: { to: string; subject: string; message: string }): Promise<unknown>;
  onClose(): void;
}

/**
 * "Per E-Mail senden": address, subject and text; the server attaches the stored PDF (and the XRechnung XML). A
 * server without SMTP answers 409: the dialog says so, and "Als versendet markieren" stays the way.
 */
export function SendDialog({ to: initialTo, subject: initialSubject, onSend, onClose }: SendDialogProps) {
  const { t } = useOrderDocumentsTranslation();
  const [to, setTo] = useState(initialTo);
  const [subject, setSubject] = useState(initialSubject);
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<{ to?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    if (!to.trim()) return setErrors({ to: t('send.toMissing') });
    setErrors({});
    setFailure(null);
    setBusy(true);
    try {
      await onSend({ to: to.trim(), subject: subject.trim(), message });
      onClose();
    } catch (error) {
      const problem = apiProblemOf(error);
      const toError = problem?.fieldErrors.find((each) => each.path === 'to')?.message;
      if (toError) setErrors({ to: toError });
      else setFailure(`${t('send.failed')} ${problemMessage(error) ?? ''}`.trim());
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="send-dialog-title">
      <DialogTitle id="send-dialog-title">{t('send.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {failure ? <Alert severity="error">{failure}</Alert> : null}
          <TextField
            type="email"
            required
            label={t('send.to')}
            value={to}
            onChange={(event) => setTo(event.target.value)}
            error={errors.to !== undefined}
            helperText={errors.to}
          />
          <TextField
            label={t('send.subject')}
            value={subject}
            onChange={(event) => setSubject(event.target.value)}
          />
          <TextField
            multiline
            minRows={4}
            label={t('send.message')}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('send.cancel')}</Button>
        <Button variant="contained" onClick={() => void submit()} disabled={busy}>
          {t('send.send')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
