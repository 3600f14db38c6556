import { useId, useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { TOUCH_TARGET } from '../../lib/theme/touch';

export interface TextPromptDialogProps {
  readonly title: string;
  readonly fieldLabel: string;
  readonly confirmLabel: string;
  readonly cancelLabel: string;
  /** Gets the text as typed (the caller trims it). */
  readonly onConfirm: (text: string) => void;
  readonly onCancel: () => void;
}

/** A small dialog asking for the text of a label; Enter takes it. */
export function TextPromptDialog({
  title,
  fieldLabel,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
}: TextPromptDialogProps) {
  const [text, setText] = useState('');
  const titleId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() !== '') onConfirm(text);
  };

  return (
    <Dialog open onClose={onCancel} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <TextField
            label={fieldLabel}
            value={text}
            onChange={(event) => setText(event.target.value)}
            autoFocus
            fullWidth
            margin="dense"
            slotProps={{ htmlInput: { maxLength: 80, enterKeyHint: 'done' } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel} size="large" sx={{ minHeight: TOUCH_TARGET }}>
            {cancelLabel}
          </Button>
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={text.trim() === ''}
            sx={{ minHeight: TOUCH_TARGET }}
          >
            {confirmLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
