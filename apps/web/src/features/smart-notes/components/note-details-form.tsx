import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  SMART_NOTE_STATUSES,
  SMART_NOTE_TYPES,
  type SmartNote,
  type SmartNoteStatus,
  type SmartNoteType,
} from '@vendoc/contract/smart-notes';
import { useTeamUsers } from '../../../entities/project/get-team-users';
import type { NoteChanges } from '../model/use-note-save';
import { useSmartNotesTranslation } from '../smart-notes-i18n';

interface Details {
  type: SmartNoteType;
  title: string;
  text: string;
  status: SmartNoteStatus;
  assigneeId: string;
  dueDate: string;
}

const detailsOf = (note: SmartNote): Details => ({
  type: note.type,
  title: note.title,
  text: note.text,
  status: note.status,
  assigneeId: note.assignee?.id ?? '',
  dueDate: note.dueDate ?? '',
});

export interface NoteDetailsFormProps {
  readonly note: SmartNote;
  readonly readOnly: boolean;
  readonly saving: boolean;
  readonly onSave: (changes: NoteChanges) => Promise<unknown>;
}

/** Type, title, text, status, assignee and due date; saved together with "Speichern". */
export function NoteDetailsForm({ note, readOnly, saving, onSave }: NoteDetailsFormProps) {
  const { t } = useSmartNotesTranslation();
  const users = useTeamUsers();
  const [details, setDetails] = useState<Details>(() => detailsOf(note));
  // Entries not saved yet stay (also through a conflict); once saved, the form follows the note as it is now.
  const [dirty, setDirty] = useState(false);
  const [shownVersion, setShownVersion] = useState(note.version);
  if (!dirty && note.version !== shownVersion) {
    setShownVersion(note.version);
    setDetails(detailsOf(note));
  }
  const set = <Key extends keyof Details>(key: Key, value: Details[Key]) => {
    setDirty(true);
    setDetails((current) => ({ ...current, [key]: value }));
  };
  const assignees = [...(users.data ?? [])];
  // The assignee may be someone the team picker no longer offers (inactive): keep them choosable.
  if (note.assignee && !assignees.some((user) => user.id === note.assignee?.id))
    assignees.push({ ...note.assignee, role: 'fitter', active: false });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (details.title.trim() === '') return;
    void onSave({
      type: details.type,
      title: details.title,
      text: details.text,
      status: details.status,
      assignee:
        details.assigneeId === ''
          ? null
          : {
              id: details.assigneeId,
              displayName: assignees.find((user) => user.id === details.assigneeId)?.displayName ?? '',
            },
      dueDate: details.dueDate === '' ? null : details.dueDate,
    }).then((saved) => {
      if (saved) setDirty(false);
    });
  };

  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate aria-label={t('note.details')}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          select
          fullWidth
          label={t('note.type')}
          value={details.type}
          disabled={readOnly}
          onChange={(event) => set('type', event.target.value as SmartNoteType)}
        >
          {SMART_NOTE_TYPES.map((type) => (
            <MenuItem key={type} value={type} sx={{ minHeight: 48 }}>
              {t(`type.${type}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          fullWidth
          label={t('note.status')}
          value={details.status}
          disabled={readOnly}
          onChange={(event) => set('status', event.target.value as SmartNoteStatus)}
        >
          {SMART_NOTE_STATUSES.map((status) => (
            <MenuItem key={status} value={status} sx={{ minHeight: 48 }}>
              {t(`status.${status}`)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <TextField
        label={t('note.title')}
        value={details.title}
        required
        disabled={readOnly}
        error={details.title.trim() === ''}
        onChange={(event) => set('title', event.target.value)}
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      <TextField
        label={t('note.text')}
        value={details.text}
        multiline
        minRows={3}
        disabled={readOnly}
        onChange={(event) => set('text', event.target.value)}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          select
          fullWidth
          label={t('note.assignee')}
          value={users.data || note.assignee === null ? details.assigneeId : ''}
          disabled={readOnly}
          onChange={(event) => set('assigneeId', event.target.value)}
        >
          <MenuItem value="" sx={{ minHeight: 48 }}>
            {t('note.nobody')}
          </MenuItem>
          {assignees.map((user) => (
            <MenuItem key={user.id} value={user.id} sx={{ minHeight: 48 }}>
              {user.displayName}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          fullWidth
          type="date"
          label={t('note.dueDate')}
          value={details.dueDate}
          disabled={readOnly}
          onChange={(event) => set('dueDate', event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Stack>
      {readOnly ? null : (
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={saving || details.title.trim() === ''}
          sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' }, minHeight: 48 }}
        >
          {t('note.save')}
        </Button>
      )}
    </Stack>
  );
}
