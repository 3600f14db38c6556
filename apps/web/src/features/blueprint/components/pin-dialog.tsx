import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { SMART_NOTE_TYPES, type SmartNoteType } from '@vendoc/contract/smart-notes';
import { useSmartNotes } from '../../../entities/smart-note/get-smart-notes';
import { problemMessage } from '../../../lib/http/api-problems';

/** What the dialog asks for: a new smart note made with the pin, or a link to an existing note. */
export type PinChoice =
  | { readonly kind: 'newNote'; readonly type: SmartNoteType; readonly title: string }
  | { readonly kind: 'smartNote'; readonly id: string };

export interface PinDialogProps {
  readonly projectId: string;
  readonly onClose: () => void;
  readonly onPlace: (choice: PinChoice) => void;
  /** The pin is being stored. */
  readonly pending: boolean;
  /** Why storing it failed (null: it did not). */
  readonly error: unknown;
}

/** "Markierung setzen": a new smart note (a defect by default) made on the spot, or an existing note of the project. */
export function PinDialog({ projectId, onClose, onPlace, pending, error }: PinDialogProps) {
  const { t } = useTranslation('app');
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const [mode, setMode] = useState<'new' | 'existing'>('new');
  const [type, setType] = useState<SmartNoteType>('defect');
  const [title, setTitle] = useState('');
  const [noteId, setNoteId] = useState('');
  const notes = useSmartNotes({ projectId });
  const existing = notes.data?.pages.flatMap((page) => page.items) ?? [];

  const ready = mode === 'new' ? title.trim() !== '' : existing.some((note) => note.id === noteId);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready || pending) return;
    onPlace(
      mode === 'new' ? { kind: 'newNote', type, title: title.trim() } : { kind: 'smartNote', id: noteId },
    );
  };

  return (
    <Dialog open onClose={onClose} fullScreen={phone} fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle>{t('blueprint.dialog.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <RadioGroup
              row
              aria-label={t('blueprint.dialog.mode')}
              value={mode}
              onChange={(event) => setMode(event.target.value as 'new' | 'existing')}
            >
              <FormControlLabel value="new" control={<Radio />} label={t('blueprint.dialog.newNote')} />
              <FormControlLabel
                value="existing"
                control={<Radio />}
                label={t('blueprint.dialog.existingNote')}
              />
            </RadioGroup>
            {mode === 'new' ? (
              <>
                <TextField
                  select
                  label={t('blueprint.dialog.type')}
                  value={type}
                  onChange={(event) => setType(event.target.value as SmartNoteType)}
                >
                  {SMART_NOTE_TYPES.map((each) => (
                    <MenuItem key={each} value={each} sx={{ minHeight: 48 }}>
                      {t(`blueprint.type.${each}`)}
                    </MenuItem>
                  ))}
                </TextField>
                <TextField
                  label={t('blueprint.dialog.noteTitle')}
                  value={title}
                  required
                  autoFocus
                  onChange={(event) => setTitle(event.target.value)}
                  slotProps={{ htmlInput: { maxLength: 200 } }}
                />
              </>
            ) : existing.length === 0 && notes.isSuccess ? (
              <Alert severity="info">{t('blueprint.dialog.noNotes')}</Alert>
            ) : (
              <TextField
                select
                label={t('blueprint.dialog.note')}
                value={existing.some((note) => note.id === noteId) ? noteId : ''}
                onChange={(event) => setNoteId(event.target.value)}
              >
                {existing.map((note) => (
                  <MenuItem key={note.id} value={note.id} sx={{ minHeight: 48 }}>
                    {note.title} · {t(`blueprint.type.${note.type}`)}
                  </MenuItem>
                ))}
              </TextField>
            )}
            {error ? (
              <Alert severity="error">{problemMessage(error) ?? t('blueprint.dialog.failed')}</Alert>
            ) : null}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} size="large">
            {t('blueprint.dialog.cancel')}
          </Button>
          <Button type="submit" variant="contained" size="large" disabled={!ready || pending}>
            {t('blueprint.dialog.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
