import { useState, type FormEvent } from 'react';
import { mdiClose } from '@mdi/js';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { SmartNote } from '@vendoc/contract/smart-notes';
import { MdiIcon } from '../../../components/mdi-icon/mdi-icon';
import type { NoteChanges } from '../model/use-note-save';
import { useSmartNotesTranslation } from '../smart-notes-i18n';

export interface NoteChecklistProps {
  readonly note: SmartNote;
  readonly readOnly: boolean;
  readonly disabled: boolean;
  readonly onSave: (changes: NoteChanges) => Promise<unknown>;
}

/** The checklist: each tick, new item and removal is saved at once (big rows for gloves). */
export function NoteChecklist({ note, readOnly, disabled, onSave }: NoteChecklistProps) {
  const { t } = useSmartNotesTranslation();
  const [text, setText] = useState('');
  const items = note.checklist;
  const add = async (event: FormEvent) => {
    event.preventDefault();
    const added = text.trim();
    if (added === '') return;
    // The item shows at once, and the field is free for the next one (typed while this one is on its way); should
    // the save be refused, what was typed comes back, unless a new entry is in the field by then.
    setText('');
    const saved = await onSave({ checklist: [...items, { text: added, done: false }] });
    if (!saved) setText((current) => (current === '' ? added : current));
  };
  return (
    <Stack spacing={1}>
      {items.length === 0 ? <Typography color="text.secondary">{t('checklist.empty')}</Typography> : null}
      {items.map((item, index) => (
        <Stack key={`${index}-${item.text}`} direction="row" sx={{ alignItems: 'center', minHeight: 48 }}>
          <FormControlLabel
            sx={{ flex: 1, mr: 0, '& .MuiFormControlLabel-label': { overflowWrap: 'anywhere' } }}
            control={
              <Checkbox
                checked={item.done}
                // Ticks are saved one after another (useNoteSave): several may be made while one is on its way.
                disabled={readOnly}
                sx={{ p: 1.5 }}
                onChange={(event) =>
                  void onSave({
                    checklist: items.map((each, at) =>
                      at === index ? { ...each, done: event.target.checked } : each,
                    ),
                  })
                }
              />
            }
            label={item.text}
          />
          {readOnly ? null : (
            <IconButton
              aria-label={t('checklist.remove', { text: item.text })}
              disabled={disabled}
              sx={{ width: 48, height: 48 }}
              onClick={() => void onSave({ checklist: items.filter((_each, at) => at !== index) })}
            >
              <MdiIcon path={mdiClose} />
            </IconButton>
          )}
        </Stack>
      ))}
      {readOnly ? null : (
        <Stack component="form" direction="row" spacing={1} onSubmit={add} sx={{ alignItems: 'center' }}>
          <TextField
            size="small"
            fullWidth
            label={t('checklist.newItem')}
            value={text}
            onChange={(event) => setText(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
          <Button
            type="submit"
            variant="outlined"
            disabled={disabled || text.trim() === ''}
            sx={{ minHeight: 48, whiteSpace: 'nowrap', flexShrink: 0 }}
          >
            {t('checklist.add')}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
