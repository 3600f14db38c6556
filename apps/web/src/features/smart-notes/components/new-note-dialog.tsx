import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useNavigate } from 'react-router';
import { SMART_NOTE_TYPES, type SmartNoteType } from '@vendoc/contract/smart-notes';
import { useSmartNoteChanges } from '../../../entities/smart-note/change-smart-notes';
import { useMe } from '../../../entities/user/get-me';
import { problemMessage } from '../../../lib/http/api-problems';
import { paths } from '../../../lib/navigation/paths';
import { useSmartNotesTranslation } from '../smart-notes-i18n';
import { ProjectPicker, type ProjectOption } from './project-picker';

export interface NewNoteDialogProps {
  readonly onClose: () => void;
  /** The project chosen beforehand (a project's "Notiz" action); the user may still pick another. */
  readonly project?: ProjectOption | null;
  /** The note replaces the page in the history (the page was only there to make it). */
  readonly replace?: boolean;
}

/** "Neue Notiz": project, type and title; the note opens right after, for photos, checklist and the rest. */
export function NewNoteDialog({ onClose, project: preset = null, replace = false }: NewNoteDialogProps) {
  const { t } = useSmartNotesTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const navigate = useNavigate();
  const { create } = useSmartNoteChanges();
  const me = useMe().data?.user;
  const [project, setProject] = useState<ProjectOption | null>(preset);
  const [type, setType] = useState<SmartNoteType>('note');
  const [title, setTitle] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (project === null || title.trim() === '' || !me) return;
    create.mutate(
      {
        project: { id: project.id, name: project.name },
        type,
        title,
        author: { id: me.id, displayName: me.displayName },
      },
      {
        onSuccess: ({ value: note }) => void navigate(paths.smartNote(note.projectId, note.id), { replace }),
      },
    );
  };

  return (
    <Dialog open onClose={onClose} fullScreen={phone} fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle>{t('create.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <ProjectPicker
              label={t('create.project')}
              noOptionsText={t('create.noProjects')}
              value={project}
              onChange={setProject}
              required
              autoFocus={preset === null}
            />
            <TextField
              select
              label={t('create.type')}
              value={type}
              onChange={(event) => setType(event.target.value as SmartNoteType)}
            >
              {SMART_NOTE_TYPES.map((each) => (
                <MenuItem key={each} value={each} sx={{ minHeight: 48 }}>
                  {t(`type.${each}`)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label={t('create.noteTitle')}
              value={title}
              required
              autoFocus={preset !== null}
              onChange={(event) => setTitle(event.target.value)}
              slotProps={{ htmlInput: { maxLength: 200 } }}
            />
            {create.isError ? (
              <Alert severity="error">{problemMessage(create.error) ?? t('create.failed')}</Alert>
            ) : null}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} size="large">
            {t('create.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={project === null || title.trim() === '' || create.isPending}
          >
            {t('create.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
