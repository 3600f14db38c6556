import { useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useDesignerTranslation } from '../designer-i18n';

interface NameDialogProps {
  readonly title: string;
  readonly initialName: string;
  /** More fields above the name (the kind when creating). */
  readonly children?: ReactNode;
  /** Saves; a rejection keeps the dialog open (the caller shows why). */
  readonly onSave: (name: string) => Promise<unknown>;
  readonly onClose: () => void;
}

/** Asks for a template's name (create, rename, duplicate). */
export function NameDialog({ title, initialName, children, onSave, onClose }: NameDialogProps) {
  const { t } = useDesignerTranslation();
  const [name, setName] = useState(initialName);
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    try {
      await onSave(name.trim());
      onClose();
    } catch {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <DialogTitle>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {children}
            <TextField
              label={t('list.name')}
              value={name}
              onChange={(event) => setName(event.target.value)}
              required
              autoFocus
              slotProps={{ htmlInput: { maxLength: 200 } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('list.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={busy || name.trim() === ''}>
            {t('list.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
