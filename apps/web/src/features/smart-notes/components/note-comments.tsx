import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { SmartNote } from '@vendoc/contract/smart-notes';
import { useSmartNoteChanges } from '../../../entities/smart-note/change-smart-notes';
import { useMe } from '../../../entities/user/get-me';
import { formatDateTime } from '../../../lib/format/format';
import { problemMessage } from '../../../lib/http/api-problems';
import { useSmartNotesTranslation } from '../smart-notes-i18n';

/** The comments, oldest first, and a field to add one (everyone who reads the note may comment). */
export function NoteComments({ note }: { readonly note: SmartNote }) {
  const { t } = useSmartNotesTranslation();
  const { comment } = useSmartNoteChanges();
  const me = useMe().data?.user;
  const [text, setText] = useState('');
  const send = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() === '' || !me) return;
    // The comment shows at once (it waits on the device when offline); the field is free for the next one. A refused
    // comment comes back into the field, unless something new was typed there meanwhile.
    const sent = text;
    setText('');
    comment.mutate(
      { note, text: sent, author: { id: me.id, displayName: me.displayName } },
      { onError: () => setText((current) => (current === '' ? sent : current)) },
    );
  };
  return (
    <Stack spacing={1.5}>
      {note.comments.length === 0 ? (
        <Typography color="text.secondary">{t('comments.empty')}</Typography>
      ) : null}
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
        {note.comments.map((each) => (
          <Box component="li" key={each.id}>
            <Typography variant="caption" color="text.secondary">
              {`${each.author.displayName} · ${formatDateTime(each.createdAt)}`}
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{each.text}</Typography>
          </Box>
        ))}
      </Box>
      <Stack component="form" spacing={1} onSubmit={send}>
        <TextField
          label={t('comments.label')}
          value={text}
          multiline
          minRows={2}
          onChange={(event) => setText(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 5000 } }}
        />
        {comment.isError ? (
          <Alert severity="error">{problemMessage(comment.error) ?? t('comments.failed')}</Alert>
        ) : null}
        <Button
          type="submit"
          variant="outlined"
          size="large"
          disabled={comment.isPending || text.trim() === ''}
          sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' }, minHeight: 48 }}
        >
          {t('comments.send')}
        </Button>
      </Stack>
    </Stack>
  );
}
