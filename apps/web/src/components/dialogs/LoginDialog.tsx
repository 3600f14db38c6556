import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoginAnswer, LoginAttempt } from '../../lib/dialogs/dialog-service';
import { Logo } from '../brand/Logo';
import { OutlinedField } from '../form/outlined-field';

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

export interface LoginDialogProps {
  /** Signs in; when it rejects, the dialog stays open with the user name kept and the password cleared. */
  attempt?: LoginAttempt | undefined;
  onSubmit(answer: LoginAnswer): void;
  onCancel(): void;
}

/** SPEC.md section 2, login prompt: logo, user name, password, "Anmelden"; Escape or "Abbrechen" cancels. */
export function LoginDialog({ attempt, onSubmit, onCancel }: LoginDialogProps) {
  const { t } = useTranslation('shell');
  const [userName, setUserName] = useState('');
  const [password, setPassword] = useState('');
  const [showEmptyError, setShowEmptyError] = useState(false);
  const [busy, setBusy] = useState(false);
  const passwordInput = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!userName.trim() || !password) {
      setShowEmptyError(true);
      return;
    }
    setShowEmptyError(false);
    const answer = { userName: userName.trim(), password };
    if (!attempt) {
      onSubmit(answer);
      return;
    }
    setBusy(true);
    try {
      await attempt(answer);
    } catch {
      // The attempt has reported why (an error toast); let the user correct the password.
      setBusy(false);
      setPassword('');
      passwordInput.current?.focus();
      return;
    }
    onSubmit(answer);
  };

  return (
    <Dialog open onClose={onCancel} maxWidth="xs" fullWidth>
      {/* The spec shows no title; this one only names the dialog for assistive technology. */}
      <DialogTitle sx={visuallyHidden}>{t('login.title')}</DialogTitle>
      <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
        <DialogContent>
          <Stack spacing={2} sx={{ alignItems: 'stretch' }}>
            <Box sx={{ display: 'flex', justifyContent: 'center', pb: 1 }}>
              <Logo size={56} withText />
            </Box>
            <OutlinedField
              autoFocus
              value={userName}
              onChange={(event) => setUserName(event.target.value)}
              placeholder={t('login.userName')}
              autoComplete="username"
              htmlInput={{ 'aria-label': t('login.userName') }}
            />
            <OutlinedField
              type="password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              placeholder={t('login.password')}
              inputRef={passwordInput}
              autoComplete="current-password"
              htmlInput={{ 'aria-label': t('login.password') }}
            />
            {showEmptyError && <Alert severity="error">{t('login.empty')}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel} disabled={busy}>
            {t('login.cancel')}
          </Button>
          <Button type="submit" variant="contained" color="confirm" loading={busy}>
            {t('login.submit')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
